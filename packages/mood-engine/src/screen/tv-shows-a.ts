// TV show rows (year of the first season). Format: see curated/parse-rows.ts.
//   title|year|country|genre,genre|valence|energy|acousticness|tags|description
export const TV_ROWS_A = String.raw`
Twin Peaks|1990|US|mystery,drama,crime|0.35|0.40|0.55|mysterious dreamy forest dark|An FBI agent with a love for coffee and pie investigates a murder in an eerie logging town.
Seinfeld|1989|US|comedy|0.80|0.55|0.40|playful city happy|Four self-absorbed friends turn the tiny annoyances of New York life into comedy.
Friends|1994|US|comedy,romance|0.90|0.60|0.45|happy cafe city playful cozy|Six friends in Manhattan share apartments, romances and a favourite coffee shop sofa.
The X-Files|1993|US|sci-fi,mystery,thriller|0.35|0.55|0.35|mysterious night dark|Two FBI agents, a believer and a sceptic, investigate cases the bureau would rather ignore.
Gilmore Girls|2000|US|comedy,drama|0.80|0.45|0.70|cozy autumn cafe playful home|A fast-talking single mother and her bookish daughter live and banter in a quirky small town.
The Sopranos|1999|US|crime,drama|0.25|0.55|0.45|dark|A New Jersey mob boss starts seeing a psychiatrist to cope with panic attacks and family.
The Wire|2002|US|crime,drama|0.25|0.50|0.35|city dark|Police, dealers, dockworkers and politicians in Baltimore are caught in the same broken system.
The Office|2005|US|comedy|0.80|0.45|0.40|playful work happy|A mockumentary crew follows the awkward staff of a small paper company and its clueless boss.
Breaking Bad|2008|US|crime,drama,thriller|0.20|0.70|0.40|dark desert anxious|A mild chemistry teacher with a grim diagnosis becomes a ruthless methamphetamine producer.
Mad Men|2007|US|drama|0.35|0.35|0.45|nostalgic city melancholy|A brilliant but secretive ad man navigates 1960s Madison Avenue and his own hidden past.
Planet Earth|2006|GB|documentary|0.75|0.35|0.95|peaceful forest ocean mountains calm|Breathtaking footage of wildlife and landscapes from every corner of the planet.
Sherlock|2010|GB|crime,mystery,thriller|0.55|0.70|0.35|mysterious city|A modern-day Sherlock Holmes solves baffling London cases with his flatmate Dr Watson.
Game of Thrones|2011|US|fantasy,drama,adventure|0.25|0.70|0.60|epic dark winter|Noble houses scheme and battle for the Iron Throne while an ancient threat gathers in the north.
Stranger Things|2016|US|sci-fi,horror,mystery|0.55|0.70|0.40|nostalgic mysterious night|Kids on bikes in 1980s Indiana uncover secret experiments and a monstrous parallel world.
Fleabag|2016|GB|comedy,drama|0.50|0.50|0.45|city playful heartbreak|A witty, grieving Londoner breaks the fourth wall while her life and family fall apart.
The Great British Bake Off|2010|GB|documentary,family|0.85|0.35|0.80|cozy happy home cooking peaceful|Amateur bakers compete in a tent in the English countryside, kindly and with lots of cake.
Ted Lasso|2020|US|comedy,sport,drama|0.90|0.55|0.50|uplifting hopeful happy|An American football coach with boundless optimism takes over a struggling English soccer club.
Normal People|2020|IE|drama,romance|0.30|0.25|0.70|romantic melancholy heartbreak|Two Irish teenagers from different backgrounds drift together and apart through school and college.
Cowboy Bebop|1998|JP|animation,sci-fi,action|0.45|0.65|0.45|night latenight melancholy city|A crew of broke bounty hunters drifts across the solar system to a jazz soundtrack.
Midnight Diner|2009|JP|drama|0.55|0.15|0.85|cozy night latenight calm city|A quiet cook in a small Tokyo diner serves night owls whatever they ask for, and their stories come out.
I Love Lucy|1951|US|comedy|0.90|0.60|0.50|playful happy home|A zany housewife keeps scheming to get into her bandleader husband's nightclub act.
The Twilight Zone|1959|US|sci-fi,fantasy,mystery|0.35|0.35|0.55|mysterious dark night|Ordinary people stumble into strange, twist-ending stories introduced by a calm narrator.
Mister Rogers' Neighborhood|1968|US|family|0.90|0.10|0.85|calm peaceful cozy|A gentle host in a cardigan talks to children about feelings, kindness and how things are made.
Monty Python's Flying Circus|1969|GB|comedy|0.85|0.70|0.45|playful|Surreal British sketches, silly walks and animated interludes from six comedians.
The Mary Tyler Moore Show|1970|US|comedy|0.85|0.45|0.50|city hopeful work|A single woman starts over as a TV newsroom producer in Minneapolis.
Columbo|1971|US|crime,mystery|0.65|0.35|0.55|mysterious cozy|A rumpled detective in a raincoat keeps asking just one more thing until the murderer cracks.
M*A*S*H|1972|US|comedy,drama,war|0.65|0.50|0.60|playful melancholy|Army surgeons in the Korean War use jokes and pranks to survive the horror around them.
Fawlty Towers|1975|GB|comedy|0.80|0.75|0.50|playful|A rude, panicky hotel owner in Torquay lurches from disaster to disaster.
Cheers|1982|US|comedy|0.85|0.50|0.45|bar playful cozy evening|The regulars at a Boston bar where everybody knows your name trade jokes and heartbreaks.
Blackadder|1983|GB|comedy,history|0.70|0.60|0.55|playful|A cunning, sarcastic nobleman schemes his way through centuries of English history.
The Joy of Painting|1983|US|documentary|0.85|0.05|0.95|calm peaceful meditation|Bob Ross paints a whole landscape in half an hour, full of happy little trees and soft encouragement.
Miami Vice|1984|US|crime,action|0.55|0.70|0.10|night city beach driving|Two stylish undercover cops chase smugglers through neon-lit 1980s Miami.
Murder, She Wrote|1984|US|mystery,crime|0.75|0.35|0.65|cozy mysterious|A mystery novelist keeps solving real murders wherever she goes, especially in her Maine village.
The Golden Girls|1985|US|comedy|0.90|0.45|0.55|playful happy home|Four older women share a house in Miami, cheesecake and brutal wisecracks.
Star Trek: The Next Generation|1987|US|sci-fi,adventure|0.70|0.45|0.30|hopeful calm|Captain Picard and the Enterprise crew explore the galaxy and debate what it means to be human.
The Fresh Prince of Bel-Air|1990|US|comedy,family|0.90|0.70|0.30|playful happy|A street-smart teenager from Philadelphia moves in with his rich relatives in Bel-Air.
Northern Exposure|1990|US|comedy,drama|0.75|0.35|0.85|cozy winter snow peaceful|A New York doctor is stuck working off his debt in a quirky small town in Alaska.
Frasier|1993|US|comedy|0.85|0.50|0.55|playful city evening|A fussy radio psychiatrist moves back to Seattle and shares his flat with his blue-collar dad.
Absolutely Fabulous|1992|GB|comedy|0.80|0.70|0.25|party playful|Two fashion-obsessed friends stumble through London on champagne and bad decisions.
Neon Genesis Evangelion|1995|JP|animation,sci-fi,drama|0.20|0.65|0.30|dark anxious lonely|Troubled teenagers pilot giant robots against mysterious beings while their own minds fall apart.
Buffy the Vampire Slayer|1997|US|fantasy,action,drama|0.60|0.70|0.35|night playful dark|A high-school girl chosen to fight vampires juggles monsters, friends and homework.
Sex and the City|1998|US|comedy,romance|0.80|0.55|0.30|city romantic party|A columnist and her three friends navigate dating and friendship in Manhattan.
Freaks and Geeks|1999|US|comedy,drama|0.65|0.45|0.50|nostalgic|A brainy teenager drifts toward the burnouts while her brother survives freshman year in 1980.
The West Wing|1999|US|drama|0.70|0.60|0.45|hopeful work|A fast-talking White House staff tries to do the right thing under pressure.
Spaced|1999|GB|comedy|0.80|0.60|0.40|playful gaming|Two London slackers pretend to be a couple to rent a flat and fill it with pop-culture chaos.
`;
