// TV show rows, 2017 onward. Format: see curated/parse-rows.ts.
//   title|year|country|genre,genre|valence|energy|acousticness|tags|description
export const TV_ROWS_C = String.raw`
The Marvelous Mrs. Maisel|2017|US|comedy,drama|0.85|0.65|0.45|playful city nostalgic empowering|A 1950s New York housewife discovers a talent for stand-up comedy.
Big Little Lies|2017|US|drama,mystery|0.35|0.45|0.55|ocean mysterious|Wealthy mothers in a Californian beach town hide secrets that end in a death.
Dark|2017|DE|sci-fi,mystery,thriller|0.20|0.50|0.45|dark forest rain mysterious|Children vanish in a small German town, revealing a time-travel puzzle spanning generations.
Money Heist|2017|ES|crime,thriller,action|0.55|0.85|0.20|confident rebellious|A mastermind called the Professor leads a crew in red jumpsuits on a huge heist in Madrid.
Babylon Berlin|2017|DE|crime,drama,history|0.40|0.65|0.30|night club dancing dark|A shell-shocked detective investigates the underworld of decadent 1929 Berlin.
Anne with an E|2017|CA|drama,family|0.75|0.45|0.85|hopeful forest spring|An imaginative orphan is sent to live with two siblings on a Prince Edward Island farm.
Killing Eve|2018|GB|thriller,crime|0.55|0.75|0.25|playful dark confident|A bored intelligence officer and a stylish assassin become obsessed with each other.
Queer Eye|2018|US|documentary|0.95|0.60|0.40|uplifting happy empowering|Five experts give people a makeover of home, wardrobe and confidence.
Succession|2018|US|drama,comedy|0.30|0.60|0.25|dark city work|The children of a media tycoon fight viciously to take over his empire.
Sacred Games|2018|IN|crime,thriller|0.25|0.70|0.30|dark city|A Mumbai police officer gets a warning call from a gangster about an attack on the city.
My Brilliant Friend|2018|IT|drama|0.45|0.40|0.70|nostalgic|Two girls grow up in a poor Naples neighbourhood, bound by a lifelong friendship.
Elite|2018|ES|thriller,drama|0.45|0.70|0.20|party mysterious|Three scholarship students at an exclusive Spanish school are caught up in a murder.
The Haunting of Hill House|2018|US|horror,drama|0.20|0.50|0.55|dark anxious|Siblings who grew up in America's most famous haunted house face their past.
Derry Girls|2018|GB|comedy|0.90|0.75|0.40|playful nostalgic|Teenage girls in 1990s Northern Ireland get into trouble at their Catholic school.
Bluey|2018|AU|animation,family,comedy|0.95|0.60|0.55|happy playful home|A Blue Heeler puppy turns everyday family life into imaginative games.
Russian Doll|2019|US|comedy,mystery|0.55|0.60|0.30|night city party|A game developer keeps dying and reliving her birthday party night in New York.
Euphoria|2019|US|drama|0.25|0.70|0.15|night party dark anxious|A teenager recovering from addiction navigates love, trauma and parties in high school.
The Mandalorian|2019|US|sci-fi,western,adventure|0.60|0.65|0.40|epic desert|A lone bounty hunter protects a mysterious child on the edges of the Star Wars galaxy.
Sex Education|2019|GB|comedy,drama|0.80|0.55|0.55|playful romantic|A sex therapist's awkward son sets up an underground clinic at his school.
What We Do in the Shadows|2019|US|comedy,horror|0.80|0.60|0.40|night playful|Vampire flatmates on Staten Island struggle with modern life.
Our Planet|2019|GB|documentary|0.60|0.30|0.95|ocean forest peaceful calm|A look at the wonders of the natural world and the threats it faces.
Chernobyl|2019|US|drama,history|0.15|0.55|0.40|dark anxious|The nuclear disaster of 1986 and the people who sacrificed themselves to contain it.
Crash Landing on You|2019|KR|romance,comedy|0.75|0.50|0.55|romantic playful|A South Korean heiress paraglides into North Korea and is protected by an army captain.
Kingdom|2019|KR|horror,thriller,history|0.25|0.80|0.50|dark epic|A crown prince fights a mysterious plague that raises the dead in medieval Korea.
The Queen's Gambit|2020|US|drama,sport|0.60|0.45|0.45|focus nostalgic empowering|An orphaned chess prodigy rises to the top of the game while fighting addiction.
Bridgerton|2020|US|romance,drama|0.75|0.55|0.60|romantic sensual dancing|Society families navigate love and scandal in Regency London's marriage market.
Emily in Paris|2020|US|comedy,romance|0.85|0.55|0.35|city romantic playful|A Chicago marketer moves to Paris for work and finds love and fashion.
Unorthodox|2020|DE|drama|0.50|0.40|0.60|hopeful empowering|A young woman flees her ultra-Orthodox community in Brooklyn for Berlin.
Alice in Borderland|2020|JP|thriller,sci-fi|0.25|0.85|0.20|anxious city|Gamers find themselves in an empty Tokyo where they must win deadly games to survive.
Squid Game|2021|KR|thriller,drama|0.20|0.80|0.30|dark anxious|Desperate people in debt compete in deadly children's games for a huge cash prize.
Only Murders in the Building|2021|US|comedy,mystery|0.80|0.45|0.50|cozy mysterious playful autumn|Three neighbours who love true crime start a podcast about a murder in their building.
Abbott Elementary|2021|US|comedy|0.90|0.55|0.40|happy uplifting work|Dedicated teachers at an underfunded Philadelphia public school keep going with heart and humour.
Arcane|2021|US|animation,action,fantasy|0.35|0.85|0.15|epic dark city|Two sisters end up on opposite sides of a war between a shiny city and its undercity.
Hacks|2021|US|comedy,drama|0.70|0.55|0.30|playful work|A legendary Las Vegas comedian is paired with an entitled young writer.
Reservation Dogs|2021|US|comedy,drama|0.70|0.45|0.65|playful summer|Four Indigenous teenagers in rural Oklahoma dream of getting to California.
Yellowjackets|2021|US|thriller,horror,drama|0.20|0.65|0.55|dark forest snow|A girls' soccer team stranded in the wilderness in 1996, and the survivors decades later.
The White Lotus|2021|US|comedy,drama|0.45|0.45|0.45|beach summer ocean|Guests and staff at a luxury resort reveal their worst selves over one week.
Lupin|2021|FR|crime,thriller|0.65|0.70|0.35|confident city|Inspired by a gentleman thief's adventures, a man sets out to avenge his father in Paris.
Severance|2022|US|sci-fi,thriller,drama|0.30|0.40|0.15|work mysterious anxious|Office workers have their memories split between work and home, until they start asking questions.
The Bear|2022|US|drama,comedy|0.40|0.85|0.35|cooking anxious work|A fine-dining chef returns to Chicago to run his late brother's chaotic sandwich shop.
Wednesday|2022|US|comedy,mystery,fantasy|0.50|0.60|0.40|dark playful mysterious|Wednesday Addams solves a murder mystery at a school for outcasts.
Heartstopper|2022|GB|romance,drama|0.90|0.45|0.60|romantic happy hopeful|Two British schoolboys become friends and then fall for each other.
Slow Horses|2022|GB|thriller,comedy|0.50|0.55|0.40|city dark playful|Disgraced MI5 agents in a shabby office get drawn into real espionage.
Extraordinary Attorney Woo|2022|KR|comedy,drama|0.85|0.45|0.50|uplifting hopeful|A brilliant autistic lawyer starts her first job at a top Seoul law firm.
The Last of Us|2023|US|drama,adventure,horror|0.30|0.60|0.60|dark epic|A smuggler escorts a teenage girl across a ruined America overrun by infection.
Beef|2023|US|comedy,drama|0.35|0.75|0.20|angry driving|A road-rage incident between two strangers sparks an escalating feud.
Shōgun|2024|US|drama,history,adventure|0.40|0.60|0.75|epic ocean|An English navigator shipwrecked in 1600 Japan is drawn into a lord's fight for power.
`;
