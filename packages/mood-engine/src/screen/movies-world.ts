// Movie rows made outside the US and UK, or shot abroad in another language, every decade.
// Format: see curated/parse-rows.ts.
//   title|year|country|genre,genre|valence|energy|acousticness|tags|description
export const MOVIE_ROWS_WORLD = String.raw`
# Japan
Rashomon|1950|JP|drama,mystery,crime|0.30|0.45|0.80|rain mysterious forest|Four witnesses sheltering from a downpour give four contradicting accounts of a crime in the forest.
Tampopo|1985|JP|comedy|0.85|0.55|0.65|cooking dinner playful happy|A truck driver helps a widow turn her struggling noodle shop into the perfect ramen place.
My Neighbor Totoro|1988|JP|animation,family,fantasy|0.90|0.35|0.85|rain forest cozy peaceful summer|Two sisters moving to the countryside befriend a big, fluffy forest spirit.
Kiki's Delivery Service|1989|JP|animation,family,fantasy|0.85|0.45|0.75|cozy hopeful ocean city|A young witch moves to a seaside town and starts a flying delivery service.
Princess Mononoke|1997|JP|animation,fantasy,adventure|0.45|0.75|0.80|forest epic|A cursed prince is caught in a war between forest gods and an iron-making town.
Spirited Away|2001|JP|animation,fantasy,family|0.70|0.55|0.70|dreamy mysterious|A girl trapped in a bathhouse for spirits works to free her parents, who have been turned into pigs.
Howl's Moving Castle|2004|JP|animation,fantasy,romance|0.70|0.50|0.70|dreamy romantic|A young hat-maker cursed into old age finds refuge in the walking castle of a vain wizard.
Departures|2008|JP|drama|0.55|0.25|0.85|peaceful melancholy winter|An out-of-work cellist takes a job preparing the dead for their funerals and finds meaning in it.
Ponyo|2008|JP|animation,family,fantasy|0.90|0.55|0.75|ocean playful happy storm|A goldfish princess wants to become human after befriending a boy on the seaside.
Jiro Dreams of Sushi|2011|US|documentary|0.65|0.25|0.80|cooking focus calm|An elderly sushi master in a tiny Tokyo basement restaurant keeps chasing perfection.
Your Name|2016|JP|animation,romance,fantasy|0.65|0.55|0.45|dreamy romantic city sunset|A city boy and a country girl mysteriously swap bodies and try to find each other.
Shoplifters|2018|JP|drama,crime|0.45|0.25|0.80|melancholy home|A family of small-time thieves in Tokyo takes in a neglected girl they find in the cold.
Drive My Car|2021|JP|drama|0.40|0.20|0.70|driving melancholy calm|A grieving theatre director forms a bond with the quiet young woman who drives his red car.
Perfect Days|2023|JP|drama|0.65|0.15|0.80|peaceful morning calm city reading|A Tokyo toilet cleaner finds joy in cassette tapes, trees and the small rituals of his days.
# Korea, China, Hong Kong, Taiwan
Oldboy|2003|KR|thriller,mystery,action|0.15|0.80|0.30|dark angry mysterious|A man imprisoned in a hotel room for fifteen years is suddenly released and given five days to find out why.
Train to Busan|2016|KR|horror,action,thriller|0.25|0.90|0.20|anxious dark|Passengers on a speeding train fight for survival as a zombie outbreak sweeps South Korea.
Burning|2018|KR|mystery,drama|0.25|0.35|0.55|mysterious sunset lonely|An aspiring writer grows suspicious of a wealthy man after the woman they both know disappears.
Parasite|2019|KR|thriller,comedy,drama|0.35|0.65|0.35|dark rain playful|A poor family cons its way into working for a rich one until a secret in the basement upends it all.
Chungking Express|1994|HK|romance,comedy,drama|0.65|0.55|0.30|city night dreamy lonely|Two lovesick Hong Kong cops, a snack bar and a lot of canned pineapple in two loose stories.
In the Mood for Love|2000|HK|romance,drama|0.30|0.20|0.50|romantic night rain melancholy sensual|Two neighbours who suspect their spouses are having an affair fall slowly, silently in love.
Eat Drink Man Woman|1994|TW|comedy,drama,romance|0.75|0.35|0.80|cooking dinner home|A widowed master chef cooks elaborate Sunday dinners for his three grown daughters.
Crouching Tiger, Hidden Dragon|2000|TW|action,fantasy,romance|0.50|0.75|0.75|epic forest romantic|Two warriors search for a stolen sword while a young aristocrat longs for a life of adventure.
Farewell My Concubine|1993|CN|drama,romance,history|0.25|0.45|0.70|epic heartbreak|Two Peking Opera performers' friendship is tested over fifty turbulent years of Chinese history.
# France, Belgium
The 400 Blows|1959|FR|drama|0.40|0.40|0.65|rebellious lonely city|A neglected Paris boy skips school, gets in trouble and runs toward the sea.
Breathless|1960|FR|crime,drama,romance|0.55|0.60|0.45|city rebellious romantic|A petty crook on the run spends his days in Paris with an American newspaper seller.
The Umbrellas of Cherbourg|1964|FR|musical,romance,drama|0.45|0.40|0.60|rain romantic heartbreak|An umbrella shop girl and a young mechanic sing their love before the war pulls them apart.
La Haine|1995|FR|drama,crime|0.25|0.65|0.30|angry city night|Three friends from the Paris suburbs drift through the day after a riot.
Amélie|2001|FR|comedy,romance|0.90|0.50|0.65|playful romantic city dreamy cafe|A shy Montmartre waitress secretly arranges little joys for the people around her.
The Intouchables|2011|FR|comedy,drama,biography|0.90|0.60|0.45|uplifting happy playful|A rich quadriplegic hires a young man from the projects as his carer and they become friends.
Portrait of a Lady on Fire|2019|FR|romance,drama,history|0.40|0.25|0.85|romantic ocean melancholy|A painter on a Breton island secretly paints a reluctant bride's portrait and falls for her.
Anatomy of a Fall|2023|FR|drama,mystery,crime|0.30|0.40|0.70|snow mountains mysterious|A writer stands trial for her husband's death at their chalet, with her blind son as a key witness.
Close|2022|BE|drama|0.30|0.30|0.80|heartbreak summer melancholy|Two thirteen-year-old boys' inseparable friendship is shaken when classmates start to tease them.
# Italy, Spain
Bicycle Thieves|1948|IT|drama|0.25|0.35|0.70|city melancholy|A poor father and his son search Rome for the stolen bicycle he needs for his job.
La Dolce Vita|1960|IT|drama,comedy|0.55|0.45|0.50|night city party|A gossip journalist drifts through a week of parties and beautiful people in Rome.
Cinema Paradiso|1988|IT|drama,romance|0.65|0.35|0.80|nostalgic romantic|A film director remembers his childhood in a Sicilian village cinema and the projectionist who loved him.
Life Is Beautiful|1997|IT|comedy,drama,war|0.65|0.50|0.70|hopeful playful heartbreak|A Jewish Italian father uses imagination and humour to protect his son in a concentration camp.
The Great Beauty|2013|IT|drama,comedy|0.50|0.45|0.50|night party city summer melancholy|An ageing writer and socialite wanders Rome's parties looking for the beauty he lost.
Call Me by Your Name|2017|IT|romance,drama|0.60|0.35|0.80|summer romantic sun heartbreak|A teenager spending a summer in northern Italy falls for the American student staying with his family.
Talk to Her|2002|ES|drama,romance|0.35|0.30|0.70|melancholy lonely|Two men meet at a clinic where the women they love lie in comas.
Volver|2006|ES|comedy,drama,mystery|0.60|0.50|0.65|home cooking|Three generations of women in Madrid and La Mancha face the return of a mother long thought dead.
Pan's Labyrinth|2006|MX|fantasy,war,drama|0.25|0.60|0.70|dark forest mysterious|In 1944 Spain, a girl escapes her cruel stepfather into a haunting world of fauns and tasks.
# Latin America
Amores perros|2000|MX|drama,thriller|0.25|0.75|0.30|city dark angry|A car crash in Mexico City links three stories about people and their dogs.
Y Tu Mamá También|2001|MX|drama,comedy,romance|0.65|0.60|0.60|roadtrip beach summer sensual|Two teenage friends take an older woman on a road trip to a beach that may not exist.
Roma|2018|MX|drama|0.45|0.25|0.80|melancholy home nostalgic|A domestic worker keeps a Mexico City family together through a turbulent year in the early 1970s.
Central Station|1998|BR|drama|0.55|0.40|0.75|roadtrip hopeful|A cynical letter-writer at Rio's station helps a boy search for the father he has never met.
City of God|2002|BR|crime,drama|0.35|0.85|0.35|city dark summer|A boy with a camera grows up in a Rio favela as its gangs go to war.
The Secret in Their Eyes|2009|AR|thriller,mystery,romance|0.40|0.45|0.60|mysterious romantic|A retired court investigator writes a novel about an unsolved murder that still haunts him.
Wild Tales|2014|AR|comedy,thriller|0.50|0.80|0.40|angry playful dark|Six stories of people pushed over the edge, each revenge more outrageous than the last.
# Germany, Scandinavia, Eastern Europe
Das Boot|1981|DE|war,drama|0.20|0.70|0.40|ocean anxious dark|The crew of a German submarine endures claustrophobic terror in the Atlantic.
Wings of Desire|1987|DE|fantasy,romance,drama|0.55|0.20|0.60|dreamy city melancholy|An angel watching over divided Berlin longs to become human after falling for a trapeze artist.
Run Lola Run|1998|DE|thriller,action|0.60|1.00|0.05|running city workout|Lola has twenty minutes to find 100,000 marks and save her boyfriend, played out three different ways.
Good Bye, Lenin!|2003|DE|comedy,drama|0.70|0.45|0.55|nostalgic playful home|A son hides the fall of the Berlin Wall from his fragile, devoutly socialist mother.
The Lives of Others|2006|DE|drama,thriller|0.35|0.35|0.60|anxious lonely|A Stasi officer spying on a playwright becomes absorbed in the lives he is listening to.
The Seventh Seal|1957|SE|drama,fantasy|0.30|0.30|0.80|dark mysterious|A knight back from the Crusades plays chess with Death while the plague sweeps Sweden.
Persona|1966|SE|drama|0.20|0.20|0.70|mysterious ocean|A nurse caring for an actress who has stopped speaking feels their identities begin to merge.
Let the Right One In|2008|SE|horror,romance,drama|0.30|0.35|0.65|snow winter night dark lonely|A bullied twelve-year-old in a snowy Stockholm suburb befriends the strange girl next door.
The Hunt|2012|DK|drama|0.20|0.45|0.70|christmas winter forest anxious|A kind kindergarten teacher's life falls apart after a child's false accusation.
Another Round|2020|DK|comedy,drama|0.60|0.60|0.50|party bar dancing|Four bored teachers test a theory that a little alcohol all day will make life better.
The Worst Person in the World|2021|NO|comedy,romance,drama|0.60|0.45|0.55|romantic city sunset|A young woman in Oslo keeps changing careers and lovers while trying to figure out who she is.
Fallen Leaves|2023|FI|comedy,romance,drama|0.55|0.20|0.65|lonely romantic autumn|Two lonely workers in Helsinki keep almost finding each other.
Ida|2013|PL|drama|0.25|0.20|0.80|winter melancholy calm|A young novice nun in 1960s Poland learns about her Jewish family before taking her vows.
Cold War|2018|PL|romance,drama,music|0.35|0.40|0.70|romantic heartbreak night|A musician and a singer love each other across borders and years of the Cold War.
Stalker|1979|RU|sci-fi,drama|0.25|0.15|0.70|mysterious calm|A guide leads a writer and a scientist into the Zone, where a room is said to grant your deepest wish.
Flow|2024|LV|animation,adventure,family|0.65|0.45|0.85|ocean forest peaceful|A lone cat shares a boat with other animals as a great flood covers their world.
# Middle East, Africa, South Asia, Oceania
Children of Heaven|1997|IR|drama,family|0.65|0.45|0.80|hopeful running|A boy loses his sister's only shoes and the two share his sneakers while he trains for a race.
A Separation|2011|IR|drama|0.30|0.45|0.65|anxious home|A Tehran couple's separation sets off a chain of accusations with a hired carer.
Wadjda|2012|SA|drama,family|0.75|0.45|0.65|hopeful empowering|A ten-year-old girl in Riyadh enters a Quran contest to buy the bicycle she is not supposed to ride.
Timbuktu|2014|MR|drama|0.30|0.30|0.85|desert melancholy|A cattle herder's peaceful life near Timbuktu is upended by jihadists who ban music and football.
Capernaum|2018|LB|drama|0.30|0.50|0.60|city heartbreak|A twelve-year-old boy in Beirut sues his parents for bringing him into a life of misery.
Dilwale Dulhania Le Jayenge|1995|IN|romance,musical|0.85|0.60|0.55|romantic wedding singalong dancing|Two young Indians fall in love on a European trip, but her father has already arranged her marriage.
Lagaan|2001|IN|sport,musical,drama|0.75|0.70|0.70|triumphant summer|Villagers under British rule bet their taxes on a cricket match against their colonial rulers.
3 Idiots|2009|IN|comedy,drama|0.85|0.65|0.50|playful hopeful|Two friends search for the free-thinking classmate who taught them what learning really means.
The Lunchbox|2013|IN|romance,drama|0.60|0.25|0.75|cooking lonely romantic|A mistaken lunchbox delivery in Mumbai starts a correspondence between a lonely widower and a housewife.
RRR|2022|IN|action,drama,musical|0.80|0.95|0.30|epic dancing triumphant|Two revolutionaries form an explosive friendship in 1920s India under British rule.
Whale Rider|2002|NZ|drama,family|0.70|0.40|0.85|ocean hopeful empowering|A Māori girl fights to become the chief her grandfather believes must be a boy.
Hunt for the Wilderpeople|2016|NZ|comedy,adventure|0.85|0.55|0.80|forest playful roadtrip|A defiant city kid and his grumpy foster uncle go on the run in the New Zealand bush.
`;
