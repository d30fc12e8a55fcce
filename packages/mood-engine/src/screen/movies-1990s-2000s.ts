// Movie rows, 1990s and 2000s. Format: see curated/parse-rows.ts.
//   title|year|country|genre,genre|valence|energy|acousticness|tags|description
export const MOVIE_ROWS_1990S_2000S = String.raw`
Goodfellas|1990|US|crime,biography|0.40|0.80|0.35|dark confident city|A kid from Brooklyn grows up inside the mob and rides the high life until it collapses.
Edward Scissorhands|1990|US|fantasy,romance,drama|0.45|0.35|0.60|snow christmas winter dreamy romantic melancholy|A gentle man with scissors for hands is taken in by a pastel suburb that soon turns on him.
Home Alone|1990|US|comedy,family|0.90|0.75|0.45|christmas snow winter playful home|A boy accidentally left behind over Christmas defends his house from two bumbling burglars.
Ghost|1990|US|romance,fantasy,thriller|0.45|0.45|0.60|romantic heartbreak|A murdered banker stays on as a ghost to protect his girlfriend with the help of a fake psychic.
Thelma & Louise|1991|US|crime,drama,adventure|0.55|0.70|0.50|roadtrip driving desert rebellious empowering|Two friends on a weekend getaway become fugitives racing across the American Southwest.
The Silence of the Lambs|1991|US|thriller,crime,horror|0.15|0.55|0.45|dark anxious mysterious|A young FBI trainee seeks help from a brilliant imprisoned cannibal to catch a serial killer.
Point Break|1991|US|action,crime|0.65|0.90|0.45|beach ocean summer confident|An FBI agent goes undercover among surfers suspected of robbing banks in ex-president masks.
Groundhog Day|1993|US|comedy,fantasy,romance|0.80|0.45|0.65|winter snow playful hopeful|A grumpy weatherman relives the same small-town winter day until he gets it right.
Jurassic Park|1993|US|sci-fi,adventure|0.65|0.85|0.55|epic forest anxious|Scientists visit an island theme park of cloned dinosaurs just as the fences fail.
Dazed and Confused|1993|US|comedy|0.80|0.55|0.40|summer nostalgic party driving|Texas teenagers celebrate the last day of school in 1976 with keg parties and cruising.
Pulp Fiction|1994|US|crime,comedy|0.55|0.75|0.30|dark confident playful|Hitmen, a boxer and a pair of diner robbers cross paths in Los Angeles in shuffled chapters.
The Shawshank Redemption|1994|US|drama|0.65|0.35|0.70|hopeful uplifting|A banker wrongly jailed for murder befriends a fellow inmate and never stops hoping.
Forrest Gump|1994|US|drama,romance,comedy|0.75|0.45|0.65|nostalgic hopeful running|A kind, simple man stumbles through decades of American history while loving one woman.
The Lion King|1994|US|animation,family,musical|0.75|0.60|0.60|epic triumphant singalong|A lion cub flees after his father's death and must return to claim his place as king.
Speed|1994|US|action,thriller|0.60|0.95|0.15|driving anxious city|A cop must keep a bus above fifty miles an hour or a bomb on board will explode.
Reality Bites|1994|US|comedy,romance,drama|0.55|0.45|0.45|nostalgic romantic city|A new graduate filming her friends in Houston is torn between a slacker musician and a TV executive.
Before Sunrise|1995|US|romance,drama|0.70|0.20|0.75|romantic city night dreamy|Two strangers meet on a train and spend one night walking and talking around Vienna.
Toy Story|1995|US|animation,family,comedy|0.90|0.65|0.50|playful happy nostalgic|A cowboy doll feels threatened when a shiny new space-ranger toy becomes his owner's favourite.
Heat|1995|US|crime,thriller,action|0.30|0.75|0.20|night city dark|A master thief and an obsessive detective circle each other across Los Angeles.
Clueless|1995|US|comedy,romance|0.90|0.60|0.30|playful happy sun|A rich Beverly Hills teenager plays matchmaker and misses what is right in front of her.
Se7en|1995|US|crime,thriller,mystery|0.05|0.55|0.35|rain dark city anxious|Two detectives track a killer who stages his murders after the seven deadly sins in a city where it never stops raining.
Fargo|1996|US|crime,comedy,drama|0.45|0.45|0.55|snow winter dark playful|A pregnant police chief in snowy Minnesota investigates a kidnapping scheme gone horribly wrong.
Trainspotting|1996|GB|drama,comedy|0.35|0.85|0.20|rebellious dark city|A group of Edinburgh heroin users sprint, scheme and stumble through addiction.
Jerry Maguire|1996|US|romance,drama,sport|0.75|0.55|0.50|romantic hopeful|A sports agent with a conscience starts over with just one loyal client and one loyal colleague.
Good Will Hunting|1997|US|drama|0.60|0.40|0.70|hopeful autumn city|A janitor with a genius for maths is pushed by a therapist to face his past.
Titanic|1997|US|romance,drama,history|0.40|0.60|0.60|romantic epic ocean heartbreak|A poor artist and an upper-class young woman fall in love on the doomed ship's maiden voyage.
Boogie Nights|1997|US|drama|0.50|0.75|0.20|party dancing night nostalgic|A young dishwasher becomes a star of the 1970s adult-film world and rides its highs and lows.
The Big Lebowski|1998|US|comedy,crime|0.75|0.45|0.45|chill playful|A laid-back bowler called the Dude is dragged into a kidnapping plot because of a ruined rug.
The Truman Show|1998|US|comedy,drama,sci-fi|0.65|0.45|0.45|ocean hopeful mysterious|An insurance salesman slowly realises his whole life is a TV show watched by millions.
You've Got Mail|1998|US|comedy,romance|0.85|0.35|0.60|autumn cozy city romantic reading|Two bookshop rivals in New York fall for each other anonymously over email.
The Matrix|1999|US|sci-fi,action|0.45|0.90|0.10|night city confident rebellious|A hacker learns the world is a simulation and joins a rebellion against the machines.
Fight Club|1999|US|drama,thriller|0.25|0.80|0.20|dark angry rebellious|An insomniac office worker and a reckless soap salesman start an underground fighting club.
10 Things I Hate About You|1999|US|comedy,romance|0.85|0.65|0.40|playful romantic|A new student pays a rebel to date the sharp-tongued older sister of the girl he likes.
Notting Hill|1999|GB|comedy,romance|0.80|0.35|0.65|romantic city cozy|A London bookshop owner falls for the most famous film star in the world.
Office Space|1999|US|comedy|0.70|0.45|0.35|work playful|Fed-up software workers hatch a petty revenge scheme against their soul-crushing company.
Magnolia|1999|US|drama|0.30|0.55|0.55|rain melancholy lonely|Lives of lonely people in the San Fernando Valley intertwine over one rainy day.
Almost Famous|2000|US|drama,music,comedy|0.80|0.60|0.45|nostalgic roadtrip singalong|A teenage journalist goes on tour with an up-and-coming 1970s rock band.
Gladiator|2000|US|action,drama,history|0.35|0.85|0.55|epic triumphant|A betrayed Roman general becomes a gladiator and fights his way toward revenge on the emperor.
Memento|2000|US|mystery,thriller|0.25|0.55|0.35|mysterious anxious|A man who cannot form new memories hunts his wife's killer using notes and tattoos.
Requiem for a Dream|2000|US|drama|0.05|0.75|0.25|dark anxious|Four people chase their dreams in Coney Island and spiral into addiction.
Moulin Rouge!|2001|AU|musical,romance,drama|0.60|0.85|0.25|romantic dancing party heartbreak|A penniless poet falls for the star courtesan of a glittering Paris nightclub.
Donnie Darko|2001|US|sci-fi,drama,mystery|0.30|0.50|0.35|dark mysterious autumn night|A troubled teenager is visited by a rabbit who tells him the world will end in 28 days.
Shrek|2001|US|animation,comedy,family|0.90|0.70|0.45|playful happy|A grumpy ogre sets off with a talkative donkey to rescue a princess and win back his swamp.
The Lord of the Rings: The Fellowship of the Ring|2001|NZ|fantasy,adventure|0.55|0.70|0.80|epic forest mountains|A hobbit and eight companions set out to destroy a ring that could enslave the world.
Legally Blonde|2001|US|comedy,romance|0.95|0.65|0.30|empowering playful happy confident|A sorority star follows her ex to Harvard Law School and proves everyone wrong.
Ocean's Eleven|2001|US|crime,comedy|0.80|0.65|0.25|confident city night playful|A suave thief assembles a team to rob three Las Vegas casinos in one night.
Bridget Jones's Diary|2001|GB|comedy,romance|0.80|0.50|0.50|romantic christmas playful city|A single Londoner resolves to improve her life and ends up between two very different men.
The Royal Tenenbaums|2001|US|comedy,drama|0.55|0.35|0.65|melancholy playful nostalgic|A family of former child prodigies is brought back together by their manipulative father.
Lost in Translation|2003|US|drama,romance|0.45|0.20|0.45|night city lonely latenight dreamy|An ageing actor and a young wife meet in a Tokyo hotel and share a week of sleepless nights.
Love Actually|2003|GB|romance,comedy|0.85|0.50|0.55|christmas romantic winter cozy happy|Eight love stories criss-cross London in the weeks before Christmas.
Elf|2003|US|comedy,family,fantasy|0.95|0.70|0.50|christmas happy playful snow|A human raised by Santa's elves travels to New York to find his real father.
School of Rock|2003|US|comedy,music|0.90|0.80|0.30|playful singalong rebellious|A failed rocker poses as a substitute teacher and turns his class into a rock band.
Finding Nemo|2003|US|animation,family,adventure|0.85|0.60|0.55|ocean playful hopeful|A nervous clownfish crosses the ocean to find his son, helped by a forgetful blue fish.
Kill Bill: Vol. 1|2003|US|action,crime|0.35|0.95|0.25|angry confident|A former assassin wakes from a coma and sets out to take revenge on the squad that betrayed her.
Eternal Sunshine of the Spotless Mind|2004|US|romance,sci-fi,drama|0.40|0.35|0.55|winter snow heartbreak dreamy melancholy|A man has his memories of an ex erased and tries to hold on to them while they vanish.
Mean Girls|2004|US|comedy|0.85|0.65|0.25|playful party confident|A newcomer infiltrates her school's most ruthless clique and starts to become one of them.
Before Sunset|2004|US|romance,drama|0.55|0.25|0.65|romantic afternoon city nostalgic|Nine years after their night in Vienna, two lovers meet again for an afternoon in Paris.
The Notebook|2004|US|romance,drama|0.55|0.40|0.75|romantic rain summer heartbreak|An old man reads a story of a summer romance in 1940s South Carolina to a woman in a care home.
Shaun of the Dead|2004|GB|comedy,horror|0.70|0.75|0.40|playful bar|A stuck-in-a-rut Londoner barely notices the zombie apocalypse until he has to save his mum and his ex.
Napoleon Dynamite|2004|US|comedy|0.75|0.40|0.50|playful dancing|An awkward Idaho teenager helps his friend run for class president, with dance moves to spare.
Sideways|2004|US|comedy,drama|0.50|0.30|0.70|roadtrip melancholy dinner|Two middle-aged friends go on a wine-tasting road trip through California before a wedding.
Brokeback Mountain|2005|US|romance,drama,western|0.25|0.30|0.85|mountains heartbreak lonely romantic|Two ranch hands fall in love one summer in Wyoming and carry it through decades of secrecy.
Pride & Prejudice|2005|GB|romance,drama|0.70|0.35|0.85|romantic rain spring|Elizabeth Bennet and the proud Mr Darcy misjudge each other in Georgian England.
Little Miss Sunshine|2006|US|comedy,drama|0.80|0.55|0.55|roadtrip playful hopeful|A dysfunctional family crams into a yellow van to get their daughter to a beauty pageant.
The Devil Wears Prada|2006|US|comedy,drama|0.75|0.60|0.25|city work confident|A young journalist lands a job as assistant to a terrifying fashion-magazine editor.
Children of Men|2006|GB|sci-fi,thriller,drama|0.25|0.75|0.35|dark anxious hopeful|In a future where no babies are born, a weary man escorts a pregnant refugee to safety.
The Holiday|2006|US|romance,comedy|0.85|0.35|0.70|christmas winter snow cozy romantic|Two heartbroken women swap homes in Los Angeles and the English countryside over Christmas.
The Departed|2006|US|crime,thriller|0.25|0.80|0.30|dark city anxious|An undercover cop and a mole in the police race to expose each other in Boston.
Juno|2007|US|comedy,drama|0.75|0.45|0.65|playful autumn hopeful|A witty sixteen-year-old decides to have her baby and picks adoptive parents from the small ads.
Into the Wild|2007|US|adventure,biography,drama|0.50|0.45|0.90|roadtrip mountains lonely snow|A top graduate gives away his savings and hitchhikes to Alaska to live in the wild.
Ratatouille|2007|US|animation,family,comedy|0.90|0.60|0.65|cooking dinner happy city|A rat with a gifted nose teams up with a kitchen boy to cook in a famous Paris restaurant.
No Country for Old Men|2007|US|crime,thriller,western|0.15|0.55|0.55|desert dark anxious|A hunter takes a case of drug money from a Texas shootout and is stalked by a relentless killer.
Once|2007|IE|romance,music,drama|0.55|0.30|0.90|city melancholy romantic hopeful|A Dublin street musician and a Czech immigrant write and record songs together over one week.
Superbad|2007|US|comedy|0.85|0.75|0.30|party playful|Two best friends on the brink of college try to score alcohol for a party to impress their crushes.
Hot Fuzz|2007|GB|comedy,action,crime|0.80|0.80|0.45|playful|A top London cop is sent to a sleepy village where the accidents seem a little too convenient.
The Dark Knight|2008|US|action,crime,drama|0.30|0.85|0.20|dark night city epic|Batman faces the Joker, a criminal who wants to watch Gotham tear itself apart.
WALL-E|2008|US|animation,sci-fi,family|0.75|0.40|0.50|romantic lonely hopeful|A lonely trash-compacting robot on an abandoned Earth follows his crush into space.
Mamma Mia!|2008|US|musical,comedy,romance|0.95|0.80|0.45|summer beach singalong happy wedding dancing|A bride-to-be on a Greek island invites three men who might be her father to her wedding.
Slumdog Millionaire|2008|GB|drama,romance|0.65|0.75|0.35|triumphant hopeful city dancing|A young man from the Mumbai slums is one question away from winning a TV quiz fortune.
(500) Days of Summer|2009|US|romance,comedy,drama|0.55|0.45|0.45|heartbreak city romantic nostalgic|A greeting-card writer looks back over every day of his relationship with a woman who didn't believe in love.
Up|2009|US|animation,adventure,family|0.80|0.60|0.55|hopeful nostalgic playful|A widower ties balloons to his house to fly to South America, with a stowaway boy scout aboard.
Inglourious Basterds|2009|US|war,drama|0.45|0.75|0.45|dark confident|A squad of Jewish-American soldiers and a cinema owner plot separately to kill Nazi leaders in Paris.
Where the Wild Things Are|2009|US|fantasy,family,drama|0.55|0.50|0.85|forest dreamy melancholy|An angry boy sails to an island of big, moody monsters who make him their king.
Fantastic Mr. Fox|2009|US|animation,comedy,family|0.85|0.60|0.80|autumn playful cozy|A fox who promised to go straight cannot resist one last raid on three nasty farmers.
Julie & Julia|2009|US|biography,comedy,drama|0.85|0.40|0.75|cooking dinner cozy happy|A New York office worker cooks her way through Julia Child's cookbook, intercut with Julia's own story in Paris.
`;
