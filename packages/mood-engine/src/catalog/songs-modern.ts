// Catalog rows, 2000s to 2020s. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_MODERN = String.raw`
# 2000s
Clocks|Coldplay|2002|rock,alternative|en|0.30|0.75|131|0.20|dreamy epic driving
Viva la Vida|Coldplay|2008|rock,pop|en|0.45|0.62|138|0.10|triumphant epic
Paradise|Coldplay|2011|pop,rock|en|0.20|0.45|140|0.05|dreamy epic
A Sky Full of Stars|Coldplay|2014|pop,electronic|en|0.16|0.68|125|0.01|uplifting night dancing
Sparks|Coldplay|2000|rock,alternative|en|0.30|0.25|103|0.70|calm romantic night
Somebody Told Me|The Killers|2004|rock,new-wave|en|0.55|0.95|138|0.01|party dancing
When You Were Young|The Killers|2006|rock|en|0.40|0.95|130|0.01|driving epic
Human|The Killers|2008|rock,synthpop|en|0.45|0.85|135|0.01|dancing epic
Take Me Out|Franz Ferdinand|2004|rock,indie|en|0.65|0.80|105|0.01|dancing party
Last Nite|The Strokes|2001|rock,indie|en|0.80|0.85|104|0.02|party city
Reptilia|The Strokes|2003|rock,indie|en|0.55|0.90|158|0.01|rebellious city
Someday|The Strokes|2001|rock,indie|en|0.80|0.80|117|0.02|nostalgic happy
Maps|Yeah Yeah Yeahs|2003|rock,indie|en|0.35|0.60|120|0.10|heartbreak romantic
Float On|Modest Mouse|2004|indie,rock|en|0.75|0.85|101|0.05|hopeful happy
Such Great Heights|The Postal Service|2003|indie,electronic|en|0.60|0.65|87|0.05|romantic dreamy
New Slang|The Shins|2001|indie,folk|en|0.50|0.40|137|0.60|dreamy nostalgic
Rebellion (Lies)|Arcade Fire|2004|indie,rock|en|0.40|0.80|138|0.10|epic rebellious
Wake Up|Arcade Fire|2004|indie,rock|en|0.45|0.85|120|0.10|epic uplifting singalong
Young Folks|Peter Bjorn and John|2006|indie,pop|en|0.80|0.60|118|0.20|playful summer
Time to Pretend|MGMT|2007|indie,electronic|en|0.45|0.80|101|0.05|dreamy rebellious
Sleepyhead|Passion Pit|2008|indie,electronic|en|0.55|0.85|148|0.02|dreamy dancing
1901|Phoenix|2009|indie,pop|en|0.70|0.85|144|0.01|dancing city driving
Lisztomania|Phoenix|2009|indie,pop|en|0.75|0.85|106|0.01|dancing happy
Dance Yrself Clean|LCD Soundsystem|2010|electronic,indie|en|0.45|0.80|118|0.05|dancing club latenight
All My Friends|LCD Soundsystem|2007|electronic,indie|en|0.50|0.80|143|0.05|nostalgic dancing night
D.A.N.C.E.|Justice|2007|electronic,house|en|0.85|0.85|115|0.01|dancing party
Genesis|Justice|2007|electronic|instrumental|0.45|0.90|114|0.01|epic workout
Kids|MGMT|2008|indie|en|0.50|0.90|123|0.05|party
Crazy|Gnarls Barkley|2006|soul,alternative|en|0.60|0.70|112|0.10|anxious playful
Feel Good Inc.|Gorillaz|2005|alternative,hiphop|en|0.75|0.70|139|0.02|chill playful
Clint Eastwood|Gorillaz|2001|alternative,hiphop|en|0.50|0.65|84|0.02|mysterious chill
On Melancholy Hill|Gorillaz|2010|alternative,synthpop|en|0.45|0.55|121|0.10|dreamy melancholy
Dare|Gorillaz|2005|electronic,alternative|en|0.80|0.75|120|0.02|dancing playful
Rehab|Amy Winehouse|2006|soul,jazz|en|0.70|0.70|72|0.10|confident rebellious
Back to Black|Amy Winehouse|2006|soul|en|0.20|0.45|123|0.10|heartbreak dark
Valerie|Amy Winehouse|2007|soul,pop|en|0.85|0.80|106|0.10|happy dancing
Tears Dry on Their Own|Amy Winehouse|2006|soul|en|0.60|0.70|120|0.10|heartbreak
Mercy|Duffy|2008|soul,pop|en|0.85|0.80|130|0.20|dancing playful
Chasing Pavements|Adele|2008|soul,pop|en|0.35|0.45|80|0.40|heartbreak
Hometown Glory|Adele|2007|soul,pop|en|0.30|0.30|70|0.70|nostalgic city calm
Hello|Adele|2015|soul,pop|en|0.25|0.45|79|0.40|heartbreak nostalgic
Set Fire to the Rain|Adele|2011|pop,soul|en|0.30|0.65|108|0.10|rain heartbreak epic
Skyfall|Adele|2012|soundtrack,pop|en|0.20|0.45|76|0.30|dark epic
Crazy in Love|Beyoncé|2003|rnb,pop|en|0.70|0.80|100|0.02|dancing confident party
Single Ladies (Put a Ring on It)|Beyoncé|2008|rnb,pop|en|0.65|0.85|97|0.02|empowering dancing
Halo|Beyoncé|2008|pop,rnb|en|0.45|0.70|80|0.10|romantic uplifting
Run the World (Girls)|Beyoncé|2011|pop,rnb|en|0.55|0.90|127|0.01|empowering workout
Formation|Beyoncé|2016|rnb,hiphop|en|0.45|0.70|123|0.02|confident empowering
CUFF IT|Beyoncé|2022|disco,funk|en|0.70|0.80|115|0.02|dancing party confident
Umbrella|Rihanna|2007|pop,rnb|en|0.55|0.80|87|0.01|rain romantic dancing
We Found Love|Rihanna|2011|electronic,pop|en|0.60|0.77|128|0.02|dancing party club
Diamonds|Rihanna|2012|pop|en|0.40|0.70|92|0.05|dreamy confident night
Only Girl (In the World)|Rihanna|2010|pop,dance|en|0.60|0.85|126|0.02|dancing confident
Work|Rihanna|2016|rnb,reggae|en|0.55|0.55|92|0.05|sensual dancing
Toxic|Britney Spears|2003|pop,dance|en|0.55|0.85|143|0.02|dancing party sensual
Hips Don't Lie|Shakira|2006|latin,pop|en|0.80|0.85|100|0.20|dancing
Since U Been Gone|Kelly Clarkson|2004|pop,rock|en|0.40|0.90|131|0.01|heartbreak empowering workout
Complicated|Avril Lavigne|2002|pop,rock|en|0.45|0.55|78|0.10|anxious
Sk8er Boi|Avril Lavigne|2002|pop,punk|en|0.50|0.90|150|0.01|playful rebellious
Hollaback Girl|Gwen Stefani|2004|pop,hiphop|en|0.80|0.85|110|0.02|confident party
Hey There Delilah|Plain White T's|2005|folk,pop|en|0.30|0.30|104|0.90|romantic calm lonely
Bad Day|Daniel Powter|2005|pop|en|0.55|0.55|140|0.30|hopeful
You're Beautiful|James Blunt|2004|pop,singer-songwriter|en|0.25|0.30|82|0.70|romantic melancholy
Chasing Cars - Acoustic|Snow Patrol|2006|rock|en|0.20|0.30|104|0.70|romantic
Run|Snow Patrol|2004|rock|en|0.30|0.60|110|0.10|epic
Somewhere Only We Know|Keane|2004|rock,pop|en|0.35|0.60|86|0.20|nostalgic romantic
Everybody's Changing|Keane|2004|rock,pop|en|0.40|0.65|92|0.20|melancholy
Bubble Toes|Jack Johnson|2001|folk,pop|en|0.80|0.50|100|0.85|happy playful
Breakdown|Jack Johnson|2005|folk,pop|en|0.50|0.45|96|0.85|chill roadtrip
I'm Yours|Jason Mraz|2008|pop,folk|en|0.90|0.45|151|0.60|happy summer beach playful
Lucky|Jason Mraz|2008|pop,folk|en|0.65|0.35|130|0.80|romantic wedding calm
Home|Edward Sharpe & The Magnetic Zeros|2009|folk,indie|en|0.85|0.65|120|0.50|happy romantic roadtrip
White Winter Hymnal|Fleet Foxes|2008|folk,indie|en|0.45|0.35|130|0.70|winter snow dreamy
Mykonos|Fleet Foxes|2008|folk,indie|en|0.50|0.55|126|0.60|summer dreamy roadtrip
Little Lion Man|Mumford & Sons|2009|folk,rock|en|0.45|0.80|139|0.40|heartbreak angry
I Will Wait|Mumford & Sons|2012|folk,rock|en|0.45|0.80|130|0.40|hopeful triumphant
The Cave|Mumford & Sons|2009|folk,rock|en|0.55|0.75|142|0.50|uplifting roadtrip
Stubborn Love|The Lumineers|2012|folk,indie|en|0.50|0.60|85|0.60|hopeful
Fire on Fire|Sam Smith|2018|pop,soundtrack|en|0.20|0.30|76|0.70|romantic calm
Blood Bank|Bon Iver|2009|indie,folk|en|0.30|0.35|92|0.70|winter snow melancholy
Flume|Bon Iver|2008|indie,folk|en|0.25|0.20|80|0.90|calm melancholy winter
Exit Music (For a Film)|Radiohead|1997|alternative|en|0.10|0.30|105|0.60|dark sad
Breathe (2 AM)|Anna Nalick|2005|pop,singer-songwriter|en|0.30|0.45|92|0.50|latenight anxious
Hide and Seek|Imogen Heap|2005|electronic,singer-songwriter|en|0.20|0.20|70|0.60|melancholy dreamy
Let Go|Frou Frou|2002|electronic,pop|en|0.45|0.50|126|0.20|dreamy hopeful
Mr. Blue Sky|Electric Light Orchestra|1977|rock,pop|en|0.90|0.70|89|0.10|happy sun morning uplifting
Gold Digger|Kanye West|2005|hiphop,rap|en|0.70|0.70|93|0.02|playful party
Heartless|Kanye West|2008|hiphop,pop|en|0.60|0.65|88|0.05|heartbreak night
Runaway|Kanye West|2010|hiphop|en|0.25|0.55|85|0.10|dark melancholy
Flashing Lights|Kanye West|2007|hiphop|en|0.45|0.65|90|0.05|night city driving
In Da Club|50 Cent|2003|hiphop,rap|en|0.80|0.70|90|0.05|party club confident
Without Me|Eminem|2002|hiphop,rap|en|0.65|0.70|112|0.01|playful confident
The Real Slim Shady|Eminem|2000|hiphop,rap|en|0.75|0.65|104|0.03|playful
Stan|Eminem|2000|hiphop,rap|en|0.30|0.60|80|0.10|dark sad
Mockingbird|Eminem|2004|hiphop,rap|en|0.30|0.65|84|0.20|melancholy
Not Afraid|Eminem|2010|hiphop,rap|en|0.40|0.90|86|0.05|empowering workout
99 Problems|Jay-Z|2003|hiphop,rap|en|0.50|0.90|90|0.02|confident workout
Empire State of Mind|Jay-Z|2009|hiphop,rap|en|0.75|0.80|87|0.05|triumphant city
Numb|Linkin Park|2003|rock,alternative|en|0.25|0.85|110|0.01|angry sad workout
In the End|Linkin Park|2000|rock,alternative|en|0.40|0.85|105|0.01|angry melancholy workout
Faint|Linkin Park|2003|rock,metal|en|0.35|0.95|135|0.01|angry workout running
Chop Suey!|System of a Down|2001|metal|en|0.30|0.95|128|0.01|angry workout
Toxicity|System of a Down|2001|metal|en|0.35|0.95|118|0.01|angry workout
B.Y.O.B.|System of a Down|2005|metal|en|0.40|0.95|130|0.01|angry workout
The Pretender|Foo Fighters|2007|rock|en|0.45|0.95|173|0.01|workout running angry
Best of You|Foo Fighters|2005|rock|en|0.35|0.90|130|0.01|empowering workout
Boulevard of Broken Dreams|Green Day|2004|rock,punk|en|0.35|0.70|84|0.02|lonely city night
American Idiot|Green Day|2004|punk,rock|en|0.55|0.95|186|0.01|rebellious angry workout
Wake Me Up When September Ends|Green Day|2004|rock|en|0.30|0.55|105|0.20|melancholy autumn nostalgic
Hysteria|Muse|2003|rock,alternative|en|0.40|0.95|94|0.01|workout epic
Supermassive Black Hole|Muse|2006|rock,alternative|en|0.60|0.85|120|0.01|confident dancing
Time Is Running Out|Muse|2003|rock,alternative|en|0.40|0.90|114|0.01|anxious epic
Starlight|Muse|2006|rock|en|0.45|0.80|122|0.02|romantic epic
Knights of Cydonia|Muse|2006|rock|en|0.40|0.95|137|0.01|epic workout gaming
Chelsea Dagger|The Fratellis|2006|rock|en|0.80|0.90|154|0.02|party singalong
I Bet You Look Good on the Dancefloor|Arctic Monkeys|2005|rock,indie|en|0.60|0.95|103|0.01|dancing party
R U Mine?|Arctic Monkeys|2012|rock,indie|en|0.50|0.85|97|0.01|confident night
Why'd You Only Call Me When You're High?|Arctic Monkeys|2013|rock,indie|en|0.60|0.60|92|0.05|latenight night
Fluorescent Adolescent|Arctic Monkeys|2007|rock,indie|en|0.70|0.85|113|0.02|nostalgic party
Lonely Boy|The Black Keys|2011|rock,blues|en|0.80|0.85|166|0.02|dancing playful
Gold on the Ceiling|The Black Keys|2011|rock,blues|en|0.70|0.80|130|0.02|confident
Tighten Up|The Black Keys|2010|rock,blues|en|0.70|0.70|108|0.05|playful
Use Somebody|Kings of Leon|2008|rock|en|0.35|0.75|137|0.01|epic lonely
Sex on Fire|Kings of Leon|2008|rock|en|0.45|0.90|153|0.01|sensual party
Pumped Up Kicks|Foster the People|2010|indie,pop|en|0.70|0.70|128|0.10|summer playful dark
Little Talks - Single|Of Monsters and Men|2011|indie|en|0.60|0.75|103|0.10|singalong
Home - Phillip Phillips|Phillip Phillips|2012|folk,pop|en|0.55|0.70|121|0.30|hopeful roadtrip
Shake It Out|Florence + The Machine|2011|indie,rock|en|0.40|0.80|108|0.05|hopeful epic
You've Got the Love|Florence + The Machine|2009|indie,soul|en|0.50|0.75|123|0.10|uplifting hopeful
# 2010s
Somebody That I Used to Know|Gotye|2011|indie,pop|en|0.45|0.50|129|0.50|heartbreak melancholy
Call Me Maybe|Carly Rae Jepsen|2011|pop|en|0.66|0.58|120|0.01|playful happy summer
Run Away with Me|Carly Rae Jepsen|2015|pop,synthpop|en|0.60|0.85|149|0.01|romantic dancing night
Royals|Lorde|2013|pop,alternative|en|0.35|0.45|85|0.10|confident
Green Light|Lorde|2017|pop|en|0.45|0.80|129|0.02|dancing heartbreak
Ribs|Lorde|2013|pop,alternative|en|0.30|0.60|128|0.05|nostalgic melancholy latenight
Team|Lorde|2013|pop|en|0.45|0.60|100|0.10|confident
Dancing On My Own|Robyn|2010|synthpop,dance|en|0.25|0.85|117|0.01|heartbreak dancing lonely club
Call Your Girlfriend|Robyn|2010|synthpop|en|0.55|0.80|113|0.02|dancing
Style|Taylor Swift|2014|pop,synthpop|en|0.50|0.80|95|0.01|night driving romantic
Blank Space|Taylor Swift|2014|pop|en|0.57|0.68|96|0.10|playful
Love Story|Taylor Swift|2008|country,pop|en|0.55|0.75|119|0.10|romantic
You Belong With Me|Taylor Swift|2008|country,pop|en|0.50|0.77|130|0.10|romantic playful
Anti-Hero|Taylor Swift|2022|pop|en|0.53|0.64|97|0.13|anxious playful
Delicate|Taylor Swift|2017|pop,electronic|en|0.35|0.40|95|0.20|romantic dreamy night
exile|Taylor Swift|2020|indie,folk|en|0.20|0.30|76|0.70|heartbreak melancholy
willow|Taylor Swift|2020|indie,folk|en|0.55|0.50|82|0.80|romantic autumn
Bad Guy|Billie Eilish|2019|pop,electronic|en|0.56|0.43|135|0.33|dark playful confident
Ocean Eyes|Billie Eilish|2016|pop,electronic|en|0.20|0.35|145|0.80|dreamy calm romantic
when the party's over|Billie Eilish|2018|pop|en|0.20|0.10|80|0.95|sad calm night
lovely|Billie Eilish|2018|pop|en|0.12|0.30|115|0.93|sad melancholy
Happier Than Ever|Billie Eilish|2021|pop,rock|en|0.30|0.60|81|0.50|heartbreak angry
BIRDS OF A FEATHER|Billie Eilish|2024|pop|en|0.44|0.51|105|0.20|romantic dreamy
Shape of You|Ed Sheeran|2017|pop|en|0.93|0.65|96|0.58|dancing romantic
Castle on the Hill|Ed Sheeran|2017|pop,rock|en|0.47|0.83|135|0.02|nostalgic roadtrip
The A Team|Ed Sheeran|2011|folk,pop|en|0.40|0.30|85|0.80|melancholy calm
Bad Habits|Ed Sheeran|2021|pop,dance|en|0.59|0.90|126|0.05|night dancing
Stay|The Kid LAROI|2021|pop|en|0.48|0.76|170|0.04|heartbreak
Save Your Tears|The Weeknd|2020|synthpop,pop|en|0.64|0.83|118|0.02|night dancing heartbreak
Can't Feel My Face|The Weeknd|2015|pop,funk|en|0.58|0.77|108|0.11|dancing night
Die For You|The Weeknd|2016|rnb|en|0.50|0.52|134|0.11|romantic latenight
Call Out My Name|The Weeknd|2018|rnb|en|0.18|0.59|134|0.21|heartbreak latenight
This Is America|Childish Gambino|2018|hiphop|en|0.40|0.70|120|0.05|dark angry
DNA.|Kendrick Lamar|2017|hiphop,rap|en|0.42|0.52|140|0.01|confident workout angry
Alright|Kendrick Lamar|2015|hiphop,jazz|en|0.50|0.65|110|0.10|hopeful triumphant
Money Trees|Kendrick Lamar|2012|hiphop,rap|en|0.37|0.53|144|0.07|chill city
Swimming Pools (Drank)|Kendrick Lamar|2012|hiphop,rap|en|0.35|0.55|74|0.10|dark party
Not Like Us|Kendrick Lamar|2024|hiphop,rap|en|0.21|0.47|101|0.01|confident angry party
SICKO MODE|Travis Scott|2018|hiphop,rap|en|0.45|0.73|155|0.01|party workout
goosebumps|Travis Scott|2016|hiphop,rap|en|0.43|0.73|130|0.08|night dark party
Hotline Bling|Drake|2015|hiphop,rnb|en|0.55|0.62|135|0.01|latenight heartbreak
God's Plan|Drake|2018|hiphop,rap|en|0.35|0.45|77|0.03|confident chill
One Dance|Drake|2016|hiphop,afrobeats|en|0.37|0.63|104|0.01|dancing summer club
Passionfruit|Drake|2017|rnb,house|en|0.37|0.46|112|0.25|chill latenight sunset
Started from the Bottom|Drake|2013|hiphop,rap|en|0.55|0.50|86|0.03|confident workout triumphant
Old Town Road|Lil Nas X|2019|country,hiphop|en|0.64|0.62|136|0.05|playful roadtrip
MONTERO (Call Me By Your Name)|Lil Nas X|2021|pop,hiphop|en|0.76|0.50|179|0.30|confident playful
Rockstar|Post Malone|2017|hiphop|en|0.13|0.52|160|0.12|dark party
Circles|Post Malone|2019|pop,rock|en|0.55|0.76|120|0.20|melancholy heartbreak driving
Congratulations|Post Malone|2016|hiphop|en|0.49|0.80|123|0.22|triumphant party
XO Tour Llif3|Lil Uzi Vert|2017|hiphop,rap|en|0.40|0.75|155|0.00|dark party
Mask Off|Future|2017|hiphop,rap|en|0.28|0.43|150|0.01|dark night confident
Praise the Lord (Da Shine)|A$AP Rocky|2018|hiphop,rap|en|0.30|0.70|80|0.10|confident
Location|Khalid|2016|rnb,pop|en|0.40|0.45|80|0.40|chill romantic
Talk|Khalid|2019|rnb,pop|en|0.35|0.40|136|0.05|romantic chill
Good Days|SZA|2020|rnb|en|0.40|0.45|121|0.50|dreamy hopeful chill
Kill Bill|SZA|2022|rnb,pop|en|0.42|0.64|89|0.05|heartbreak playful dark
Snooze|SZA|2022|rnb|en|0.40|0.55|143|0.10|romantic chill
The Weekend|SZA|2017|rnb|en|0.30|0.40|148|0.20|chill latenight weekend
Get You|Daniel Caesar|2016|rnb,soul|en|0.40|0.30|80|0.60|romantic calm night
Japanese Denim|Daniel Caesar|2016|rnb,soul|en|0.45|0.35|86|0.50|romantic chill
Nights|Frank Ocean|2016|rnb,alternative|en|0.40|0.55|90|0.30|latenight night dreamy
Ivy|Frank Ocean|2016|rnb,alternative|en|0.30|0.35|116|0.50|nostalgic heartbreak
Self Control|Frank Ocean|2016|rnb|en|0.25|0.30|140|0.60|heartbreak latenight
Sweet Life|Frank Ocean|2012|rnb,soul|en|0.60|0.55|78|0.30|summer chill sunset
Come Through and Chill|Miguel|2017|rnb|en|0.40|0.45|80|0.20|sensual latenight
Coffee|Miguel|2015|rnb|en|0.40|0.55|90|0.10|sensual morning romantic
Leave the Door Open|Silk Sonic|2021|soul,rnb|en|0.72|0.62|148|0.18|romantic sensual evening
24K Magic|Bruno Mars|2016|funk,pop|en|0.63|0.80|107|0.03|party dancing confident
Just the Way You Are|Bruno Mars|2010|pop|en|0.42|0.84|109|0.01|romantic happy
Locked Out of Heaven|Bruno Mars|2012|pop,reggae|en|0.87|0.70|144|0.05|dancing party
Treasure|Bruno Mars|2013|pop,disco|en|0.94|0.69|116|0.04|dancing happy
Die With A Smile|Lady Gaga|2024|pop,soul|en|0.50|0.60|158|0.30|romantic epic
Bad Romance|Lady Gaga|2009|pop,dance|en|0.71|0.92|119|0.01|dancing party dark
Just Dance|Lady Gaga|2008|pop,dance|en|0.75|0.78|119|0.02|party club dancing
Shallow|Lady Gaga|2018|pop,rock|en|0.32|0.39|96|0.37|romantic epic
Poker Face|Lady Gaga|2008|pop,dance|en|0.78|0.80|119|0.12|party club confident
Firework|Katy Perry|2010|pop,dance|en|0.65|0.83|124|0.14|empowering uplifting
Teenage Dream|Katy Perry|2010|pop|en|0.72|0.80|120|0.02|romantic summer nostalgic
Roar|Katy Perry|2013|pop|en|0.46|0.77|90|0.00|empowering workout
Dynamite|Taio Cruz|2010|pop,dance|en|0.82|0.78|120|0.00|party club
TiK ToK|Kesha|2009|pop,dance|en|0.71|0.84|120|0.10|party playful
Party Rock Anthem|LMFAO|2011|electronic,dance|en|0.37|0.73|130|0.02|party club workout
Sexy and I Know It|LMFAO|2011|electronic,dance|en|0.80|0.86|130|0.10|party playful
Give Me Everything|Pitbull|2011|dance,hiphop|en|0.53|0.94|129|0.19|party club
Timber|Pitbull|2013|dance,pop|en|0.82|0.96|130|0.03|party dancing
When Love Takes Over|David Guetta|2009|electronic,house|en|0.50|0.85|130|0.02|uplifting dancing
Lean On|Major Lazer|2015|electronic,dance|en|0.58|0.81|98|0.00|dancing summer club
Where Are Ü Now|Jack Ü|2015|electronic|en|0.20|0.80|140|0.05|heartbreak club
Closer|The Chainsmokers|2016|electronic,pop|en|0.66|0.52|95|0.41|nostalgic romantic roadtrip
Something Just Like This|The Chainsmokers|2017|electronic,pop|en|0.45|0.64|103|0.05|uplifting dreamy
Don't Let Me Down|The Chainsmokers|2016|electronic,pop|en|0.42|0.87|160|0.16|dancing
Faded|Alan Walker|2015|electronic|en|0.16|0.63|90|0.03|melancholy dreamy night
Summer|Calvin Harris|2014|electronic,house|en|0.74|0.86|128|0.02|summer dancing party beach
Feel So Close|Calvin Harris|2011|electronic,house|en|0.65|0.92|128|0.02|dancing party
One Kiss|Calvin Harris|2018|house,dance|en|0.59|0.86|124|0.04|dancing summer sensual
This Is What You Came For|Calvin Harris|2016|electronic,house|en|0.47|0.93|124|0.20|dancing club
Get Lucky|Daft Punk|2013|disco,funk|en|0.86|0.81|116|0.04|dancing party summer
Instant Crush|Daft Punk|2013|electronic,rock|en|0.53|0.59|110|0.04|dreamy heartbreak
Lose Yourself to Dance|Daft Punk|2013|disco,funk|en|0.68|0.66|100|0.07|dancing
Latch|Disclosure|2012|house,electronic|en|0.53|0.73|122|0.02|dancing romantic club
White Noise|Disclosure|2013|house,electronic|en|0.60|0.85|120|0.01|club dancing
Wait|M83|2011|electronic,ambient|en|0.15|0.35|88|0.30|dreamy melancholy
Intro|The xx|2009|indie|instrumental|0.25|0.55|100|0.20|focus
Angels|The xx|2012|indie,electronic|en|0.20|0.20|88|0.70|calm romantic night
On Hold|The xx|2017|indie,electronic|en|0.45|0.60|132|0.10|nostalgic dancing
Loud Places|Jamie xx|2015|electronic,house|en|0.30|0.55|123|0.10|club dreamy latenight
Gosh|Jamie xx|2015|electronic|instrumental|0.40|0.85|125|0.01|focus club epic
Open Eye Signal|Jon Hopkins|2013|electronic,techno|instrumental|0.35|0.80|121|0.01|focus epic running
Emerald Rush|Jon Hopkins|2018|electronic|instrumental|0.35|0.75|123|0.02|focus dreamy
Kerala|Bonobo|2017|electronic,ambient|instrumental|0.45|0.65|120|0.10|focus chill
Cirrus|Bonobo|2013|electronic,ambient|instrumental|0.55|0.60|120|0.20|focus chill study
Kong|Bonobo|2013|electronic|instrumental|0.40|0.50|114|0.10|focus study
Say My Name|ODESZA|2014|electronic|en|0.50|0.70|118|0.05|dreamy dancing
A Moment Apart|ODESZA|2017|electronic,ambient|en|0.30|0.60|125|0.10|dreamy epic
Resonance|HOME|2014|synthpop,electronic|instrumental|0.40|0.60|85|0.02|nostalgic night driving dreamy
Tech Noir|Gunship|2015|synthpop|en|0.30|0.80|110|0.01|night driving dark
Turbo Killer|Carpenter Brut|2015|synthpop,metal|instrumental|0.20|0.95|120|0.01|dark workout gaming
Roller Mobster|Carpenter Brut|2012|synthpop,electronic|instrumental|0.25|0.90|116|0.01|workout gaming night
Lofi Study Session|Lofi Girl|2019|lofi|instrumental|0.45|0.25|80|0.70|study focus chill
Snowman|WYS|2018|lofi|instrumental|0.40|0.20|75|0.80|study focus winter snow cozy
Coffee Break|Kupla|2018|lofi|instrumental|0.50|0.25|82|0.75|study cafe morning cozy
Rain in Tokyo|Tomppabeats|2016|lofi|instrumental|0.35|0.25|80|0.70|rain study night city
Falling|Idealism|2016|lofi|instrumental|0.35|0.25|78|0.70|study rain calm
Aurora|Kudasai|2018|lofi|instrumental|0.40|0.20|75|0.80|study calm night
Sunday Morning|Jinsang|2016|lofi,hiphop|instrumental|0.50|0.25|80|0.75|sunday morning cozy study
Beneath the Waves|Sleepy Fish|2019|lofi|instrumental|0.40|0.15|70|0.80|sleep ocean calm study
Solitude|Philanthrope|2018|lofi|instrumental|0.35|0.25|80|0.70|lonely study rain
Dreamers|Ambulo|2018|lofi|instrumental|0.45|0.25|82|0.70|dreamy study
Una Mattina|Ludovico Einaudi|2004|classical|instrumental|0.35|0.15|80|0.98|morning calm study focus
I Giorni|Ludovico Einaudi|2001|classical|instrumental|0.30|0.15|70|0.98|calm melancholy study
Divenire|Ludovico Einaudi|2006|classical|instrumental|0.35|0.45|130|0.90|epic focus study
Kiss the Rain|Yiruma|2003|classical|instrumental|0.40|0.20|60|0.99|rain calm romantic study
On the Nature of Daylight|Max Richter|2004|classical,ambient|instrumental|0.10|0.15|70|0.95|sad calm focus
Spring 1|Max Richter|2012|classical|instrumental|0.60|0.45|100|0.90|spring focus uplifting
Dream 3 (in the midst of my life)|Max Richter|2015|classical,ambient|instrumental|0.25|0.10|60|0.95|sleep calm meditation
Spiegel im Spiegel|Arvo Pärt|1978|classical|instrumental|0.25|0.05|60|0.99|calm meditation sleep study
Für Alina|Arvo Pärt|1976|classical|instrumental|0.20|0.03|50|0.99|calm meditation sleep
The Four Seasons: Spring|Antonio Vivaldi|1725|classical|instrumental|0.80|0.45|100|0.95|spring happy study focus
The Four Seasons: Winter|Antonio Vivaldi|1725|classical|instrumental|0.35|0.55|100|0.95|winter snow focus
Canon in D|Johann Pachelbel|1680|classical|instrumental|0.50|0.20|60|0.98|wedding calm study
Air on the G String|Johann Sebastian Bach|1731|classical|instrumental|0.35|0.10|60|0.98|calm study sleep
Cello Suite No. 1 in G Major: Prelude|Johann Sebastian Bach|1720|classical|instrumental|0.50|0.25|80|0.99|focus study morning
Moonlight Sonata|Ludwig van Beethoven|1801|classical|instrumental|0.15|0.10|54|0.99|night calm melancholy
Für Elise|Ludwig van Beethoven|1810|classical|instrumental|0.40|0.20|70|0.99|calm study
Nocturne Op. 9 No. 2|Frédéric Chopin|1832|classical|instrumental|0.35|0.10|66|0.99|night romantic calm sleep
Arabesque No. 1|Claude Debussy|1891|classical|instrumental|0.45|0.15|80|0.99|dreamy calm study
Boléro|Maurice Ravel|1928|classical|instrumental|0.45|0.45|72|0.85|epic focus
Adagio for Strings|Samuel Barber|1936|classical|instrumental|0.10|0.15|50|0.95|sad epic
Ride of the Valkyries|Richard Wagner|1870|classical|instrumental|0.50|0.85|100|0.80|epic triumphant workout
In the Hall of the Mountain King|Edvard Grieg|1875|classical|instrumental|0.45|0.70|130|0.85|playful mysterious
Morning Mood|Edvard Grieg|1875|classical|instrumental|0.60|0.15|70|0.95|morning peaceful calm spring
The Blue Danube|Johann Strauss II|1866|classical|instrumental|0.70|0.35|90|0.90|dancing wedding
Swan Lake, Op. 20: Scene|Pyotr Ilyich Tchaikovsky|1876|classical|instrumental|0.25|0.45|80|0.85|epic melancholy
Dance of the Sugar Plum Fairy|Pyotr Ilyich Tchaikovsky|1892|classical|instrumental|0.55|0.25|76|0.90|christmas winter playful
Interstellar Main Theme|Hans Zimmer|2014|soundtrack|instrumental|0.20|0.35|80|0.30|epic dreamy focus
He's a Pirate|Klaus Badelt|2003|soundtrack|instrumental|0.55|0.85|130|0.30|epic workout gaming
Now We Are Free|Hans Zimmer|2000|soundtrack|instrumental|0.40|0.40|72|0.40|epic peaceful
The Shire|Howard Shore|2001|soundtrack|instrumental|0.60|0.15|70|0.90|peaceful forest calm morning
Hedwig's Theme|John Williams|2001|soundtrack|instrumental|0.45|0.45|90|0.70|mysterious christmas winter
Main Title (Star Wars)|John Williams|1977|soundtrack|instrumental|0.60|0.75|100|0.70|epic triumphant
Married Life|Michael Giacchino|2009|soundtrack|instrumental|0.45|0.25|110|0.90|nostalgic romantic
Mia & Sebastian's Theme|Justin Hurwitz|2016|soundtrack,jazz|instrumental|0.40|0.20|100|0.95|romantic nostalgic night
City of Stars|Ryan Gosling|2016|soundtrack,jazz|en|0.30|0.20|105|0.90|romantic dreamy night
Another Day of Sun|La La Land Cast|2016|soundtrack|en|0.80|0.80|126|0.40|happy sun driving
Zelda's Lullaby|Koji Kondo|1998|soundtrack|instrumental|0.40|0.10|70|0.80|calm gaming sleep dreamy
Sweden|C418|2011|soundtrack,ambient|instrumental|0.30|0.10|60|0.80|calm gaming nostalgic study
Wet Hands|C418|2011|soundtrack,ambient|instrumental|0.40|0.10|70|0.80|calm gaming study
Megalovania|Toby Fox|2015|soundtrack,electronic|instrumental|0.40|0.85|120|0.05|gaming workout epic
Still Alive|Jonathan Coulton|2007|soundtrack,pop|en|0.60|0.40|120|0.50|gaming playful
One Final Effort|Martin O'Donnell|2007|soundtrack|instrumental|0.40|0.80|120|0.30|epic gaming
Dragonborn|Jeremy Soule|2011|soundtrack|instrumental|0.35|0.85|110|0.40|epic gaming workout
Gerudo Valley|Koji Kondo|1998|soundtrack|instrumental|0.70|0.70|140|0.60|gaming playful desert
# 2020s
As It Was|Harry Styles|2022|pop|en|0.66|0.73|174|0.34|nostalgic dancing
Adore You|Harry Styles|2019|pop|en|0.57|0.77|99|0.02|romantic summer
Golden|Harry Styles|2019|pop,rock|en|0.54|0.84|140|0.21|summer driving happy
Sign of the Times|Harry Styles|2017|rock,pop|en|0.22|0.47|120|0.03|epic melancholy
Heat Waves|Glass Animals|2020|indie,pop|en|0.53|0.53|81|0.44|summer melancholy nostalgic
good 4 u|Olivia Rodrigo|2021|pop,punk|en|0.69|0.66|167|0.34|angry heartbreak workout
vampire|Olivia Rodrigo|2023|pop,rock|en|0.32|0.53|138|0.18|heartbreak angry
traitor|Olivia Rodrigo|2021|pop|en|0.08|0.34|101|0.69|heartbreak sad
Flowers|Miley Cyrus|2023|pop,disco|en|0.65|0.69|118|0.06|empowering confident summer
Party in the U.S.A.|Miley Cyrus|2009|pop|en|0.48|0.71|96|0.00|party happy
Wrecking Ball|Miley Cyrus|2013|pop|en|0.20|0.42|120|0.41|heartbreak epic
Espresso|Sabrina Carpenter|2024|pop,disco|en|0.69|0.76|104|0.10|playful summer confident
Please Please Please|Sabrina Carpenter|2024|pop,country|en|0.55|0.55|107|0.20|playful romantic
Good Luck, Babe!|Chappell Roan|2024|pop,synthpop|en|0.60|0.70|117|0.05|heartbreak dancing
Pink Pony Club|Chappell Roan|2020|pop,synthpop|en|0.55|0.65|117|0.05|empowering dancing
HOT TO GO!|Chappell Roan|2023|pop,synthpop|en|0.85|0.85|110|0.05|party dancing playful
APT.|ROSÉ|2024|pop,kpop|en|0.85|0.80|149|0.05|party playful
Beautiful Things|Benson Boone|2024|pop,rock|en|0.20|0.47|105|0.15|hopeful epic
Lose Control|Teddy Swims|2023|soul,pop|en|0.40|0.60|80|0.30|heartbreak
Texas Hold 'Em|Beyoncé|2024|country,pop|en|0.70|0.65|110|0.40|playful dancing
A Bar Song (Tipsy)|Shaboozey|2024|country,hiphop|en|0.60|0.70|81|0.40|party bar
Fast Car|Luke Combs|2023|country|en|0.50|0.60|98|0.40|nostalgic driving
Last Night|Morgan Wallen|2023|country|en|0.50|0.70|204|0.50|heartbreak
Tennessee Whiskey|Chris Stapleton|2015|country,soul|en|0.40|0.35|48|0.20|romantic bar evening
Cruise|Florida Georgia Line|2012|country|en|0.70|0.90|148|0.10|summer driving party
9 to 5|Dolly Parton|1980|country,pop|en|0.85|0.80|107|0.30|work morning happy
Before He Cheats|Carrie Underwood|2005|country,pop|en|0.45|0.85|148|0.10|angry heartbreak
Man! I Feel Like a Woman!|Shania Twain|1997|country,pop|en|0.80|0.90|125|0.10|party empowering
Friends in Low Places|Garth Brooks|1990|country|en|0.70|0.60|120|0.40|bar singalong
Chicken Fried|Zac Brown Band|2008|country|en|0.75|0.60|170|0.60|happy summer evening
Need You Now|Lady A|2009|country,pop|en|0.30|0.60|108|0.10|latenight lonely heartbreak
Dancing in the Moonlight|Toploader|2000|pop,rock|en|0.85|0.80|136|0.20|dancing night summer happy
Sunroof|Nicky Youre|2021|pop|en|0.85|0.70|131|0.20|summer driving happy
Houdini|Dua Lipa|2023|pop,dance|en|0.70|0.80|117|0.01|dancing confident
New Rules|Dua Lipa|2017|pop,dance|en|0.61|0.70|116|0.00|empowering heartbreak dancing
Unholy|Sam Smith|2022|pop,electronic|en|0.24|0.47|131|0.01|dark sensual night
Dance Monkey|Tones and I|2019|pop|en|0.51|0.59|98|0.69|playful dancing
Someone You Loved|Lewis Capaldi|2018|pop|en|0.45|0.41|110|0.75|heartbreak sad
Before You Go|Lewis Capaldi|2019|pop|en|0.18|0.57|112|0.60|sad heartbreak
Shivers|Ed Sheeran|2021|pop|en|0.82|0.80|141|0.28|romantic dancing
Peaches|Justin Bieber|2021|rnb,pop|en|0.46|0.70|90|0.32|chill summer
Love Yourself|Justin Bieber|2015|pop,folk|en|0.52|0.38|100|0.84|heartbreak calm
Sorry|Justin Bieber|2015|pop,dance|en|0.41|0.76|100|0.08|dancing
Cold Heart (PNAU Remix)|Elton John|2021|dance,pop|en|0.94|0.80|116|0.04|dancing happy nostalgic
Industry Baby|Lil Nas X|2021|hiphop|en|0.89|0.70|150|0.02|confident triumphant workout
Mood|24kGoldn|2020|pop,hiphop|en|0.76|0.72|91|0.22|chill playful
Savage Love (Laxed - Siren Beat)|Jawsh 685|2020|pop,hiphop|en|0.76|0.48|150|0.23|playful heartbreak
Glimpse of Us|Joji|2022|pop,singer-songwriter|en|0.25|0.30|85|0.85|heartbreak sad
SLOW DANCING IN THE DARK|Joji|2018|rnb,alternative|en|0.28|0.48|89|0.54|latenight heartbreak dark
Sweater Weather|The Neighbourhood|2012|indie,alternative|en|0.40|0.81|124|0.05|cozy autumn winter romantic
Daddy Issues|The Neighbourhood|2015|indie,alternative|en|0.33|0.52|85|0.10|latenight melancholy
Electric Love|BØRNS|2014|indie,pop|en|0.50|0.80|120|0.01|dreamy romantic
Youth|Daughter|2011|indie,folk|en|0.20|0.45|90|0.60|melancholy dreamy
Apocalypse|Cigarettes After Sex|2017|indie,ambient|en|0.20|0.35|94|0.40|dreamy romantic latenight
K.|Cigarettes After Sex|2017|indie,ambient|en|0.25|0.40|103|0.50|dreamy romantic night
Space Song|Beach House|2015|indie,ambient|en|0.20|0.45|147|0.20|dreamy night melancholy
Myth|Beach House|2012|indie,ambient|en|0.25|0.55|129|0.10|dreamy night
The Less I Know the Better|Tame Impala|2015|indie,alternative|en|0.78|0.74|117|0.01|dancing heartbreak playful
Let It Happen|Tame Impala|2015|indie,electronic|en|0.45|0.80|125|0.01|dreamy dancing
Feels Like We Only Go Backwards|Tame Impala|2012|indie,alternative|en|0.55|0.60|159|0.05|dreamy nostalgic
Borderline|Tame Impala|2020|indie,alternative|en|0.55|0.70|98|0.03|dreamy dancing
Cool Kids|Echosmith|2013|indie,pop|en|0.70|0.70|130|0.10|nostalgic summer
Bags|Clairo|2019|indie,pop|en|0.50|0.45|140|0.40|romantic dreamy
Sofia|Clairo|2019|indie,pop|en|0.60|0.70|140|0.10|romantic playful
Pretty Girl|Clairo|2017|indie,lofi|en|0.50|0.40|132|0.30|chill
Apple Pie|Lizzy McAlpine|2020|folk,singer-songwriter|en|0.40|0.30|100|0.80|cozy calm
ceilings|Lizzy McAlpine|2022|folk,singer-songwriter|en|0.20|0.25|80|0.85|melancholy romantic dreamy
Motion Sickness|Phoebe Bridgers|2017|indie,folk|en|0.40|0.55|114|0.40|heartbreak
Kyoto|Phoebe Bridgers|2020|indie,rock|en|0.55|0.70|160|0.20|nostalgic roadtrip
Seventeen Going Under|Sam Fender|2021|rock,indie|en|0.50|0.80|135|0.05|nostalgic epic
Little Dark Age|MGMT|2017|synthpop,indie|en|0.40|0.70|105|0.05|dark dancing
Unwritten|Natasha Bedingfield|2004|pop|en|0.65|0.75|100|0.20|hopeful uplifting morning
Good as Hell|Lizzo|2016|pop,soul|en|0.50|0.88|96|0.30|empowering confident workout
About Damn Time|Lizzo|2022|pop,funk|en|0.72|0.74|109|0.10|confident dancing empowering
Truth Hurts|Lizzo|2017|pop,hiphop|en|0.41|0.62|158|0.11|confident heartbreak
Ghost|Justin Bieber|2021|pop|en|0.44|0.74|154|0.19|heartbreak hopeful
# more 2000s to 2020s, and classic singer-songwriters
Hey, Soul Sister|Train|2009|pop,folk|en|0.80|0.88|97|0.19|happy romantic summer
Drops of Jupiter (Tell Me)|Train|2001|pop,rock|en|0.50|0.60|79|0.20|nostalgic dreamy
Viva Forever|Spice Girls|1998|pop|en|0.40|0.40|95|0.40|nostalgic romantic
Cheap Thrills|Sia|2016|pop,dance|en|0.73|0.70|90|0.06|party dancing
Chandelier|Sia|2014|pop|en|0.37|0.79|118|0.02|epic party melancholy
Elastic Heart|Sia|2015|pop|en|0.50|0.79|130|0.01|empowering
Counting Stars|OneRepublic|2013|pop,rock|en|0.48|0.71|122|0.07|hopeful singalong
Apologize|OneRepublic|2007|pop,rock|en|0.20|0.55|118|0.20|heartbreak
Demons|Imagine Dragons|2012|rock,pop|en|0.38|0.71|90|0.19|dark melancholy
Thunder|Imagine Dragons|2017|pop,rock|en|0.29|0.82|168|0.01|confident workout
On Top of the World|Imagine Dragons|2012|pop,rock|en|0.77|0.81|100|0.09|happy uplifting
Pompeii|Bastille|2013|indie,pop|en|0.57|0.71|127|0.08|epic singalong
Ride|Twenty One Pilots|2015|alternative,reggae|en|0.56|0.71|75|0.01|anxious driving
Stressed Out|Twenty One Pilots|2015|alternative,hiphop|en|0.65|0.64|170|0.05|nostalgic anxious
Heathens|Twenty One Pilots|2016|alternative|en|0.55|0.40|90|0.08|dark
Sugar|Maroon 5|2014|pop|en|0.88|0.79|120|0.06|happy wedding dancing
Moves Like Jagger|Maroon 5|2011|pop,dance|en|0.62|0.76|128|0.01|dancing party confident
She Will Be Loved|Maroon 5|2002|pop,rock|en|0.48|0.68|102|0.20|romantic
This Love|Maroon 5|2002|pop,funk|en|0.80|0.78|95|0.05|romantic dancing
Payphone|Maroon 5|2012|pop|en|0.52|0.74|110|0.02|heartbreak
Stay The Night|Zedd|2013|electronic,dance|en|0.46|0.74|128|0.03|dancing night
Clarity|Zedd|2012|electronic,dance|en|0.18|0.78|128|0.04|uplifting epic club
The Middle|Zedd|2018|electronic,pop|en|0.44|0.66|107|0.17|romantic
Hey Brother|Avicii|2013|electronic,country|en|0.46|0.78|125|0.03|hopeful uplifting roadtrip
The Nights|Avicii|2014|electronic,dance|en|0.66|0.84|126|0.02|uplifting roadtrip nostalgic
Silhouettes|Avicii|2012|electronic,house|en|0.50|0.87|128|0.03|dancing club
Lush Life|Zara Larsson|2015|pop,dance|en|0.72|0.72|98|0.14|happy summer dancing
Never Forget You|Zara Larsson|2015|pop|en|0.32|0.72|146|0.01|nostalgic
Rather Be|Clean Bandit|2014|electronic,pop|en|0.55|0.59|121|0.16|romantic happy
Symphony|Clean Bandit|2017|electronic,pop|en|0.46|0.63|123|0.26|romantic
Stole the Show|Kygo|2015|electronic,house|en|0.50|0.63|100|0.16|chill summer
Firestone|Kygo|2014|electronic,house|en|0.44|0.64|114|0.41|summer sunset chill
It Ain't Me|Kygo|2017|electronic,pop|en|0.56|0.53|100|0.12|heartbreak summer
Cold Water|Major Lazer|2016|electronic,pop|en|0.50|0.80|93|0.07|hopeful summer
Turn Me On|David Guetta|2011|electronic,dance|en|0.60|0.78|128|0.02|party club
Sweet Nothing|Calvin Harris|2012|electronic,dance|en|0.58|0.93|128|0.20|club dancing
How Deep Is Your Love|Calvin Harris|2015|electronic,house|en|0.35|0.87|122|0.05|club sensual night
Blame|Calvin Harris|2014|electronic,house|en|0.40|0.85|128|0.05|club
Greece|DJ Khaled|2019|hiphop|en|0.50|0.60|110|0.10|summer chill
Lights|Ellie Goulding|2010|electronic,pop|en|0.65|0.80|120|0.02|dreamy night dancing
Burn|Ellie Goulding|2013|electronic,pop|en|0.33|0.78|87|0.29|uplifting party
Love Me Like You Do|Ellie Goulding|2015|pop|en|0.28|0.61|95|0.26|romantic
Habits (Stay High)|Tove Lo|2013|electronic,pop|en|0.35|0.65|110|0.07|heartbreak party
Cool for the Summer|Demi Lovato|2015|pop,rock|en|0.58|0.62|114|0.01|summer sensual
Sorry Not Sorry|Demi Lovato|2017|pop,rnb|en|0.50|0.65|145|0.01|confident empowering
7 rings|Ariana Grande|2019|pop,rnb|en|0.33|0.32|140|0.59|confident playful
thank u, next|Ariana Grande|2018|pop,rnb|en|0.41|0.65|107|0.23|empowering heartbreak
positions|Ariana Grande|2020|pop,rnb|en|0.68|0.80|144|0.47|romantic playful
Side to Side|Ariana Grande|2016|pop,rnb|en|0.60|0.74|159|0.04|sensual dancing
Into You|Ariana Grande|2016|pop,dance|en|0.37|0.73|108|0.02|sensual dancing
no tears left to cry|Ariana Grande|2018|pop,dance|en|0.35|0.71|122|0.04|hopeful dancing
Starving|Hailee Steinfeld|2016|pop|en|0.49|0.49|99|0.40|romantic playful
Attention|Charlie Puth|2017|pop,funk|en|0.79|0.61|100|0.10|heartbreak dancing
We Don't Talk Anymore|Charlie Puth|2016|pop|en|0.28|0.56|100|0.62|heartbreak
See You Again|Wiz Khalifa|2015|hiphop,pop|en|0.28|0.48|80|0.37|nostalgic sad hopeful
Black and Yellow|Wiz Khalifa|2010|hiphop|en|0.60|0.60|164|0.05|confident driving
Can't Stop|Red Hot Chili Peppers|2002|rock,funk|en|0.88|0.91|92|0.02|workout party
By the Way|Red Hot Chili Peppers|2002|rock|en|0.50|0.90|122|0.02|party
Dani California|Red Hot Chili Peppers|2006|rock|en|0.70|0.90|96|0.01|roadtrip
Snow (Hey Oh)|Red Hot Chili Peppers|2006|rock|en|0.65|0.85|105|0.10|snow winter uplifting
Rain on Me|Lady Gaga|2020|pop,dance|en|0.65|0.85|123|0.02|dancing empowering rain
Stupid Love|Lady Gaga|2020|pop,dance|en|0.70|0.80|118|0.01|dancing party
Say So|Doja Cat|2019|pop,disco|en|0.79|0.67|111|0.26|dancing playful
Kiss Me More|Doja Cat|2021|pop,disco|en|0.78|0.68|111|0.24|playful romantic summer
Paint The Town Red|Doja Cat|2023|hiphop,pop|en|0.65|0.54|100|0.27|confident
Woman|Doja Cat|2021|pop,afrobeats|en|0.88|0.76|108|0.09|empowering dancing
Boss Bitch|Doja Cat|2020|hiphop|en|0.60|0.90|127|0.01|workout confident
WAP|Cardi B|2020|hiphop,rap|en|0.36|0.45|133|0.02|confident party
Bodak Yellow|Cardi B|2017|hiphop,rap|en|0.50|0.71|125|0.07|confident workout
Super Bass|Nicki Minaj|2010|hiphop,pop|en|0.65|0.86|127|0.27|playful party
Starships|Nicki Minaj|2012|pop,dance|en|0.75|0.72|125|0.20|party dancing
Savage|Megan Thee Stallion|2020|hiphop,rap|en|0.60|0.70|169|0.02|confident workout
Body|Megan Thee Stallion|2020|hiphop,rap|en|0.55|0.80|130|0.03|confident party
Hot Girl Summer|Megan Thee Stallion|2019|hiphop|en|0.70|0.70|98|0.05|summer party
Blueberry Faygo|Lil Mosey|2020|hiphop|en|0.70|0.60|99|0.10|chill summer
Lucid Dreams|Juice WRLD|2018|hiphop,rap|en|0.22|0.57|84|0.35|heartbreak dark
All Girls Are the Same|Juice WRLD|2018|hiphop|en|0.20|0.60|80|0.10|heartbreak
Life Is Good|Future|2020|hiphop,rap|en|0.50|0.70|142|0.07|confident
Highest in the Room|Travis Scott|2019|hiphop|en|0.10|0.43|76|0.05|dark latenight
Laugh Now Cry Later|Drake|2020|hiphop|en|0.50|0.60|134|0.20|confident
Wait for U|Future|2022|hiphop,rnb|en|0.34|0.64|83|0.30|heartbreak latenight
Rich Flex|Drake|2022|hiphop,rap|en|0.45|0.52|153|0.05|confident
Calling My Phone|Lil Tjay|2021|hiphop|en|0.30|0.50|105|0.40|heartbreak
Lovers Rock|TV Girl|2014|indie,pop|en|0.45|0.60|105|0.05|dreamy romantic latenight
Not Allowed|TV Girl|2014|indie,pop|en|0.50|0.60|100|0.10|dreamy heartbreak
Those Eyes|New West|2019|indie,pop|en|0.25|0.25|130|0.85|romantic calm
Matilda|Harry Styles|2022|folk,pop|en|0.30|0.20|110|0.90|calm melancholy
Bloom|The Paper Kites|2010|folk,indie|en|0.45|0.20|124|0.90|romantic calm spring
Sunday Best|Surfaces|2019|pop,funk|en|0.85|0.60|112|0.20|happy sunday morning sun
Good Day|Surfaces|2019|pop|en|0.85|0.55|110|0.30|happy morning
Kokomo, TX|Shakey Graves|2011|folk|en|0.55|0.40|100|0.80|roadtrip
Saturday Sun|Vance Joy|2018|pop,folk|en|0.80|0.70|120|0.30|summer happy weekend sun
Mess Is Mine|Vance Joy|2014|folk,pop|en|0.40|0.60|112|0.40|romantic
Amsterdam|Gregory Alan Isakov|2013|folk|en|0.25|0.20|86|0.95|calm melancholy night
The Stable Song|Gregory Alan Isakov|2009|folk|en|0.30|0.20|90|0.95|calm autumn nostalgic
Rivers|Leith Ross|2021|folk,singer-songwriter|en|0.30|0.20|90|0.90|calm
Two Birds|Regina Spektor|2009|singer-songwriter|en|0.45|0.25|84|0.80|calm melancholy
Samson|Regina Spektor|2006|singer-songwriter|en|0.30|0.20|80|0.85|romantic calm melancholy
Fidelity|Regina Spektor|2006|pop,singer-songwriter|en|0.60|0.50|104|0.60|romantic playful
Free Fallin'|Tom Petty|1989|rock|en|0.55|0.55|84|0.20|driving nostalgic roadtrip
I Won't Back Down|Tom Petty|1989|rock|en|0.65|0.60|115|0.20|empowering
Learning to Fly|Tom Petty|1991|rock|en|0.55|0.55|115|0.30|hopeful roadtrip
American Girl|Tom Petty|1976|rock|en|0.75|0.80|115|0.10|driving summer
Running on Empty|Jackson Browne|1977|rock|en|0.55|0.70|138|0.20|roadtrip driving
Ventura Highway|America|1972|folk,rock|en|0.75|0.55|124|0.60|roadtrip summer driving
A Horse with No Name|America|1971|folk,rock|en|0.55|0.45|123|0.60|desert roadtrip dreamy
Peaceful Easy Feeling|Eagles|1972|country,rock|en|0.60|0.40|126|0.60|calm peaceful evening
Heart of Gold|Neil Young|1972|folk,country|en|0.55|0.40|85|0.70|calm lonely
Old Man|Neil Young|1972|folk,country|en|0.45|0.35|72|0.70|nostalgic calm
Rockin' in the Free World|Neil Young|1989|rock|en|0.50|0.90|127|0.02|rebellious
Teach Your Children|Crosby, Stills, Nash & Young|1970|folk|en|0.75|0.40|110|0.80|peaceful hopeful
Our House|Crosby, Stills, Nash & Young|1970|folk,pop|en|0.70|0.30|86|0.70|cozy home romantic
Helplessly Hoping|Crosby, Stills & Nash|1969|folk|en|0.40|0.20|96|0.95|calm
Suite: Judy Blue Eyes|Crosby, Stills & Nash|1969|folk,rock|en|0.60|0.60|110|0.70|romantic
Harvest|Neil Young|1972|folk,country|en|0.45|0.30|80|0.80|autumn calm
`;
