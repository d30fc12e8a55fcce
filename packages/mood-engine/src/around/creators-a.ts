// Creator rows, YouTube: real, well-known channels and their public handles.
// Format: see curated/parse-rows.ts.
//   name|platform|channelUrl|spotifyUri or -|valence|energy|acousticness|tags|description
export const CREATOR_ROWS_A = String.raw`
# music and sessions
Lofi Girl|YouTube|https://www.youtube.com/@LofiGirl|-|0.60|0.20|0.50|study focus chill rain night|A round-the-clock stream of lo-fi hip hop beats with the famous studying girl at her desk.
Chillhop Music|YouTube|https://www.youtube.com/@ChillhopMusic|-|0.70|0.30|0.50|chill study cafe morning|Jazzy, laid-back instrumental beats with cosy animated scenes.
NPR Music|YouTube|https://www.youtube.com/@nprmusic|-|0.75|0.45|0.80|calm cafe singalong|Home of the Tiny Desk Concerts, where artists play stripped-down sets in a cramped office.
COLORS|YouTube|https://www.youtube.com/@COLORSxSTUDIOS|-|0.60|0.50|0.40|night chill sensual|Rising artists perform one song each in front of a single bold colour.
KEXP|YouTube|https://www.youtube.com/@kexp|-|0.65|0.65|0.55|rebellious city|A Seattle radio station's studio sessions with indie, rock and world bands.
Cercle|YouTube|https://www.youtube.com/@Cercle|-|0.70|0.65|0.10|sunset dancing dreamy|Electronic DJ sets filmed in breathtaking places, from hot-air balloons to ancient ruins.
Boiler Room|YouTube|https://www.youtube.com/@boilerroom|-|0.65|0.90|0.05|club party dancing latenight|Underground DJ sets streamed from sweaty rooms all over the world.
La Blogothèque|YouTube|https://www.youtube.com/@LaBlogotheque|-|0.60|0.35|0.85|city romantic melancholy|Intimate musician performances filmed on streets, stairwells and rooftops.
Sofar Sounds|YouTube|https://www.youtube.com/@SofarSounds|-|0.70|0.35|0.80|cozy home evening|Secret concerts in living rooms and small spaces, filmed up close.
Majestic Casual|YouTube|https://www.youtube.com/@MajesticCasual|-|0.65|0.50|0.15|chill sunset night dreamy|Carefully picked electronic and indie tracks paired with striking photography.
Rick Beato|YouTube|https://www.youtube.com/@RickBeato|-|0.70|0.45|0.60|nostalgic study|A producer and teacher takes apart what makes great songs great.
Adam Neely|YouTube|https://www.youtube.com/@AdamNeely|-|0.70|0.50|0.60|study playful|A jazz bassist digs into music theory, rhythm and the strange corners of musical culture.
Jacob Collier|YouTube|https://www.youtube.com/@jacobcollier|-|0.90|0.60|0.60|playful uplifting happy|A multi-instrumentalist stacks harmonies and bends chords in joyful one-man videos.
Andrew Huang|YouTube|https://www.youtube.com/@andrewhuang|-|0.85|0.55|0.40|playful focus|A producer turns everyday objects and wild challenges into music.
theneedledrop|YouTube|https://www.youtube.com/@theneedledrop|-|0.60|0.65|0.30|confident|Anthony Fantano reviews new albums of every genre with strong opinions.
# calm, travel and ambience
Nomadic Ambience|YouTube|https://www.youtube.com/@NomadicAmbience|-|0.60|0.10|0.85|rain calm sleep peaceful|Long, quiet films of rain, snow and nature sounds from around the world.
Rambalac|YouTube|https://www.youtube.com/@Rambalac|-|0.60|0.20|0.60|city night rain calm|Unhurried, uncut walks through Japanese streets, towns and train stations.
Kara and Nate|YouTube|https://www.youtube.com/@KaraandNate|-|0.90|0.65|0.55|roadtrip happy beach|A couple travels the world on a budget and shares the highs and mishaps.
Eva zu Beck|YouTube|https://www.youtube.com/@EvaZuBeck|-|0.75|0.55|0.80|roadtrip mountains desert|Solo overland travel and van life through remote corners of the world.
Abroad in Japan|YouTube|https://www.youtube.com/@AbroadinJapan|-|0.85|0.55|0.55|playful roadtrip city|A British presenter explores Japan's food, trains and oddities with dry humour.
Mark Wiens|YouTube|https://www.youtube.com/@MarkWiens|-|0.90|0.60|0.65|cooking dinner happy|An enthusiastic food traveller eats his way through street stalls and markets.
Casey Neistat|YouTube|https://www.youtube.com/@casey|-|0.80|0.75|0.35|city confident|Fast-paced vlogs and short films about New York, travel and making things.
Emma Chamberlain|YouTube|https://www.youtube.com/@emmachamberlain|-|0.75|0.55|0.40|playful cafe|Candid, chaotic vlogs from one of the creators who defined the modern vlog style.
# ideas and science
Kurzgesagt – In a Nutshell|YouTube|https://www.youtube.com/@kurzgesagt|-|0.65|0.50|0.25|dreamy study mysterious|Bright animated explainers about space, biology and the big questions of existence.
Veritasium|YouTube|https://www.youtube.com/@veritasium|-|0.70|0.55|0.45|study mysterious|Science videos built around surprising experiments and counterintuitive ideas.
Vsauce|YouTube|https://www.youtube.com/@Vsauce|-|0.65|0.45|0.45|mysterious study playful|Michael Stevens follows curious questions down rabbit holes of science and philosophy.
3Blue1Brown|YouTube|https://www.youtube.com/@3blue1brown|-|0.65|0.30|0.35|study focus calm|Beautifully animated mathematics that makes hard ideas feel intuitive.
SmarterEveryDay|YouTube|https://www.youtube.com/@smartereveryday|-|0.80|0.55|0.60|study playful|An engineer uses slow-motion cameras and curiosity to explore how the world works.
Mark Rober|YouTube|https://www.youtube.com/@MarkRober|-|0.90|0.75|0.40|playful happy|A former NASA engineer builds outrageous gadgets and elaborate experiments.
Tom Scott|YouTube|https://www.youtube.com/@TomScottGo|-|0.75|0.50|0.55|study|Short, brisk videos about amazing places and interesting things.
CGP Grey|YouTube|https://www.youtube.com/@CGPGrey|-|0.65|0.45|0.30|study focus|Crisp animated explainers on politics, history and systems.
Wendover Productions|YouTube|https://www.youtube.com/@Wendoverproductions|-|0.65|0.45|0.30|study commute|How logistics, airlines and geography quietly shape the world.
Johnny Harris|YouTube|https://www.youtube.com/@johnnyharris|-|0.60|0.55|0.45|study mysterious roadtrip|Map-heavy visual journalism about borders, history and geopolitics.
Cleo Abram|YouTube|https://www.youtube.com/@CleoAbram|-|0.85|0.60|0.35|hopeful uplifting|Optimistic explainers about the technology that could shape the future.
# films, games and making things
Every Frame a Painting|YouTube|https://www.youtube.com/@everyframeapainting|-|0.65|0.35|0.55|study nostalgic|Video essays on film form, editing and the craft of great directors.
Nerdwriter1|YouTube|https://www.youtube.com/@Nerdwriter1|-|0.60|0.35|0.55|study calm|Thoughtful video essays on art, movies, books and culture.
Lessons from the Screenplay|YouTube|https://www.youtube.com/@LessonsfromtheScreenplay|-|0.60|0.40|0.50|study|Analyses of what makes great movie scripts work.
Patrick (H) Willems|YouTube|https://www.youtube.com/@patrickhwillems|-|0.75|0.55|0.45|playful|Funny, cinematic video essays about movies and the film industry.
Markiplier|YouTube|https://www.youtube.com/@markiplier|-|0.80|0.80|0.20|gaming playful|Loud, expressive let's-plays of horror and indie games.
Jacksepticeye|YouTube|https://www.youtube.com/@jacksepticeye|-|0.90|0.85|0.20|gaming happy playful|An energetic Irish gamer plays everything with boundless enthusiasm.
Jazza|YouTube|https://www.youtube.com/@Jazza|-|0.85|0.60|0.55|playful|Drawing challenges and art tutorials from an upbeat Australian artist.
Proko|YouTube|https://www.youtube.com/@ProkoTV|-|0.70|0.35|0.75|focus study calm|Clear lessons on figure drawing and anatomy for artists.
Laura Kampf|YouTube|https://www.youtube.com/@LauraKampf|-|0.80|0.55|0.75|focus playful|A German maker builds furniture, gadgets and fixes in her workshop.
Adam Savage's Tested|YouTube|https://www.youtube.com/@tested|-|0.80|0.55|0.65|playful focus|The former MythBuster builds props, models and costumes in his cave-like shop.
The Coding Train|YouTube|https://www.youtube.com/@TheCodingTrain|-|0.90|0.60|0.35|playful study|Joyful live coding challenges that turn algorithms into art.
Fireship|YouTube|https://www.youtube.com/@Fireship|-|0.75|0.75|0.10|focus study work|Rapid-fire explainers on programming tools, explained in a hundred seconds.
# food, wellbeing and everyday life
Babish Culinary Universe|YouTube|https://www.youtube.com/@babishculinaryuniverse|-|0.80|0.45|0.65|cooking dinner playful|Recreating famous foods from movies and shows, plus solid cooking basics.
Joshua Weissman|YouTube|https://www.youtube.com/@JoshuaWeissman|-|0.85|0.70|0.55|cooking playful|Making fast food and comfort classics from scratch, better than the original.
Sorted Food|YouTube|https://www.youtube.com/@SortedFood|-|0.90|0.60|0.55|cooking playful dinner|A group of friends cook, taste and tease each other in the kitchen.
J. Kenji López-Alt|YouTube|https://www.youtube.com/@JKenjiLopezAlt|-|0.75|0.35|0.75|cooking calm dinner|A food scientist cooks real home meals in point-of-view videos with lots of explanation.
Pick Up Limes|YouTube|https://www.youtube.com/@PickUpLimes|-|0.85|0.25|0.85|cooking calm peaceful|Calm plant-based recipes and thoughts on slow, intentional living.
Peaceful Cuisine|YouTube|https://www.youtube.com/@peacefulcuisine|-|0.70|0.10|0.90|cooking calm peaceful|Wordless cooking videos with gentle kitchen sounds and no music.
Li Ziqi|YouTube|https://www.youtube.com/@cnliziqi|-|0.80|0.25|0.95|cooking peaceful forest spring|Dreamlike videos of rural Chinese cooking and crafts, following the seasons.
Yoga With Adriene|YouTube|https://www.youtube.com/@yogawithadriene|-|0.85|0.30|0.75|yoga meditation calm morning|Friendly, approachable yoga practices for every level and mood.
Chloe Ting|YouTube|https://www.youtube.com/@ChloeTing|-|0.80|0.90|0.15|workout confident|Follow-along home workout challenges that get your heart pumping.
Ali Abdaal|YouTube|https://www.youtube.com/@aliabdaal|-|0.80|0.45|0.40|study focus work|A doctor-turned-creator shares productivity tips and study techniques.
Matt D'Avella|YouTube|https://www.youtube.com/@mattdavella|-|0.70|0.35|0.55|calm focus morning|Minimalism, habits and gently filmed experiments in living better.
Thomas Frank|YouTube|https://www.youtube.com/@Thomasfrank|-|0.75|0.45|0.40|study focus|Practical advice on studying, note-taking and staying organised.
Epic Gardening|YouTube|https://www.youtube.com/@epicgardening|-|0.85|0.50|0.90|spring sun home|Approachable tips for growing vegetables and flowers in any space.
Huw Richards|YouTube|https://www.youtube.com/@HuwRichards|-|0.80|0.40|0.95|spring peaceful|A Welsh grower shares calm, practical vegetable-gardening advice.
Jack Edwards|YouTube|https://www.youtube.com/@JackEdwards|-|0.80|0.45|0.65|reading study cozy|A British booktuber reads widely and talks about books with warmth and humour.
1MILLION Dance Studio|YouTube|https://www.youtube.com/@1MILLIONDanceStudio|-|0.85|0.90|0.05|dancing party confident|Sharp choreography videos from a famous Seoul dance studio.
First We Feast|YouTube|https://www.youtube.com/@FirstWeFeast|-|0.85|0.70|0.40|playful dinner|Home of Hot Ones, where celebrities answer questions while eating ever-hotter wings.
Dude Perfect|YouTube|https://www.youtube.com/@DudePerfect|-|0.95|0.85|0.30|playful happy|Trick shots, sports stunts and friendly competitions.
`;
