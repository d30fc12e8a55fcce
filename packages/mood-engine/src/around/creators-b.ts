// Creator rows beyond YouTube: streamers, podcasts, short video, photography, audio
// platforms and newsletters. Podcasts link to their own sites; spotifyUri stays null unless
// a show's Spotify id is certain. Format: see curated/parse-rows.ts.
//   name|platform|channelUrl|spotifyUri or -|valence|energy|acousticness|tags|description
export const CREATOR_ROWS_B = String.raw`
# Twitch
Bob Ross|Twitch|https://www.twitch.tv/bobross|-|0.85|0.05|0.95|calm peaceful meditation|Reruns of The Joy of Painting, streamed for anyone who needs happy little trees.
Pokimane|Twitch|https://www.twitch.tv/pokimane|-|0.85|0.60|0.30|gaming playful|Relaxed gaming and chatting streams from one of Twitch's best-known creators.
shroud|Twitch|https://www.twitch.tv/shroud|-|0.60|0.80|0.10|gaming focus confident|Precise, focused shooter gameplay from a former esports pro.
Kai Cenat|Twitch|https://www.twitch.tv/kaicenat|-|0.85|0.95|0.10|gaming party playful|High-energy marathon streams packed with guests and chaos.
Ibai|Twitch|https://www.twitch.tv/ibai|-|0.90|0.80|0.20|gaming party playful|A Spanish streamer known for giant events, sports chats and big laughs.
HasanAbi|Twitch|https://www.twitch.tv/hasanabi|-|0.60|0.70|0.20|rebellious|Long streams reacting to news and politics with a loud chat.
Kitboga|Twitch|https://www.twitch.tv/kitboga|-|0.85|0.55|0.25|playful|Live calls in which a streamer wastes scammers' time with elaborate characters.
ThePrimeagen|Twitch|https://www.twitch.tv/theprimeagen|-|0.80|0.75|0.10|focus work playful|Live coding and loud opinions about programming.
Lirik|Twitch|https://www.twitch.tv/lirik|-|0.75|0.55|0.20|gaming chill latenight|Laid-back variety streams of whatever new game looks interesting.
Monstercat|Twitch|https://www.twitch.tv/monstercat|-|0.75|0.85|0.05|party dancing club gaming|A nonstop electronic music radio stream from the record label.
# TikTok
Khaby Lame|TikTok|https://www.tiktok.com/@khaby.lame|-|0.90|0.40|0.40|playful happy|Silent, deadpan reactions to overcomplicated life hacks.
Charli D'Amelio|TikTok|https://www.tiktok.com/@charlidamelio|-|0.85|0.80|0.10|dancing playful|Short dance routines from one of the platform's first superstars.
Keith Lee|TikTok|https://www.tiktok.com/@keith_lee125|-|0.80|0.40|0.60|cooking dinner|Honest, kind reviews of small local restaurants.
Zach King|TikTok|https://www.tiktok.com/@zachking|-|0.90|0.60|0.30|playful dreamy|Seamless magic-trick edits that look impossible.
Bella Poarch|TikTok|https://www.tiktok.com/@bellapoarch|-|0.75|0.60|0.15|playful|Lip-sync clips and pop songs from a viral creator.
Nathan Apodaca|TikTok|https://www.tiktok.com/@420doggface208|-|0.90|0.35|0.60|chill happy summer|Skateboarding with a bottle of juice to classic songs, the very definition of a good mood.
Emily Mariko|TikTok|https://www.tiktok.com/@emilymariko|-|0.80|0.20|0.80|cooking calm peaceful|Quiet, satisfying videos of simple home cooking.
Tabitha Brown|TikTok|https://www.tiktok.com/@iamtabithabrown|-|0.95|0.35|0.75|cooking uplifting happy|Warm, encouraging vegan cooking with kind words on the side.
Lynja|TikTok|https://www.tiktok.com/@cookingwithlynja|-|0.95|0.75|0.55|cooking playful|A grandmother's fast, funny cooking clips full of puns and sound effects.
# Instagram
NASA|Instagram|https://www.instagram.com/nasa/|-|0.70|0.35|0.30|dreamy night mysterious|Photos of planets, galaxies and astronauts at work.
National Geographic|Instagram|https://www.instagram.com/natgeo/|-|0.70|0.40|0.90|forest ocean mountains peaceful|Wildlife and landscapes shot by some of the world's best photographers.
Humans of New York|Instagram|https://www.instagram.com/humansofny/|-|0.60|0.30|0.65|city melancholy hopeful|Portraits of strangers with short, moving stories in their own words.
Accidentally Wes Anderson|Instagram|https://www.instagram.com/accidentallywesanderson/|-|0.85|0.25|0.60|dreamy nostalgic|Real places around the world that look like a Wes Anderson set.
Chris Burkard|Instagram|https://www.instagram.com/chrisburkard/|-|0.70|0.50|0.90|ocean mountains winter|Adventure photography from cold coasts and wild landscapes.
Jimmy Chin|Instagram|https://www.instagram.com/jimmychin/|-|0.70|0.65|0.90|mountains epic snow|Photos from climbing and ski expeditions by a mountaineer and filmmaker.
# SoundCloud and Bandcamp
Mr Suicide Sheep|SoundCloud|https://soundcloud.com/mrsuicidesheep|-|0.50|0.45|0.15|night melancholy dreamy|A curator of moody electronic and chill tracks.
Kaytranada|SoundCloud|https://soundcloud.com/kaytranada|-|0.75|0.75|0.10|dancing party sensual|The Montreal producer's bouncy, soulful edits and beats.
Flume|SoundCloud|https://soundcloud.com/flume|-|0.65|0.70|0.10|dreamy party summer|Glitchy, colourful electronic music from the Australian producer.
ODESZA|SoundCloud|https://soundcloud.com/odesza|-|0.75|0.60|0.20|sunset dreamy uplifting|Sweeping, euphoric electronic tracks from the Seattle duo.
Bandcamp Daily|Bandcamp|https://daily.bandcamp.com|-|0.70|0.45|0.60|reading|Bandcamp's editorial site, digging into scenes and albums from independent artists.
Vulfpeck|Bandcamp|https://vulfpeck.bandcamp.com|-|0.90|0.70|0.50|dancing playful happy|A minimalist funk band with tight grooves and a sense of humour.
Sufjan Stevens|Bandcamp|https://sufjanstevens.bandcamp.com|-|0.40|0.25|0.85|melancholy calm autumn|Delicate folk and orchestral records from the singer-songwriter.
King Gizzard & the Lizard Wizard|Bandcamp|https://kinggizzard.bandcamp.com|-|0.65|0.85|0.40|rebellious party|A prolific Australian band hopping between psych rock, metal and jazz.
Car Seat Headrest|Bandcamp|https://carseatheadrest.bandcamp.com|-|0.45|0.65|0.45|lonely rebellious|Sprawling, confessional indie rock that started as bedroom recordings.
# Podcasts
Song Exploder|Podcast|https://songexploder.net|-|0.70|0.35|0.60|study calm|Musicians break down a song of theirs, piece by piece.
This American Life|Podcast|https://www.thisamericanlife.org|-|0.60|0.30|0.75|sunday calm commute|Weekly true stories around a theme, funny one minute and heartbreaking the next.
Radiolab|Podcast|https://radiolab.org|-|0.70|0.45|0.55|mysterious study|Curious stories about science and the world, told with rich sound design.
99% Invisible|Podcast|https://99percentinvisible.org|-|0.70|0.35|0.60|study commute city|Stories about the design and architecture we never notice.
Switched on Pop|Podcast|https://switchedonpop.com|-|0.80|0.50|0.40|playful study|A musicologist and a songwriter explain what makes pop songs tick.
Hidden Brain|Podcast|https://hiddenbrain.org|-|0.60|0.30|0.65|calm study|Psychology stories about the unconscious patterns behind what we do.
Serial|Podcast|https://serialpodcast.org|-|0.30|0.40|0.60|mysterious dark commute|A true-crime story told week by week, the series that started the boom.
Criminal|Podcast|https://thisiscriminal.com|-|0.40|0.30|0.65|mysterious night|Short, humane stories of people who have done wrong or been wronged.
Nothing Much Happens|Podcast|https://www.nothingmuchhappens.com|-|0.75|0.05|0.90|sleep calm cozy night|Gentle bedtime stories in which, on purpose, very little happens.
Desert Island Discs|Podcast|https://www.bbc.co.uk/programmes/b006qnmr|-|0.65|0.25|0.75|nostalgic calm sunday|Famous guests pick the eight records they would take to a desert island.
Huberman Lab|Podcast|https://www.hubermanlab.com|-|0.65|0.40|0.50|study workout focus|A neuroscientist discusses sleep, focus, fitness and health in depth.
Armchair Expert|Podcast|https://armchairexpertpod.com|-|0.80|0.45|0.55|playful|Long, warm conversations with celebrities and experts about being human.
The Daily|Podcast|https://www.nytimes.com/column/the-daily|-|0.45|0.40|0.50|morning commute|A twenty-minute look at one big news story, every weekday morning.
# Newsletters
The Marginalian|Newsletter|https://www.themarginalian.org|-|0.65|0.15|0.85|reading calm sunday|Maria Popova's reflections on books, art and meaning.
Austin Kleon|Newsletter|https://austinkleon.com|-|0.80|0.30|0.75|reading playful|A weekly list of interesting things from the author of Steal Like an Artist.
Garbage Day|Newsletter|https://www.garbageday.email|-|0.70|0.60|0.20|playful latenight|Ryan Broderick's sharp, funny round-up of internet culture.
Dense Discovery|Newsletter|https://www.densediscovery.com|-|0.70|0.30|0.55|reading focus|A weekly digest of design, tech and thoughtful living.
Stratechery|Newsletter|https://stratechery.com|-|0.55|0.45|0.30|work focus|Ben Thompson's analysis of the strategy and business of technology.
The Honest Broker|Substack|https://www.honest-broker.com|-|0.60|0.35|0.70|reading nostalgic|Ted Gioia writes about music, culture and where the arts are heading.
Blackbird Spyplane|Substack|https://www.blackbirdspyplane.com|-|0.80|0.50|0.50|playful city|A funny, opinionated guide to clothes, music and good taste.
Why Is This Interesting?|Substack|https://whyisthisinteresting.substack.com|-|0.75|0.35|0.50|reading study|A daily email that takes one thing and explains why it is interesting.
`;
