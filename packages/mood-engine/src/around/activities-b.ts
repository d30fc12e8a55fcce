// Activity rows, mind, screens and people. Format: see curated/parse-rows.ts.
//   title|iconHint|valence|energy|acousticness|tags|description
export const ACTIVITY_ROWS_B = String.raw`
# reading
Rainy-day reading nook|reading|0.55|0.10|0.90|rain cozy reading calm home|Build a blanket nest by the window and lose an afternoon in a novel.
Café chapter hour|reading|0.70|0.20|0.80|cafe reading morning calm|Take a book to a busy café and read a few chapters over a slow coffee.
Poetry before bed|reading|0.55|0.05|0.90|night sleep reading melancholy|Read a handful of short poems aloud to yourself as the house goes quiet.
Beach-read marathon|reading|0.85|0.20|0.80|beach summer sun reading|Bring a page-turner to the sand and only look up to go for a swim.
# writing
Morning pages|writing|0.65|0.20|0.85|morning calm focus|Write three pages longhand first thing, without stopping or rereading.
Write a letter to a friend|writing|0.75|0.15|0.90|nostalgic cozy romantic|Write a real paper letter to someone you miss and post it the same day.
Short story sprint|writing|0.65|0.50|0.60|focus study night|Set a timer for an hour and write a complete story from a single prompt.
Journal by candlelight|writing|0.55|0.10|0.85|night melancholy calm|Write down what today felt like, with only a candle and a warm drink for company.
# coding
Build a tiny side project|coding|0.75|0.55|0.20|focus work night|Pick one small idea and ship a working version of it before the weekend ends.
Late-night coding session|coding|0.60|0.45|0.10|latenight focus night study|Put on instrumental beats, close every tab but one and get into the flow.
Creative coding sketch|coding|0.80|0.45|0.30|playful dreamy focus|Generate colourful patterns and animations with a few lines of code.
Solve a puzzle challenge|coding|0.70|0.50|0.20|focus study|Work through today's programming puzzle and compare solutions with others.
# gaming
Cozy farming game evening|gaming|0.85|0.25|0.60|gaming cozy evening calm|Tend crops and befriend villagers in a gentle farming game with a cup of tea.
Co-op night with friends|gaming|0.85|0.80|0.15|gaming night party playful|Team up online with friends for a few rounds of a chaotic co-op game.
Retro console session|gaming|0.80|0.60|0.20|gaming nostalgic playful|Dust off an old console and replay the games you loved as a kid.
Atmospheric story game|gaming|0.50|0.35|0.30|gaming night mysterious dreamy|Turn the lights down and play a moody narrative game from start to finish.
# music
Learn a song on guitar|music|0.75|0.40|0.90|singalong calm hopeful|Pick a favourite song, learn its three or four chords and play it through.
Vinyl listening session|music|0.70|0.25|0.75|nostalgic evening calm home|Play an album on vinyl, front to back, with nothing else going on.
Make a beat|music|0.80|0.60|0.10|focus night playful|Open a free music app and build a short loop from drums, bass and a sample.
Karaoke night|music|0.90|0.85|0.20|karaoke singalong party night|Book a karaoke room with friends and take turns belting out the classics.
Go to a small live gig|music|0.80|0.75|0.50|night bar city|Find a band playing a small venue nearby and stand right at the front.
# cinema
Movie marathon under blankets|cinema|0.75|0.20|0.60|cozy home night winter|Line up three films, make popcorn and build a nest of blankets on the sofa.
Outdoor summer screening|cinema|0.85|0.40|0.60|summer night sunset|Bring a picnic blanket to an open-air screening in the park.
Midnight cult classic|cinema|0.65|0.55|0.30|latenight night playful|Catch a late screening of a cult film with a crowd that knows every line.
Watch a classic for the first time|cinema|0.65|0.25|0.60|nostalgic calm evening|Finally watch that black-and-white classic everyone keeps quoting.
# photography
Golden-hour photo walk|photography|0.80|0.45|0.70|sunset city evening|Walk your neighbourhood in the last hour of light and photograph long shadows.
Rainy street photography|photography|0.55|0.40|0.50|rain city night dreamy|Shoot reflections, umbrellas and neon puddles on a wet evening.
Film camera day|photography|0.75|0.40|0.75|nostalgic weekend|Load a roll of film and make every one of the 36 frames count.
Macro nature shots|photography|0.75|0.30|0.95|forest spring calm|Get close to leaves, insects and dewdrops with a macro lens or your phone.
# learning
Start a language on an app|learning|0.75|0.40|0.50|study focus morning|Do fifteen minutes of a new language a day and say one sentence out loud.
Documentary deep dive|learning|0.65|0.25|0.50|study calm evening|Pick a subject you know nothing about and watch two documentaries on it.
Museum afternoon|learning|0.75|0.30|0.70|afternoon city calm weekend|Wander a museum with no plan and stay longest wherever something catches you.
Take an online course|learning|0.70|0.45|0.40|study focus work|Sign up for a free course and finish the first module tonight.
# travel
Spontaneous day trip|travel|0.85|0.65|0.65|roadtrip driving weekend summer|Pick a town an hour away, go without a plan and find lunch there.
Train ride with a window seat|travel|0.65|0.25|0.70|commute dreamy calm|Take a slow train somewhere scenic and watch the landscape roll past.
Night drive through the city|travel|0.60|0.50|0.20|driving night city latenight|Take the long way home across the city with the windows down.
Weekend cabin getaway|travel|0.75|0.25|0.95|forest cozy weekend winter|Rent a cabin in the woods, turn off your phone and light the stove.
Plan a dream trip|travel|0.80|0.30|0.50|hopeful dreamy|Map out an imaginary trip with a route, a budget and the first place you will eat.
# socializing
Picnic in the park|socializing|0.90|0.45|0.80|summer sun afternoon weekend|Pack snacks and a blanket and invite friends to an afternoon on the grass.
Board game night|socializing|0.85|0.50|0.60|playful home evening cozy|Invite friends over for snacks and a stack of board games.
Dinner party for friends|socializing|0.85|0.50|0.60|dinner evening romantic|Cook one big dish, set the table properly and let the evening run late.
Rooftop sunset drinks|socializing|0.85|0.55|0.35|sunset summer city bar|Meet friends on a rooftop bar to watch the skyline change colour.
Coffee catch-up|socializing|0.75|0.30|0.70|cafe morning calm|Message an old friend and meet for a long coffee this week.
# relaxing
Bubble bath and a playlist|relaxing|0.70|0.05|0.70|calm evening sleep|Run a hot bath, add something that smells good and press play.
Hammock afternoon|relaxing|0.85|0.10|0.90|summer afternoon sun peaceful|String up a hammock in the shade and do nothing at all for an hour.
Tea and window-watching|relaxing|0.60|0.05|0.90|rain cozy calm home|Brew a pot of tea and watch the rain run down the window.
Stargazing on a blanket|relaxing|0.70|0.10|0.90|night summer dreamy peaceful|Lie on a blanket somewhere dark and count shooting stars.
Lazy Sunday brunch|relaxing|0.85|0.25|0.70|sunday morning cafe weekend|Sleep in, then take your time over pancakes, coffee and the papers.
`;
