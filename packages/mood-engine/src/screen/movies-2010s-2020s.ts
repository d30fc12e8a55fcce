// Movie rows, 2010s and 2020s. Format: see curated/parse-rows.ts.
//   title|year|country|genre,genre|valence|energy|acousticness|tags|description
export const MOVIE_ROWS_2010S_2020S = String.raw`
Inception|2010|US|sci-fi,action,thriller|0.45|0.85|0.20|epic mysterious dreamy|A thief who steals secrets from dreams is hired to plant an idea in a rich heir's mind.
The Social Network|2010|US|drama,biography|0.40|0.60|0.25|city night focus work|A Harvard student builds a website that changes the world and costs him his friends.
Black Swan|2010|US|thriller,drama,music|0.15|0.65|0.45|dark anxious dancing|A perfectionist ballerina cast as the Swan Queen begins to lose her grip on reality.
Toy Story 3|2010|US|animation,family,comedy|0.75|0.65|0.50|nostalgic playful hopeful|Andy leaves for college and his toys end up in a day-care centre that is less friendly than it looks.
Drive|2011|US|crime,thriller|0.30|0.55|0.10|night driving city latenight dark|A quiet stunt driver who moonlights as a getaway driver protects his neighbour from gangsters.
Midnight in Paris|2011|US|comedy,romance,fantasy|0.80|0.35|0.65|romantic rain night city nostalgic dreamy|A nostalgic screenwriter in Paris finds himself transported every midnight to the 1920s.
Crazy, Stupid, Love.|2011|US|comedy,romance|0.80|0.55|0.40|romantic playful bar|A newly separated dad is taught how to date by a smooth bar regular with his own surprise.
Moonrise Kingdom|2012|US|comedy,romance,adventure|0.75|0.40|0.80|summer forest playful romantic nostalgic|Two twelve-year-olds in love run away together on a New England island as a storm approaches.
The Perks of Being a Wallflower|2012|US|drama,romance|0.55|0.45|0.55|nostalgic driving melancholy hopeful|A shy freshman is taken under the wing of two free-spirited seniors.
Silver Linings Playbook|2012|US|comedy,romance,drama|0.70|0.60|0.50|dancing hopeful romantic|A man out of a psychiatric hospital trains for a dance contest with an equally troubled widow.
Django Unchained|2012|US|western,drama|0.45|0.85|0.50|angry triumphant|A freed slave and a bounty hunter set out to rescue his wife from a cruel plantation owner.
Frances Ha|2012|US|comedy,drama|0.70|0.55|0.55|city playful hopeful|A twenty-seven-year-old dancer bounces between New York apartments chasing a life that fits.
Her|2013|US|romance,sci-fi,drama|0.50|0.25|0.40|lonely romantic city dreamy melancholy|A lonely writer falls in love with his computer's operating system.
Gravity|2013|US|sci-fi,thriller|0.40|0.80|0.20|anxious lonely epic|Two astronauts are stranded when debris destroys their shuttle high above Earth.
Frozen|2013|US|animation,musical,family|0.85|0.60|0.50|snow winter singalong empowering|A fearless princess sets out to find her sister, whose icy powers have trapped the kingdom in winter.
The Secret Life of Walter Mitty|2013|US|adventure,comedy,drama|0.80|0.55|0.70|mountains ocean hopeful uplifting roadtrip|A daydreaming photo editor goes on a real adventure across Iceland to find a missing negative.
Chef|2014|US|comedy,drama|0.90|0.55|0.60|cooking roadtrip happy summer|A chef who quits his restaurant starts a food truck and drives it across America with his son.
The Grand Budapest Hotel|2014|US|comedy,adventure|0.80|0.60|0.60|playful snow winter nostalgic|A legendary concierge and his lobby boy are caught up in a stolen painting and a family fortune.
Interstellar|2014|US|sci-fi,adventure,drama|0.45|0.65|0.40|epic hopeful lonely|Astronauts travel through a wormhole to find a new home as crops fail on Earth.
Whiplash|2014|US|drama,music|0.35|0.85|0.40|focus angry workout|An ambitious young drummer is pushed to breaking point by a brutal jazz instructor.
Boyhood|2014|US|drama|0.65|0.35|0.70|nostalgic summer roadtrip|Filmed over twelve years, a boy grows up in Texas before our eyes.
Paddington|2014|GB|family,comedy|0.95|0.55|0.65|cozy happy rain playful home|A polite bear from Peru arrives in rainy London and finds a family.
Guardians of the Galaxy|2014|US|sci-fi,action,comedy|0.85|0.85|0.25|playful singalong nostalgic|A space scoundrel with a 1970s mixtape teams up with misfits to protect a powerful orb.
John Wick|2014|US|action,thriller|0.25|0.95|0.10|night dark angry city|A retired hitman comes back for revenge after gangsters kill the puppy his late wife left him.
Mad Max: Fury Road|2015|AU|action,sci-fi,adventure|0.45|1.00|0.15|desert driving epic angry workout|A road warrior and a rebel commander flee a tyrant across the desert in a war rig.
Inside Out|2015|US|animation,family,comedy|0.75|0.55|0.50|playful hopeful sad|The emotions inside an eleven-year-old's head scramble when her family moves to San Francisco.
Carol|2015|US|romance,drama|0.45|0.25|0.70|winter christmas snow romantic|A young shop assistant and an elegant older woman fall in love in 1950s New York.
The Martian|2015|US|sci-fi,adventure|0.80|0.60|0.40|hopeful playful lonely desert|An astronaut left for dead on Mars grows potatoes and science his way to survival.
Creed|2015|US|sport,drama|0.65|0.85|0.35|workout triumphant running empowering|Apollo Creed's son asks an ageing Rocky Balboa to train him.
La La Land|2016|US|musical,romance,drama|0.65|0.60|0.55|romantic dreamy night city sunset|A jazz pianist and an aspiring actress fall in love while chasing their dreams in Los Angeles.
Moonlight|2016|US|drama|0.40|0.30|0.55|ocean night lonely melancholy|A young Black man in Miami grows up across three chapters of his life, searching for who he is.
Arrival|2016|US|sci-fi,drama,mystery|0.45|0.35|0.45|mysterious melancholy calm|A linguist tries to communicate with aliens whose ships have appeared across the world.
Sing Street|2016|IE|musical,romance,comedy|0.85|0.70|0.45|hopeful playful nostalgic singalong|A Dublin schoolboy in 1985 starts a band to impress a mysterious girl.
Moana|2016|US|animation,adventure,musical|0.85|0.70|0.60|ocean beach empowering singalong|A chief's daughter sails across the ocean with a boastful demigod to save her island.
Get Out|2017|US|horror,thriller,mystery|0.25|0.60|0.40|dark anxious mysterious|A young Black man's weekend with his white girlfriend's family turns into a nightmare.
Lady Bird|2017|US|comedy,drama|0.70|0.50|0.60|nostalgic autumn hopeful|A restless Sacramento teenager spends her senior year battling with her mother and dreaming of New York.
Baby Driver|2017|US|action,crime,music|0.70|0.90|0.20|driving confident city|A young getaway driver with tinnitus times every heist to the music in his earbuds.
Coco|2017|US|animation,family,musical|0.80|0.65|0.70|hopeful nostalgic singalong|A boy who dreams of being a musician crosses into the colourful Land of the Dead.
Blade Runner 2049|2017|US|sci-fi,thriller|0.25|0.45|0.15|dark rain snow night lonely mysterious|A replicant detective uncovers a secret that could change the balance between humans and machines.
Paddington 2|2017|GB|family,comedy|0.95|0.60|0.65|cozy happy playful|Paddington is wrongly jailed and wins over the prison with marmalade while his family hunt the real thief.
Spider-Man: Into the Spider-Verse|2018|US|animation,action,comedy|0.80|0.90|0.15|city night confident playful|Brooklyn teenager Miles Morales meets Spider-People from other dimensions.
A Star Is Born|2018|US|romance,music,drama|0.35|0.55|0.60|heartbreak romantic|A famous musician fighting addiction discovers a gifted singer and helps make her a star.
Crazy Rich Asians|2018|US|comedy,romance|0.85|0.60|0.35|romantic wedding party city|An economics professor travels to Singapore and finds out her boyfriend's family is extremely rich.
Free Solo|2018|US|documentary,sport|0.60|0.65|0.85|mountains focus anxious triumphant|A climber attempts to scale the granite wall of El Capitan with no rope at all.
Ford v Ferrari|2019|US|sport,drama,biography|0.70|0.85|0.30|driving triumphant confident|A car designer and a hot-headed driver build a Ford to beat Ferrari at Le Mans.
Knives Out|2019|US|mystery,comedy,crime|0.70|0.55|0.60|mysterious autumn cozy playful|A detective with a Southern drawl investigates the death of a crime novelist among his scheming family.
Little Women|2019|US|drama,romance|0.70|0.40|0.85|christmas winter cozy nostalgic home|Four sisters grow up, fall in love and chase their ambitions after the American Civil War.
Booksmart|2019|US|comedy|0.85|0.75|0.30|party playful|Two overachievers realise they missed out on fun and try to cram four years of partying into one night.
Midsommar|2019|US|horror,drama|0.15|0.45|0.75|summer sun dark anxious|A grieving woman joins her boyfriend at a Swedish midsummer festival that turns sinister.
Soul|2020|US|animation,family,music|0.75|0.45|0.55|hopeful city uplifting|A jazz-loving music teacher ends up in a before-life and must help a reluctant soul find its spark.
Nomadland|2020|US|drama|0.40|0.20|0.85|roadtrip desert lonely peaceful|After losing her job and husband, a woman travels the American West living in her van.
Palm Springs|2020|US|comedy,romance|0.80|0.60|0.40|summer desert playful romantic|Two wedding guests are stuck reliving the same day over and over in the desert.
Dune|2021|US|sci-fi,adventure|0.35|0.65|0.45|desert epic mysterious|A noble heir is sent to the desert planet Arrakis, the only source of the universe's most precious spice.
Everything Everywhere All at Once|2022|US|action,comedy,sci-fi|0.70|0.95|0.25|playful epic|A laundromat owner being audited discovers she can jump between alternate versions of her life.
Top Gun: Maverick|2022|US|action,drama|0.80|0.90|0.20|triumphant confident summer|A veteran navy pilot returns to train elite graduates for a near-impossible mission.
Aftersun|2022|GB|drama|0.40|0.25|0.70|summer nostalgic melancholy beach|A woman recalls a holiday in Turkey with her young father, looking for the man behind the memories.
The Banshees of Inisherin|2022|IE|comedy,drama|0.35|0.30|0.85|melancholy lonely ocean|On a remote Irish island, a man is stunned when his best friend suddenly stops speaking to him.
Barbie|2023|US|comedy,fantasy|0.85|0.75|0.20|playful happy empowering dancing|Barbie leaves her perfect pink world for the real one and questions everything.
Oppenheimer|2023|US|biography,drama,history|0.30|0.70|0.35|epic dark anxious|The physicist who led the atomic bomb project wrestles with what he has unleashed.
Past Lives|2023|US|romance,drama|0.45|0.20|0.65|romantic nostalgic melancholy city|Two childhood friends from Seoul reconnect decades later in New York and wonder what might have been.
Spider-Man: Across the Spider-Verse|2023|US|animation,action,adventure|0.70|0.90|0.15|city epic confident|Miles Morales is flung across the multiverse and clashes with a society of Spider-People.
Poor Things|2023|GB|comedy,fantasy,romance|0.65|0.60|0.40|playful rebellious|A woman brought back to life by an eccentric scientist sets off to discover the world on her own terms.
The Holdovers|2023|US|comedy,drama|0.65|0.30|0.75|christmas winter snow cozy melancholy|A grumpy teacher, a stranded student and the school cook spend the Christmas break together in 1970.
Wonka|2023|US|musical,family,fantasy|0.90|0.60|0.55|playful happy singalong|A young chocolatier with big dreams takes on a cartel of greedy candy makers.
Challengers|2024|US|sport,drama,romance|0.50|0.80|0.10|sensual confident workout|A former tennis prodigy turned coach pits her husband against her ex-boyfriend.
Dune: Part Two|2024|US|sci-fi,adventure,action|0.35|0.80|0.40|desert epic triumphant|Paul Atreides joins the desert people of Arrakis and wages war against those who destroyed his family.
Wicked|2024|US|musical,fantasy|0.75|0.70|0.40|empowering singalong|Long before Dorothy, a green-skinned outsider and a popular blonde become unlikely friends in Oz.
Inside Out 2|2024|US|animation,family,comedy|0.75|0.60|0.45|anxious playful hopeful|Riley turns thirteen and new emotions, led by Anxiety, move into headquarters.
The Wild Robot|2024|US|animation,family,adventure|0.75|0.50|0.85|forest hopeful peaceful|A service robot washed ashore on a wild island learns to raise an orphaned gosling.
Anora|2024|US|comedy,drama,romance|0.50|0.75|0.20|night club city party|A Brooklyn dancer impulsively marries the son of a Russian oligarch, and his family wants it undone.
Rocketman|2019|GB|biography,musical,music|0.65|0.75|0.30|singalong party|Elton John's rise from shy piano prodigy to glittering superstar, told as a fantasy musical.
Bohemian Rhapsody|2018|GB|biography,music,drama|0.70|0.75|0.30|singalong triumphant|Freddie Mercury and Queen rise from pub gigs to their legendary Live Aid performance.
Mission: Impossible – Fallout|2018|US|action,thriller|0.55|0.95|0.15|confident city|Ethan Hunt races against time after a mission to recover stolen plutonium goes wrong.
Edge of Tomorrow|2014|US|sci-fi,action|0.55|0.90|0.15|confident workout|A soldier caught in a time loop relives the same alien battle until he learns how to win it.
The Lego Movie|2014|US|animation,comedy,family|0.95|0.85|0.20|playful happy|An ordinary Lego construction worker is mistaken for the chosen one destined to save the universe.
`;
