// Seeds public vibes for the search benchmark in SQL, so 100,000 rows take seconds: mood
// words drawn with a skew (a few words are in many prompts, as in real ones), 20 songs each.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';

export const WORDS = (
  'chill rainy sunday morning coffee slow night drive city summer beach party friends calm focus ' +
  'deep work heartbreak cold winter evening road trip windows down golden hour sunset sunrise ' +
  'dreamy nostalgic upbeat happy sad melancholy energetic workout gym running cardio yoga ' +
  'meditation sleep lullaby study reading library autumn spring garden picnic forest hiking ' +
  'mountain ocean waves lake cabin fireplace candle dinner date romantic love breakup lonely ' +
  'rain thunder storm snow cozy blanket tea jazz lofi indie acoustic folk soul funk disco house ' +
  'techno ambient cinematic epic orchestral piano guitar violin synth retro vintage eighties ' +
  'nineties neon cyberpunk space stars moon galaxy desert highway train airport travel wander ' +
  'festival dance club rave afterparty brunch kitchen cooking baking cleaning laundry commute ' +
  'bus subway walk park bike skate surf sailing island tropical paradise carnival samba tango ' +
  'flamenco bossa nova latin reggae dub gospel blues rock punk grunge metal emo pop ballad ' +
  'anthem victory celebration birthday wedding graduation farewell memories childhood summer ' +
  'camp bonfire stargazing midnight insomnia dawn twilight haze fog mist velvet honey lavender ' +
  'peach cherry lemon mint spice smoke whiskey wine champagne rooftop balcony window porch ' +
  'street alley market bazaar harbor lighthouse meadow prairie canyon glacier volcano jungle ' +
  'safari temple cathedral museum gallery theater cinema arcade diner motel roadside gas ' +
  'station truck stop cowboy western noir detective spy heist chase adrenaline focus flow'
).split(' ');

const NAME_WORDS = WORDS.slice(0, 120);

export async function seedPublicVibes(db: Db, options: { vibes: number; users: number }) {
  await db.execute(sql`
    insert into users (id, moodtape_username)
    select 'bench-user-' || i, ${sql.raw(`(array['${NAME_WORDS.join("','")}'])`)}[1 + i % 120] || 'fan' || i
    from generate_series(1, ${sql.raw(String(options.users))}) as i
    on conflict do nothing`);
  const words = sql.raw(`array['${WORDS.join("','")}']`);
  const nameWords = sql.raw(`array['${NAME_WORDS.join("','")}']`);
  // power(random(), 1.5) favours the first words: the commonest is in about a fifth of prompts.
  const pick = (list: typeof words, size: number) =>
    sql`(${list})[1 + floor(power(random(), 1.5::float8) * ${sql.raw(String(size))})::int]`;
  const batch = 10_000;
  for (let done = 0; done < options.vibes; done += batch) {
    await db.execute(sql`
      with drafts as (
        select g,
          'bench-user-' || (1 + (g * 7919) % ${sql.raw(String(options.users))}) as user_id,
          initcap(${pick(nameWords, NAME_WORDS.length)} || ' ' || ${pick(nameWords, NAME_WORDS.length)}) as name,
          (select string_agg(${pick(words, WORDS.length)}, ' ')
             from generate_series(1, 8 + (g % 13)) as w where g > 0) as prompt
        from generate_series(${sql.raw(String(done + 1))}, ${sql.raw(String(Math.min(done + batch, options.vibes)))}) as g
      )
      insert into vibes (user_id, creator_username, name, prompt, playlist_data, is_public,
                         save_count, created_at)
      select d.user_id, u.moodtape_username, d.name, d.prompt,
        jsonb_build_object('name', d.name, 'tracks', (
          select jsonb_agg(jsonb_build_object(
            'title', 'Song ' || t || ' of ' || d.g, 'artist', 'Artist ' || (d.g % 997),
            'spotifyUri', 'spotify:track:' || lpad(to_hex(d.g * 20 + t), 22, '0'),
            'previewUrl', null, 'albumArt', 'https://i.scdn.co/image/' || md5(d.g::text || t),
            'durationMs', 180000 + t * 1000, 'found', true))
          from generate_series(1, 20) as t where d.g > 0)),
        true, floor(random() * 40)::int, now() - random() * interval '365 days'
      from drafts d join users u on u.id = d.user_id`);
  }
  await db.execute(sql`analyze vibes`);
  await db.execute(sql`analyze users`);
}
