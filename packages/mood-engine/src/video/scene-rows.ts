// What to search for on a video site for each mood tag: long ambient scenes, documentaries,
// vlogs and how-tos around the theme, and short clips. One tag per row, phrases split by ";":
//   tag|ambient;ambient|general;general|shorts;shorts
// Checked against the tag vocabulary when loaded (video/scenes.ts).
export const SCENE_ROWS = String.raw`
rain|rainy cafe ambience 4k;rain on window sounds for sleep;lofi beats rainy night|rainy day at home vlog;why rain smells so good explained|rainy day aesthetic #shorts;rain sounds asmr #shorts
storm|thunderstorm ambience cabin 4k;heavy rain and thunder sounds|how thunderstorms form documentary;storm chasers documentary|thunderstorm timelapse #shorts
snow|snowy cabin fireplace ambience;snowfall at night 4k|winter in a snowy village vlog;how snowflakes form|snowy day aesthetic #shorts
winter|winter cabin ambience crackling fire;cozy winter night jazz|hygge winter at home ideas;winter cabin life documentary|winter aesthetic #shorts
autumn|autumn forest walk 4k ambience;cozy autumn coffee shop ambience|autumn day in the countryside vlog;fall baking recipes|autumn vibes aesthetic #shorts
spring|spring meadow birdsong ambience;cherry blossom walk 4k|spring garden tour;cherry blossom season in japan|spring flowers aesthetic #shorts
summer|summer beach ambience waves 4k;summer evening cicadas ambience|summer road trip vlog;perfect summer day ideas|summer vibes aesthetic #shorts
sun|sunny morning ambience birds;golden hour timelapse 4k|slow sunny morning routine;where the sun shines most documentary|golden hour aesthetic #shorts
sunset|sunset beach timelapse 4k;sunset drive ambience|best sunset spots in the world;how to photograph a sunset|sunset aesthetic #shorts
beach|tropical beach ambience 4k;ocean waves on the shore sounds|beach day vlog;most beautiful beaches documentary|beach day aesthetic #shorts
ocean|ocean waves ambience 4k;underwater coral reef 4k relaxing|deep ocean documentary;life on a sailboat vlog|ocean waves aesthetic #shorts
forest|forest ambience birdsong 4k;rainforest sounds relaxing|forest bathing explained;life in a cabin in the woods|forest walk aesthetic #shorts
mountains|mountain lake ambience 4k;alpine sunrise timelapse|hiking the alps vlog;mountain cabin life documentary|mountain view aesthetic #shorts
desert|desert night sky ambience 4k;desert wind ambience|life in the desert documentary;desert road trip vlog|desert aesthetic #shorts
city|city walk at night 4k;city rain walk ambience|a day in the life in new york vlog;how cities work documentary|city lights aesthetic #shorts
night|night city walk 4k;lofi beats late night|night routine vlog;what happens in cities at night documentary|night vibes aesthetic #shorts
latenight|late night jazz bar ambience;3am lofi beats|late night drive vlog;why we stay up late explained|late night drive aesthetic #shorts
morning|morning coffee ambience jazz;sunrise morning ambience 4k|slow morning routine vlog;how to build a morning routine|morning routine aesthetic #shorts
evening|evening jazz cafe ambience;cozy evening fireplace ambience|evening wind down routine;what to do on a quiet evening|evening aesthetic #shorts
sunday|sunday morning jazz cafe ambience;lazy sunday lofi beats|slow sunday vlog;sunday reset routine|sunday reset #shorts
weekend|weekend cafe ambience;saturday morning lofi|weekend vlog;weekend trip ideas|weekend vibes #shorts
cozy|cozy cabin ambience fireplace;cozy bedroom rain ambience|hygge explained documentary;how to make your home cozy|cozy vibes aesthetic #shorts
cafe|coffee shop ambience 4k;jazz cafe background music|how to make cafe style coffee at home;cafe hopping vlog|coffee aesthetic #shorts
home|cozy home ambience fireplace;quiet apartment rain ambience|home reset routine;small apartment tour|home aesthetic #shorts
christmas|christmas fireplace ambience 4k;christmas jazz cozy cabin|christmas markets in europe vlog;christmas cookie recipes|christmas aesthetic #shorts
party|festival crowd visuals 4k;party lights visuals loop|best music festivals documentary;how to throw a house party|party vibes #shorts
club|club lights visuals 4k;techno club set visuals|history of club culture documentary;day in the life of a dj|club night #shorts
dancing|dance floor lights visuals 4k;disco lights loop|dance choreography tutorial;history of dance music documentary|dance challenge #shorts
workout|gym motivation visuals 4k;workout beats neon visuals|full body workout at home;gym routine for beginners|gym motivation #shorts
running|running motivation visuals;scenic running trail 4k|marathon training vlog;how to start running|running motivation #shorts
driving|night drive pov 4k;scenic drive ambience|road trip vlog;most beautiful roads in the world|night drive aesthetic #shorts
roadtrip|scenic road trip drive 4k;highway drive at sunset pov|road trip across america vlog;van life documentary|road trip aesthetic #shorts
commute|train window view ambience 4k;city commute lofi|commuting around the world documentary;train travel vlog|train window aesthetic #shorts
study|study with me 2 hours;library ambience rain|how to study effectively;study routine vlog|study motivation #shorts
focus|deep focus ambient music;coding music cyberpunk city|how to focus better explained;productive day vlog|focus mode #shorts
work|office ambience lofi;productive work from home ambience|day in the life working from home;how to be more productive|work vibes #shorts
reading|library ambience rain and fire;reading nook rain ambience|book recommendations;reading vlog cozy|bookshelf aesthetic #shorts
cooking|cozy kitchen ambience cooking sounds;rustic kitchen ambience|easy comfort food recipes;cooking vlog|cooking asmr #shorts
dinner|candlelit dinner jazz ambience;restaurant ambience background|dinner party recipes;how to host a dinner party|dinner date ideas #shorts
sleep|sleep ambience rain 8 hours;deep sleep music night sky|how sleep works documentary;night routine for better sleep|sleepy aesthetic #shorts
meditation|meditation ambience zen garden;calm meditation music nature|guided meditation for beginners;the science of meditation|meditation #shorts
yoga|yoga music nature ambience;peaceful yoga background|morning yoga for beginners;yoga retreat vlog|yoga flow #shorts
calm|calm lake ambience 4k;peaceful piano and nature|slow living vlog;how to slow down documentary|calm aesthetic #shorts
peaceful|peaceful countryside ambience;quiet village morning 4k|slow life in the countryside;peaceful cottage life vlog|peaceful aesthetic #shorts
chill|chill lofi beats to relax;sunset chill visuals|chill day vlog;how to relax after work|chill vibes #shorts
dreamy|dreamy clouds timelapse 4k;ethereal ambient visuals|lucid dreaming explained;the science of dreams documentary|dreamy aesthetic #shorts
melancholy|rainy window melancholy ambience;sad piano and rain|why sad music makes us feel good;melancholy explained|sad aesthetic #shorts
sad|sad lofi rain;lonely night ambience|how music helps with sadness;a letter to my younger self|sad edit #shorts
heartbreak|sad songs rainy night ambience;empty city night walk|how to get over a breakup;the science of heartbreak|breakup edit #shorts
lonely|lonely city night walk 4k;empty train at night ambience|living alone vlog;why loneliness matters documentary|lonely night aesthetic #shorts
nostalgic|retro 80s aesthetic visuals;vintage film footage relaxing|how nostalgia works explained;life in the 90s documentary|nostalgia core #shorts
romantic|romantic paris night walk 4k;candlelight jazz ambience|romantic date ideas;most romantic places in the world|romantic aesthetic #shorts
sensual|slow jazz candlelight ambience;neon night rain ambience|the history of slow jams;night in the city vlog|late night aesthetic #shorts
happy|happy morning ambience sunshine;feel good summer visuals|what makes people happy documentary;feel good day vlog|good vibes only #shorts
playful|colourful animation loop;cute animals playing|fun things to do with friends;try not to laugh|funny moments #shorts
uplifting|sunrise timelapse 4k uplifting;inspiring nature scenery|inspiring stories documentary;how to have a good day|motivation #shorts
hopeful|sunrise over the sea 4k;hopeful piano nature scenery|stories of hope documentary;new beginnings vlog|new beginnings #shorts
epic|epic landscape drone 4k;epic mountain scenery cinematic|the greatest journeys documentary;making of an epic film score|epic cinematic #shorts
triumphant|victory moments compilation;stadium crowd visuals 4k|greatest comebacks in sports documentary;how champions train|winning moments #shorts
empowering|sunrise run visuals motivation;confidence boost visuals|inspiring women documentary;how to build confidence|confidence #shorts
confident|neon city drive visuals;street style city walk 4k|how to be more confident;a day in the life of a designer|main character energy #shorts
angry|heavy storm visuals 4k;dark industrial visuals loop|the science of anger explained;how to channel anger into training|rage workout #shorts
rebellious|skatepark session 4k;punk show crowd footage|history of punk documentary;skateboarding documentary|skate clips #shorts
dark|dark ambient visuals;foggy forest night ambience|mysteries of the night documentary;creepy places documentary|dark aesthetic #shorts
mysterious|foggy forest ambience 4k;abandoned places ambience|unsolved mysteries documentary;strange places on earth|mystery #shorts
anxious|calming breathing visuals;gentle rain for anxiety|how to calm anxiety explained;the science of stress|calm down #shorts
gaming|retro game music ambience;pixel art city ambience|history of video games documentary;cozy games to play|gaming moments #shorts
karaoke|karaoke night crowd;sing along concert crowd|how to sing better;karaoke night vlog|karaoke fails #shorts
singalong|stadium singalong crowd 4k;festival crowd singing|the greatest concerts documentary;how to sing in tune|crowd singing #shorts
wedding|wedding reception lights ambience;first dance ambience|wedding planning vlog;wedding day highlights|wedding dance #shorts
bar|cozy bar ambience jazz;pub ambience background noise|best bars in the world documentary;cocktail recipes at home|cocktail #shorts
cleaning|clean with me motivation;tidy apartment ambience|cleaning routine motivation;how to declutter your home|satisfying cleaning #shorts
`;
