// What a saved vibe may hold, as a client meets it: every field within a size named in the
// 400 answer, the whole vibe within VIBE_MAX_BYTES, pictures and media only from the
// configured services, and no control characters anywhere; a refused vibe writes nothing.
import { VIBE_MAX_BYTES } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { signedInHarness } from '../../../test/harness';
import { track, vibeBody } from '../../../test/vibe-factory';

const MEGABYTE = 'x'.repeat(1024 * 1024);

describe.each(TEST_DATABASES)('saved vibe content ($kind)', (database) => {
  const page = signedInHarness(database);
  const save = (payload: object) =>
    page.h.inject({
      method: 'POST',
      url: '/api/vibes',
      payload,
      cookies: { mt_session: page.session },
    });
  const ownCount = async () =>
    (
      await page.h.inject({
        method: 'GET',
        url: '/api/vibes',
        cookies: { mt_session: page.session },
      })
    ).json<unknown[]>().length;

  it('refuses 1 MB of JSON in any field with a 400 that names the field, writing nothing', async () => {
    const before = await ownCount();
    const cases: [object, string][] = [
      [
        { playlist_data: { name: 'x', tracks: [track({ title: MEGABYTE })] } },
        'playlist_data.tracks.0.title',
      ],
      [
        {
          movies_data: [{ title: 'Heat', year: 1995, description: MEGABYTE, imageUrl: null }],
        },
        'movies_data.0.description',
      ],
      [
        {
          youtube_data: {
            queries: {
              musicQueries: [MEGABYTE],
              ambientQueries: [],
              generalQueries: [],
              shortsQueries: [],
              gradient: '',
            },
          },
        },
        'youtube_data.queries.musicQueries.0',
      ],
      [
        {
          creators_data: [
            {
              name: MEGABYTE,
              platform: 'YouTube',
              description: '',
              imageUrl: null,
              channelUrl: null,
              spotifyUri: null,
            },
          ],
        },
        'creators_data.0.name',
      ],
    ];
    for (const [overrides, field] of cases) {
      const response = await save(vibeBody(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.message).toMatch(
        new RegExp(`^${field.replace(/\./g, '\\.')} is too long: at most [\\d,]+ characters\\.$`),
      );
    }
    expect(await ownCount()).toBe(before);
  });

  it('refuses a vibe over its whole size, saying the limit', async () => {
    const tracks = Array.from({ length: 500 }, () =>
      track({ title: 't'.repeat(300), artist: 'a'.repeat(900) }),
    );
    const response = await save(vibeBody({ playlist_data: { name: 'Big', tracks } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(
      new RegExp(
        `^A vibe can hold at most ${VIBE_MAX_BYTES / 1024} KB of songs, videos and suggestions; this one has [\\d,]+ KB\\.$`,
      ),
    );
  });

  it('takes pictures and media only from the configured services or Moodtape itself', async () => {
    const foreign = await save(
      vibeBody({
        playlist_data: {
          name: 'x',
          tracks: [track({ albumArt: 'https://tracker.example/pixel.gif' })],
        },
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(
      'playlist_data.tracks.0.albumArt must point to Spotify, the video service, the movie database or Moodtape itself.',
    );
    const creator = await save(
      vibeBody({
        creators_data: [
          {
            name: 'Lofi Girl',
            platform: 'YouTube',
            description: '',
            imageUrl: null,
            channelUrl: 'javascript:alert(1)',
            spotifyUri: null,
          },
        ],
      }),
    );
    expect(creator.statusCode).toBe(400);
    const fine = await save(
      vibeBody({
        playlist_data: {
          name: 'x',
          tracks: [
            track({ albumArt: 'https://i.scdn.co/image/ab67616d00001e02ff9ca10b55ce82ae553c8228' }),
          ],
        },
        movies_data: [
          {
            title: 'Heat',
            year: 1995,
            description: '',
            imageUrl: 'https://image.tmdb.org/t/p/w342/x.jpg',
          },
        ],
        creators_data: [
          {
            name: 'Lofi Girl',
            platform: 'YouTube',
            description: '',
            imageUrl: '/api/monograms/lg.svg',
            channelUrl: 'https://www.youtube.com/@LofiGirl',
            spotifyUri: null,
          },
        ],
      }),
    );
    expect(fine.statusCode).toBe(201);
  });

  it('refuses NUL and other control characters in any text with a 400, writing nothing', async () => {
    const before = await ownCount();
    const named = await save(vibeBody({ name: 'Night\u0000drive' }));
    expect(named.statusCode).toBe(400);
    expect(named.json().error.message).toBe(
      'name contains a control character (such as NUL) that Moodtape cannot store.',
    );
    const deep = await save(
      vibeBody({ playlist_data: { name: 'x', tracks: [track({ artist: 'A\u0007B' })] } }),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.message).toMatch(/^playlist_data\.tracks\.0\.artist contains/);
    expect(await ownCount()).toBe(before);

    const vibe = (await save(vibeBody({ is_public: true }))).json<{ id: string }>();
    const comment = await page.h.inject({
      method: 'POST',
      url: `/api/vibes/${vibe.id}/comments`,
      payload: { content: 'so good\u0000' },
      cookies: { mt_session: page.session },
    });
    expect(comment.statusCode).toBe(400);
    const search = await page.h.inject({ method: 'GET', url: '/api/vibes/public?search=a%00b' });
    expect(search.statusCode).toBe(400);
    const rename = await page.h.inject({
      method: 'PATCH',
      url: '/api/users/update-username',
      payload: { username: 'ava\u0000' },
      cookies: { mt_session: page.session },
    });
    expect(rename.statusCode).toBe(400);
    // Line breaks and tabs are ordinary text.
    const multiline = await page.h.inject({
      method: 'POST',
      url: `/api/vibes/${vibe.id}/comments`,
      payload: { content: 'line one\n\tline two' },
      cookies: { mt_session: page.session },
    });
    expect(multiline.statusCode).toBe(201);
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const saved = await save(vibeBody({ name: 'Compressed', prompt: 'p'.repeat(1500) }));
    const response = await page.h.inject({
      method: 'GET',
      url: `/api/vibes/${saved.json<{ id: string }>().id}`,
      headers: { 'accept-encoding': 'br, gzip' },
      cookies: { mt_session: page.session },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });
});
