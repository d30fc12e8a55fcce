// TV show rows, 2000s and 2010s. Format: see curated/parse-rows.ts.
//   title|year|country|genre,genre|valence|energy|acousticness|tags|description
export const TV_ROWS_B = String.raw`
Band of Brothers|2001|US|war,drama,history|0.35|0.70|0.60|epic|An American paratrooper company fights from D-Day to the end of the war in Europe.
Six Feet Under|2001|US|drama,comedy|0.35|0.35|0.55|melancholy home|A family runs a funeral home in Los Angeles after the father dies in a car crash.
Trailer Park Boys|2001|CA|comedy|0.75|0.55|0.45|playful|Petty crooks in a Nova Scotia trailer park keep hatching get-rich-quick schemes.
Kath & Kim|2002|AU|comedy|0.80|0.55|0.40|playful home|A suburban mother and daughter live noisily and fashionably in Melbourne.
Arrested Development|2003|US|comedy|0.80|0.60|0.40|playful|The one sane son of a wealthy family tries to hold everyone together after his father's arrest.
Peep Show|2003|GB|comedy|0.60|0.45|0.40|playful lonely|Two mismatched flatmates in London narrate their own awkward thoughts.
Lost|2004|US|mystery,adventure,drama|0.45|0.65|0.60|mysterious beach ocean|Survivors of a plane crash on a tropical island discover it is full of secrets.
Samurai Champloo|2004|JP|animation,action|0.60|0.75|0.40|chill playful roadtrip|A wild swordsman, a stoic ronin and a young waitress wander Edo Japan to a hip-hop beat.
Doctor Who|2005|GB|sci-fi,adventure,family|0.75|0.65|0.40|playful hopeful mysterious|A time-travelling alien in a blue police box takes companions on adventures across space and time.
Grey's Anatomy|2005|US|drama,romance|0.50|0.55|0.40|romantic heartbreak work|Surgical interns in Seattle juggle life-and-death cases and tangled love lives.
How I Met Your Mother|2005|US|comedy,romance|0.85|0.55|0.40|bar city romantic nostalgic|A father tells his kids the very long story of how he met their mother in New York.
Avatar: The Last Airbender|2005|US|animation,adventure,fantasy|0.80|0.65|0.65|epic hopeful playful|A boy who can master all four elements must end a war with the help of his friends.
Mushishi|2005|JP|animation,fantasy,mystery|0.50|0.10|0.90|peaceful forest mountains calm mysterious|A wandering healer travels through rural Japan helping people touched by strange life forms.
30 Rock|2006|US|comedy|0.85|0.70|0.25|playful work city|The head writer of a chaotic live comedy show deals with her boss and her stars.
Friday Night Lights|2006|US|sport,drama|0.65|0.65|0.60|hopeful triumphant|A small Texas town lives and breathes for its high-school football team.
The IT Crowd|2006|GB|comedy|0.85|0.55|0.30|playful work gaming|Two IT nerds and their clueless manager hide in the basement of a London company.
Skins|2007|GB|drama,comedy|0.50|0.80|0.25|party rebellious club|Bristol teenagers party, fall in love and fall apart through sixth form.
Gavin & Stacey|2007|GB|comedy,romance|0.85|0.50|0.55|romantic wedding playful|A man from Essex and a woman from Wales fall in love, and their families collide.
Parks and Recreation|2009|US|comedy|0.95|0.60|0.40|happy playful uplifting work|A relentlessly upbeat official tries to improve her small Indiana town one park at a time.
Community|2009|US|comedy|0.80|0.65|0.35|playful|A disbarred lawyer forms a study group of misfits at a community college.
Modern Family|2009|US|comedy,family|0.85|0.55|0.40|happy home playful|Three related families in Los Angeles are filmed documentary-style in their daily chaos.
Glee|2009|US|musical,comedy,drama|0.75|0.70|0.30|singalong karaoke hopeful|A teacher revives his school's glee club and gathers a choir of outcasts.
Downton Abbey|2010|GB|drama,history|0.60|0.35|0.75|nostalgic cozy sunday|An aristocratic family and their servants weather the changes of early twentieth-century England.
Adventure Time|2010|US|animation,fantasy,comedy|0.85|0.70|0.40|playful dreamy|A boy and his shape-shifting dog have wild adventures in the post-apocalyptic Land of Ooo.
Borgen|2010|DK|drama|0.55|0.50|0.45|work empowering|A centrist politician unexpectedly becomes Denmark's first female prime minister.
Luther|2010|GB|crime,thriller|0.25|0.65|0.25|dark city night|A brilliant but volatile London detective is drawn to a clever murderer he cannot prove guilty.
Black Mirror|2011|GB|sci-fi,thriller,drama|0.25|0.55|0.15|dark anxious|Self-contained stories about the dark side of technology and the near future.
New Girl|2011|US|comedy,romance|0.85|0.60|0.45|playful romantic home|A quirky teacher moves into a loft with three single guys after a break-up.
The Bridge|2011|SE|crime,thriller|0.25|0.55|0.35|dark winter night|A body found on the bridge between Sweden and Denmark brings two very different detectives together.
Girls|2012|US|comedy,drama|0.55|0.55|0.40|city playful|Four young women stumble through jobs, friendships and relationships in Brooklyn.
Veep|2012|US|comedy|0.70|0.70|0.25|playful work|A foul-mouthed vice president and her incompetent staff try to stay relevant in Washington.
Brooklyn Nine-Nine|2013|US|comedy,crime|0.90|0.70|0.30|playful happy work|A goofy detective and his squad solve cases under a stone-faced captain.
Orange Is the New Black|2013|US|comedy,drama|0.55|0.55|0.40|playful rebellious|A privileged New Yorker is sent to a women's prison for an old crime.
Peaky Blinders|2013|GB|crime,drama,history|0.30|0.70|0.35|dark confident|A Birmingham gang led by a cold war veteran expands its empire after the First World War.
Broadchurch|2013|GB|crime,drama,mystery|0.25|0.40|0.60|ocean mysterious melancholy|The death of a boy in a seaside town exposes its secrets as two detectives investigate.
Attack on Titan|2013|JP|animation,action,fantasy|0.25|0.90|0.30|epic dark angry|Humanity hides behind walls from giant man-eating creatures until the walls are breached.
Broad City|2014|US|comedy|0.85|0.75|0.30|playful city party|Two best friends ride out their chaotic twenties in New York.
BoJack Horseman|2014|US|animation,comedy,drama|0.35|0.50|0.35|melancholy playful lonely|A washed-up sitcom horse in Hollywood tries, and often fails, to become a better person.
True Detective|2014|US|crime,mystery,drama|0.20|0.45|0.55|dark mysterious|Two detectives hunt a ritualistic killer across the Louisiana bayou over seventeen years.
Fargo|2014|US|crime,drama,comedy|0.40|0.55|0.50|snow winter dark|Ordinary Minnesotans get tangled in crimes with a polite, chilling Midwestern edge.
Silicon Valley|2014|US|comedy|0.75|0.60|0.20|work playful focus|A shy programmer tries to build a start-up around his compression algorithm.
Halt and Catch Fire|2014|US|drama|0.50|0.55|0.25|work focus nostalgic|Engineers and hackers chase the personal-computer and internet booms of the 1980s and 1990s.
The Leftovers|2014|US|drama,mystery|0.25|0.40|0.60|melancholy mysterious|Three years after two percent of the world vanished, a small-town police chief holds his family together.
Outlander|2014|US|drama,romance,fantasy|0.55|0.60|0.80|romantic mountains epic|A Second World War nurse is swept back to 1743 Scotland and into the arms of a Highland warrior.
Detectorists|2014|GB|comedy|0.75|0.15|0.90|peaceful summer calm cozy|Two metal-detecting friends wander English fields in search of treasure and patience.
Better Call Saul|2015|US|crime,drama|0.40|0.50|0.40|desert|A small-time lawyer slowly becomes the criminal attorney known as Saul Goodman.
Mr. Robot|2015|US|thriller,drama|0.20|0.60|0.10|night dark anxious city|A lonely hacker with social anxiety is recruited to take down the biggest corporation in the world.
Master of None|2015|US|comedy,drama,romance|0.70|0.40|0.50|city romantic dinner|A New York actor eats well, dates, and thinks about family and work.
Chef's Table|2015|US|documentary|0.75|0.35|0.70|cooking dinner calm|Each episode profiles a world-famous chef and the food and story behind their cooking.
Schitt's Creek|2015|CA|comedy|0.90|0.50|0.55|happy cozy playful uplifting|A rich family loses everything and moves into a motel in the town they once bought as a joke.
Call My Agent!|2015|FR|comedy,drama|0.80|0.60|0.35|work playful city|A Paris talent agency scrambles to keep its very real movie-star clients happy.
Narcos|2015|US|crime,drama,biography|0.30|0.75|0.40|dark|DEA agents hunt Pablo Escobar and the Colombian drug cartels.
Reply 1988|2015|KR|comedy,drama,family|0.80|0.40|0.65|nostalgic cozy home|Five families on one Seoul alley grow up together through the late 1980s.
Atlanta|2016|US|comedy,drama|0.55|0.45|0.35|city night|A Princeton dropout manages his cousin's rising rap career in a surreal Atlanta.
The Crown|2016|GB|drama,history,biography|0.50|0.35|0.70|epic nostalgic|The reign of Queen Elizabeth II, from her young marriage to the modern era.
Westworld|2016|US|sci-fi,western,mystery|0.30|0.60|0.40|dark mysterious desert|Robot hosts in a Wild West theme park begin to question their reality.
The Good Place|2016|US|comedy,fantasy|0.90|0.55|0.40|playful hopeful|A selfish woman wakes up in heaven by mistake and tries to become a good person.
Insecure|2016|US|comedy,drama|0.70|0.50|0.35|city romantic|Two best friends in Los Angeles navigate careers, dating and growing up.
Kim's Convenience|2016|CA|comedy,family|0.85|0.45|0.55|happy home playful|A Korean-Canadian family runs a convenience store in Toronto.
Letterkenny|2016|CA|comedy|0.75|0.60|0.60|playful|Farmers, hockey players and skids bicker in a small Ontario town.
`;
