// Movie rows, up to the 1990s. Format: see curated/parse-rows.ts.
//   title|year|country|genre,genre|valence|energy|acousticness|tags|description
export const MOVIE_ROWS_CLASSICS = String.raw`
Casablanca|1942|US|drama,romance,war|0.35|0.40|0.70|romantic nostalgic night melancholy|A nightclub owner in wartime Morocco must choose between an old flame and doing the right thing.
Singin' in the Rain|1952|US|musical,comedy,romance|0.95|0.70|0.60|happy rain playful romantic singalong|Hollywood's jump from silent films to talkies becomes a riot of song, dance and puddles.
Roman Holiday|1953|US|romance,comedy|0.80|0.45|0.70|romantic summer city playful|A runaway princess spends one carefree day in Rome with a reporter who knows who she is.
Tokyo Story|1953|JP|drama|0.30|0.10|0.90|melancholy calm nostalgic peaceful|An elderly couple visits their busy grown children in Tokyo and quietly learns where they stand.
Rear Window|1954|US|thriller,mystery|0.45|0.45|0.55|mysterious summer night city|A photographer stuck in a wheelchair starts to suspect a neighbour across the courtyard of murder.
Seven Samurai|1954|JP|action,drama,adventure|0.45|0.75|0.80|epic triumphant rain|A poor village hires seven masterless samurai to defend its harvest from bandits.
Vertigo|1958|US|thriller,mystery,romance|0.25|0.40|0.50|mysterious dreamy dark|A retired detective follows a haunted woman around San Francisco and loses himself in the obsession.
Breakfast at Tiffany's|1961|US|romance,comedy|0.70|0.40|0.55|romantic city morning dreamy|A charming New York socialite hides a lonely past behind parties and window-shopping.
Lawrence of Arabia|1962|GB|adventure,biography,war|0.50|0.60|0.80|epic desert triumphant|A British officer becomes a legend leading an Arab revolt across the desert during the First World War.
The Sound of Music|1965|US|musical,family,biography|0.90|0.50|0.85|happy singalong mountains uplifting|A spirited governess brings music back to a strict naval captain's family in the Austrian Alps.
2001: A Space Odyssey|1968|GB|sci-fi,adventure|0.40|0.25|0.30|mysterious epic dreamy calm|From prehistoric apes to a voyage to Jupiter, humanity meets a strange black monolith.
The Godfather|1972|US|crime,drama|0.25|0.50|0.60|dark epic night|The ageing head of a Mafia family hands power to his reluctant youngest son.
Jaws|1975|US|thriller,adventure|0.40|0.70|0.60|summer beach ocean anxious|A giant shark terrorises a beach town just as the summer tourists arrive.
Taxi Driver|1976|US|crime,drama|0.10|0.50|0.30|dark night city lonely latenight|A sleepless Vietnam veteran drives a cab through New York nights and slides toward violence.
Annie Hall|1977|US|comedy,romance|0.65|0.45|0.55|romantic city playful nostalgic|A neurotic comedian looks back at the ups and downs of a relationship in New York.
Star Wars|1977|US|sci-fi,adventure,action|0.85|0.80|0.35|epic triumphant hopeful|A farm boy joins a rebel pilot, a princess and a wise old knight against a galactic empire.
Alien|1979|GB|horror,sci-fi|0.10|0.60|0.25|dark anxious mysterious night|The crew of a space freighter is hunted one by one by a creature they brought on board.
The Shining|1980|GB|horror|0.10|0.55|0.45|dark winter snow anxious|A writer taking care of an empty mountain hotel over winter is slowly driven to madness.
Raiders of the Lost Ark|1981|US|adventure,action|0.85|0.85|0.55|epic triumphant desert|An archaeologist races Nazi agents around the world to find the Ark of the Covenant.
E.T. the Extra-Terrestrial|1982|US|family,sci-fi|0.80|0.50|0.60|hopeful uplifting nostalgic|A lonely boy befriends a stranded alien and helps him find a way home.
The Wizard of Oz|1939|US|fantasy,musical,family|0.85|0.55|0.60|dreamy hopeful playful singalong|A Kansas girl swept away by a tornado follows a yellow brick road toward a wizard who might send her home.
Gone with the Wind|1939|US|drama,romance,war|0.35|0.55|0.65|epic romantic heartbreak|A headstrong Southern belle fights to keep her plantation and her pride through the Civil War.
Citizen Kane|1941|US|drama,mystery|0.30|0.40|0.55|mysterious nostalgic lonely|Reporters piece together the life of a newspaper tycoon from the single word he said before dying.
It's a Wonderful Life|1946|US|drama,family,fantasy|0.75|0.40|0.80|christmas snow hopeful uplifting winter cozy|On Christmas Eve, an angel shows a despairing small-town banker what the world would be like without him.
Rebel Without a Cause|1955|US|drama|0.30|0.55|0.45|rebellious night lonely|A troubled teenager new in town clashes with bullies and his parents over one long night.
North by Northwest|1959|US|thriller,adventure|0.70|0.70|0.45|mysterious confident playful|A smooth advertising man mistaken for a spy is chased across America, crop-duster and all.
Some Like It Hot|1959|US|comedy,romance,music|0.90|0.70|0.55|playful happy beach|Two musicians who witnessed a mob hit disguise themselves as women in an all-female band.
Psycho|1960|US|horror,thriller|0.10|0.50|0.45|dark anxious night rain|A secretary on the run stops at a lonely motel run by a quiet young man and his mother.
The Apartment|1960|US|comedy,romance,drama|0.55|0.35|0.60|christmas winter city lonely romantic|An office clerk lends his flat to his bosses for affairs until he falls for the elevator operator.
West Side Story|1961|US|musical,romance,drama|0.40|0.75|0.45|romantic heartbreak dancing city summer|Two young lovers from rival New York street gangs try to find a place for themselves.
Mary Poppins|1964|US|musical,family,fantasy|0.95|0.60|0.60|happy playful singalong uplifting|A magical nanny floats into a stiff London household and shakes it up with songs and wonder.
Dr. Strangelove|1964|GB|comedy,war|0.50|0.55|0.40|dark playful anxious|A rogue general launches a nuclear strike and the war room scrambles in this pitch-black satire.
The Graduate|1967|US|comedy,drama,romance|0.45|0.40|0.55|summer lonely nostalgic|An aimless college graduate drifts into an affair and then falls for the wrong woman's daughter.
Butch Cassidy and the Sundance Kid|1969|US|western,adventure,comedy|0.65|0.60|0.75|playful desert|Two charming outlaws keep running from a relentless posse all the way to Bolivia.
Easy Rider|1969|US|drama,adventure|0.45|0.55|0.60|roadtrip driving rebellious desert|Two bikers ride across America looking for freedom and find a country suspicious of them.
Harold and Maude|1971|US|comedy,romance,drama|0.70|0.35|0.75|playful hopeful romantic|A death-obsessed young man learns to live from a free-spirited woman nearing eighty.
American Graffiti|1973|US|comedy,drama|0.75|0.60|0.40|nostalgic summer night driving|Teenagers cruise their small California town on the last night of summer in 1962.
The Sting|1973|US|crime,comedy|0.75|0.55|0.60|playful confident|Two grifters set up an elaborate con to ruin the gangster who killed their friend.
The Exorcist|1973|US|horror|0.05|0.55|0.45|dark anxious|A mother turns to two priests when her daughter seems possessed by something evil.
Chinatown|1974|US|crime,mystery,thriller|0.20|0.45|0.55|mysterious dark summer city|A private eye hired for a routine job uncovers a conspiracy over water in 1930s Los Angeles.
One Flew Over the Cuckoo's Nest|1975|US|drama|0.40|0.50|0.65|rebellious|A rowdy new patient in a psychiatric ward stirs up the other men against a cold head nurse.
Rocky|1976|US|sport,drama|0.70|0.70|0.55|workout triumphant running hopeful|A small-time Philadelphia boxer gets a once-in-a-lifetime shot at the heavyweight title.
Saturday Night Fever|1977|US|drama,music|0.55|0.80|0.10|dancing club night party|A Brooklyn paint-shop clerk lives for the weekends when he rules the disco floor.
Close Encounters of the Third Kind|1977|US|sci-fi,drama|0.65|0.50|0.40|mysterious hopeful night|An electrical worker becomes obsessed with a vision after a close encounter with a UFO.
Grease|1978|US|musical,romance,comedy|0.90|0.80|0.35|happy singalong summer dancing nostalgic|A greaser and a wholesome new girl try to rekindle their summer romance at high school.
Halloween|1978|US|horror|0.10|0.60|0.40|dark autumn night anxious|A masked killer escapes and returns to his suburban hometown on Halloween night.
Apocalypse Now|1979|US|war,drama|0.15|0.60|0.50|dark epic forest|An army captain travels upriver through the Vietnamese jungle to find a renegade colonel.
Manhattan|1979|US|comedy,romance,drama|0.55|0.35|0.60|city romantic nostalgic|A TV writer tangled in messy relationships writes a black-and-white love letter to New York.
Mad Max|1979|AU|action,sci-fi|0.25|0.85|0.30|driving desert angry|In a collapsing Australia, a highway cop seeks revenge on a vicious biker gang.
The Empire Strikes Back|1980|US|sci-fi,adventure,action|0.45|0.75|0.35|epic snow winter dark|The rebels scatter after an icy defeat while Luke trains to become a Jedi.
Airplane!|1980|US|comedy|0.90|0.65|0.40|playful happy|A former pilot with a drinking problem must land a passenger jet in this avalanche of gags.
Blade Runner|1982|US|sci-fi,thriller|0.25|0.40|0.15|rain night city dark dreamy mysterious|A weary detective hunts rogue androids through a rain-soaked, neon-lit Los Angeles.
Fast Times at Ridgemont High|1982|US|comedy|0.80|0.65|0.35|summer playful nostalgic|A year in the life of California high-school kids working at the mall and figuring out love.
Flashdance|1983|US|drama,music,romance|0.70|0.80|0.20|dancing workout empowering|A welder by day and dancer by night dreams of getting into a prestigious ballet school.
Ghostbusters|1984|US|comedy,fantasy|0.85|0.75|0.30|playful city happy|Three laid-off scientists start a ghost-catching business just as New York gets very haunted.
The Karate Kid|1984|US|sport,drama,family|0.75|0.65|0.55|triumphant empowering workout|A bullied teenager learns karate and patience from a quiet handyman.
The Terminator|1984|US|sci-fi,action|0.30|0.85|0.20|dark night anxious city|A cyborg assassin from the future hunts a waitress whose unborn son will lead humanity.
Footloose|1984|US|drama,music|0.80|0.85|0.35|dancing rebellious happy|A city teenager moves to a small town where dancing has been banned and fights back.
Purple Rain|1984|US|music,drama,romance|0.45|0.75|0.20|night sensual rebellious|A gifted Minneapolis musician battles rivals, his family and his own temper on stage and off.
Amadeus|1984|US|biography,drama,music|0.50|0.55|0.85|epic|A jealous court composer recalls his rivalry with the giggling genius Mozart.
Gremlins|1984|US|comedy,horror,fantasy|0.60|0.70|0.40|christmas playful snow|A cute pet comes with three rules, and breaking them unleashes chaos on a snowy town at Christmas.
Back to the Future|1985|US|sci-fi,comedy,adventure|0.90|0.80|0.35|playful nostalgic happy|A teenager accidentally travels to 1955 in a DeLorean and must get his parents to fall in love.
The Breakfast Club|1985|US|comedy,drama|0.60|0.50|0.45|rebellious nostalgic|Five very different high-school students spend a Saturday detention and find out they have more in common.
Ferris Bueller's Day Off|1986|US|comedy|0.95|0.75|0.40|playful happy city sun|A charming high-schooler fakes being sick and takes his friends on a perfect day in Chicago.
Top Gun|1986|US|action,drama|0.75|0.85|0.20|confident driving triumphant summer|A cocky navy pilot competes at an elite fighter school and falls for his instructor.
Stand by Me|1986|US|drama,adventure|0.60|0.45|0.75|nostalgic summer forest roadtrip|Four boys hike along the railway tracks to find a body and find out about friendship instead.
Aliens|1986|US|sci-fi,action,horror|0.30|0.90|0.20|dark anxious epic|Ripley returns to the planet of the creature, this time with a squad of marines.
Pretty in Pink|1986|US|romance,drama,comedy|0.65|0.45|0.45|romantic nostalgic|A girl from the wrong side of town is asked to prom by a rich boy while her best friend pines for her.
Dirty Dancing|1987|US|romance,music,drama|0.80|0.70|0.45|dancing romantic summer sensual|A sheltered teenager on holiday in the Catskills falls for the resort's dance instructor.
The Princess Bride|1987|US|fantasy,adventure,comedy|0.90|0.60|0.70|romantic playful cozy|A grandfather reads a sick boy a tale of true love, pirates, giants and a six-fingered man.
Moonstruck|1987|US|comedy,romance|0.80|0.45|0.65|romantic night city winter|A Brooklyn widow engaged to a dull man falls for his passionate younger brother under a full moon.
Die Hard|1988|US|action,thriller|0.60|0.90|0.20|christmas city night confident|A New York cop is trapped in a Los Angeles skyscraper taken over by thieves on Christmas Eve.
Big|1988|US|comedy,fantasy,family|0.85|0.55|0.45|playful happy city|A boy wishes to be big and wakes up as a grown man working at a toy company.
Beetlejuice|1988|US|comedy,fantasy,horror|0.75|0.70|0.40|playful dark|A recently deceased couple hire a chaotic ghost to scare the new family out of their house.
Heathers|1988|US|comedy,crime|0.40|0.60|0.35|dark rebellious playful|A teenager falls for a dangerous rebel who starts killing off the school's most popular girls.
When Harry Met Sally...|1989|US|comedy,romance|0.85|0.45|0.60|romantic autumn city cozy|Two friends spend years arguing whether men and women can ever be just friends.
Dead Poets Society|1989|US|drama|0.60|0.40|0.80|autumn hopeful uplifting reading|An unconventional English teacher inspires his students at a strict boarding school to seize the day.
Do the Right Thing|1989|US|drama,comedy|0.45|0.70|0.35|summer city sun angry|Tensions boil over on the hottest day of the year on a Brooklyn block.
Field of Dreams|1989|US|drama,fantasy,sport|0.75|0.35|0.85|hopeful nostalgic summer|An Iowa farmer hears a voice telling him to build a baseball field in his cornfield.
Say Anything...|1989|US|romance,comedy,drama|0.70|0.45|0.55|romantic hopeful|An underachieving kickboxer wins over the class valedictorian just before she leaves for England.
`;
