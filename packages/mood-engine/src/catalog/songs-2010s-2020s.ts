// Catalog rows, 2010s-2020s. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_2010S_2020S = String.raw`
# pop hits, happy, summer, party
Uptown Funk|Mark Ronson|2014|funk,pop|en|0.93|0.85|115|0.01|happy party dancing confident cleaning
Happy|Pharrell Williams|2013|pop,soul|en|0.96|0.82|160|0.22|happy uplifting morning sun singalong cleaning
Can't Stop the Feeling!|Justin Timberlake|2016|pop,disco|en|0.70|0.83|113|0.01|happy dancing party summer cleaning
Shake It Off|Taylor Swift|2014|pop|en|0.94|0.80|160|0.06|happy playful empowering dancing
Blank Space|Taylor Swift|2014|pop|en|0.57|0.68|96|0.10|playful confident
Anti-Hero|Taylor Swift|2022|pop|en|0.53|0.64|97|0.13|anxious latenight
Cruel Summer|Taylor Swift|2019|pop,synthpop|en|0.56|0.70|170|0.12|summer romantic driving night
Style|Taylor Swift|2014|pop,synthpop|en|0.48|0.79|95|0.00|driving night romantic
cardigan|Taylor Swift|2020|indie,folk|en|0.55|0.58|130|0.54|nostalgic autumn melancholy cozy
Shape of You|Ed Sheeran|2017|pop|en|0.93|0.65|96|0.58|romantic dancing playful
Perfect|Ed Sheeran|2017|pop,singer-songwriter|en|0.17|0.45|95|0.16|romantic wedding
Thinking Out Loud|Ed Sheeran|2014|pop,soul|en|0.59|0.45|79|0.47|romantic wedding evening dinner
Photograph|Ed Sheeran|2014|pop,singer-songwriter|en|0.20|0.38|108|0.61|nostalgic romantic rain
Castle on the Hill|Ed Sheeran|2017|pop,rock|en|0.47|0.83|135|0.02|nostalgic roadtrip driving
The A Team|Ed Sheeran|2011|folk,singer-songwriter|en|0.39|0.29|85|0.67|sad melancholy winter rain
Bad Habits|Ed Sheeran|2021|pop,dance|en|0.59|0.90|126|0.05|night party dancing
Rolling in the Deep|Adele|2010|soul,pop|en|0.52|0.77|105|0.13|angry heartbreak empowering
Someone Like You|Adele|2011|pop,soul|en|0.29|0.33|135|0.89|heartbreak sad rain lonely latenight
Set Fire to the Rain|Adele|2011|pop,soul|en|0.45|0.69|108|0.00|heartbreak epic rain
Hello|Adele|2015|pop,soul|en|0.29|0.45|79|0.34|heartbreak sad nostalgic
Skyfall|Adele|2012|soundtrack,pop|en|0.07|0.41|76|0.42|dark epic mysterious
Easy On Me|Adele|2021|pop,soul|en|0.13|0.37|142|0.58|heartbreak sad calm
Call Me Maybe|Carly Rae Jepsen|2011|pop|en|0.66|0.58|120|0.01|happy playful summer
Run Away With Me|Carly Rae Jepsen|2015|pop,synthpop|en|0.49|0.84|152|0.01|romantic night dancing
Firework|Katy Perry|2010|pop|en|0.65|0.83|124|0.14|empowering uplifting
Teenage Dream|Katy Perry|2010|pop|en|0.55|0.80|120|0.02|romantic summer nostalgic
Roar|Katy Perry|2013|pop|en|0.44|0.77|180|0.00|empowering confident workout
California Gurls|Katy Perry|2010|pop|en|0.43|0.75|125|0.01|summer beach party
Dark Horse|Katy Perry|2013|pop,hiphop|en|0.35|0.59|132|0.00|dark sensual
Born This Way|Lady Gaga|2011|pop,dance|en|0.49|0.83|124|0.00|empowering confident party
Shallow|Lady Gaga|2018|pop,soundtrack|en|0.32|0.39|96|0.37|romantic epic
Rain On Me|Lady Gaga|2020|pop,house|en|0.65|0.77|123|0.02|dancing rain empowering
Only Girl (In the World)|Rihanna|2010|pop,dance|en|0.61|0.72|126|0.11|dancing confident club
We Found Love|Rihanna|2011|dance,pop|en|0.60|0.77|128|0.03|party club uplifting
Diamonds|Rihanna|2012|pop,rnb|en|0.39|0.71|92|0.00|hopeful night dreamy
Work|Rihanna|2016|rnb,pop|en|0.56|0.53|92|0.08|sensual dancing
Needed Me|Rihanna|2016|rnb|en|0.30|0.31|110|0.11|dark confident night
Stay|Rihanna|2012|pop,rnb|en|0.13|0.29|112|0.95|sad heartbreak lonely
Lift Me Up|Rihanna|2022|soundtrack,rnb|en|0.16|0.30|89|0.88|sad hopeful
Levitating|Dua Lipa|2020|pop,disco|en|0.91|0.83|103|0.01|dancing party happy cleaning
Don't Start Now|Dua Lipa|2019|pop,disco|en|0.68|0.79|124|0.01|empowering dancing party
New Rules|Dua Lipa|2017|pop,dance|en|0.61|0.70|116|0.00|empowering confident
Physical|Dua Lipa|2020|pop,synthpop|en|0.75|0.84|148|0.01|workout dancing party running
Houdini|Dua Lipa|2023|pop,dance|en|0.80|0.83|117|0.01|dancing party night
Dance The Night|Dua Lipa|2023|pop,disco|en|0.78|0.84|110|0.02|dancing party happy summer
Blinding Lights|The Weeknd|2019|synthpop,pop|en|0.33|0.73|171|0.00|night driving city running workout
Save Your Tears|The Weeknd|2020|synthpop,pop|en|0.64|0.83|118|0.04|heartbreak night driving
Starboy|The Weeknd|2016|rnb,pop|en|0.49|0.59|186|0.14|dark confident night
The Hills|The Weeknd|2015|rnb|en|0.14|0.56|113|0.07|dark latenight sensual
Can't Feel My Face|The Weeknd|2015|pop,funk|en|0.58|0.77|108|0.11|dancing party night
Die For You|The Weeknd|2016|rnb|en|0.50|0.53|134|0.11|romantic latenight
Call Out My Name|The Weeknd|2018|rnb|en|0.18|0.59|134|0.21|heartbreak dark latenight
Get Lucky|Daft Punk|2013|disco,funk|en|0.86|0.81|116|0.04|dancing happy summer party
Instant Crush|Daft Punk|2013|electronic,rock|en|0.54|0.59|110|0.04|melancholy nostalgic night
Lose Yourself to Dance|Daft Punk|2013|disco,funk|en|0.67|0.66|100|0.07|dancing party
As It Was|Harry Styles|2022|pop,synthpop|en|0.66|0.73|174|0.34|nostalgic melancholy driving
Watermelon Sugar|Harry Styles|2019|pop,rock|en|0.56|0.82|95|0.12|summer happy beach sensual
Adore You|Harry Styles|2019|pop|en|0.57|0.77|99|0.02|romantic dreamy
Sign of the Times|Harry Styles|2017|rock,pop|en|0.22|0.47|120|0.03|epic melancholy
Late Night Talking|Harry Styles|2022|pop|en|0.90|0.73|115|0.30|romantic happy latenight
Golden|Harry Styles|2019|pop,rock|en|0.25|0.84|140|0.21|driving summer sun romantic morning
bad guy|Billie Eilish|2019|pop,electronic|en|0.56|0.43|135|0.33|dark playful mysterious
when the party's over|Billie Eilish|2018|pop|en|0.20|0.11|82|0.98|sad lonely latenight
ocean eyes|Billie Eilish|2016|pop,indie|en|0.17|0.36|145|0.81|dreamy romantic calm
everything i wanted|Billie Eilish|2019|pop|en|0.24|0.23|120|0.90|melancholy latenight calm
Happier Than Ever|Billie Eilish|2021|pop,rock|en|0.30|0.41|81|0.77|angry heartbreak epic
What Was I Made For?|Billie Eilish|2023|pop,soundtrack|en|0.14|0.09|78|0.96|sad lonely calm
BIRDS OF A FEATHER|Billie Eilish|2024|pop|en|0.44|0.51|105|0.20|romantic dreamy summer
lovely|Billie Eilish|2018|pop|en|0.12|0.30|115|0.93|sad dark lonely
drivers license|Olivia Rodrigo|2021|pop,singer-songwriter|en|0.13|0.44|144|0.72|heartbreak sad driving night
good 4 u|Olivia Rodrigo|2021|pop,punk|en|0.69|0.66|167|0.34|angry rebellious workout
vampire|Olivia Rodrigo|2023|pop,rock|en|0.32|0.53|138|0.17|angry heartbreak
deja vu|Olivia Rodrigo|2021|pop,alternative|en|0.22|0.60|181|0.59|heartbreak nostalgic
traitor|Olivia Rodrigo|2021|pop,singer-songwriter|en|0.08|0.34|101|0.69|heartbreak sad
Flowers|Miley Cyrus|2023|pop,disco|en|0.65|0.68|118|0.06|empowering confident happy morning cleaning
Wrecking Ball|Miley Cyrus|2013|pop|en|0.32|0.42|120|0.41|heartbreak epic
Malibu|Miley Cyrus|2017|pop,rock|en|0.34|0.58|140|0.05|summer beach romantic
Espresso|Sabrina Carpenter|2024|pop,funk|en|0.69|0.76|104|0.11|playful summer confident
Please Please Please|Sabrina Carpenter|2024|pop,country|en|0.56|0.50|107|0.27|playful romantic
Good Luck, Babe!|Chappell Roan|2024|pop,synthpop|en|0.43|0.58|117|0.05|heartbreak epic
Pink Pony Club|Chappell Roan|2020|pop,synthpop|en|0.45|0.69|114|0.03|empowering dancing
HOT TO GO!|Chappell Roan|2023|pop,synthpop|en|0.80|0.84|110|0.03|party dancing playful
APT.|ROSÉ|2024|pop,kpop|en|0.93|0.78|150|0.02|party playful dancing
Die With A Smile|Lady Gaga|2024|pop,soul|en|0.53|0.59|158|0.31|romantic wedding
Locked Out of Heaven|Bruno Mars|2012|pop,funk|en|0.87|0.70|144|0.05|dancing happy party
Just the Way You Are|Bruno Mars|2010|pop|en|0.42|0.84|109|0.01|romantic happy wedding
Grenade|Bruno Mars|2010|pop|en|0.24|0.56|110|0.15|heartbreak sad
24K Magic|Bruno Mars|2016|funk,pop|en|0.63|0.80|107|0.03|party dancing confident
That's What I Like|Bruno Mars|2016|rnb,funk|en|0.86|0.56|134|0.01|romantic playful sensual
When I Was Your Man|Bruno Mars|2012|pop,soul|en|0.39|0.28|73|0.93|heartbreak sad
Treasure|Bruno Mars|2013|funk,disco|en|0.94|0.69|116|0.04|happy dancing summer cleaning
Marry You|Bruno Mars|2010|pop|en|0.48|0.84|145|0.33|wedding happy romantic
Cheap Thrills|Sia|2016|pop,dance|en|0.73|0.70|90|0.05|party dancing weekend
Chandelier|Sia|2014|pop|en|0.57|0.79|117|0.02|dark party epic
Unstoppable|Sia|2016|pop|en|0.26|0.78|174|0.09|empowering workout confident
Titanium|David Guetta|2011|dance,electronic|en|0.30|0.79|126|0.07|empowering epic running
Without You|David Guetta|2011|dance,house|en|0.38|0.60|128|0.02|party club
Wake Me Up|Avicii|2013|dance,folk|en|0.64|0.78|124|0.00|uplifting roadtrip hopeful
Levels|Avicii|2011|house,electronic|en|0.46|0.89|126|0.04|party club uplifting running
Hey Brother|Avicii|2013|dance,country|en|0.45|0.78|125|0.03|uplifting roadtrip
The Nights|Avicii|2014|dance,pop|en|0.65|0.84|126|0.02|uplifting hopeful summer
Waiting For Love|Avicii|2015|house,dance|en|0.58|0.74|128|0.30|uplifting dancing
Don't You Worry Child|Swedish House Mafia|2012|house,dance|en|0.43|0.71|129|0.11|uplifting nostalgic club
Summer|Calvin Harris|2014|dance,house|en|0.74|0.86|128|0.02|summer party beach
Feel So Close|Calvin Harris|2011|dance,house|en|0.92|0.92|128|0.03|party happy
This Is What You Came For|Calvin Harris|2016|dance,house|en|0.47|0.92|124|0.20|club party
One Kiss|Calvin Harris|2018|house,dance|en|0.59|0.86|124|0.04|dancing summer club
Slide|Calvin Harris|2017|funk,pop|en|0.51|0.80|104|0.50|summer chill beach
Lean On|Major Lazer|2015|dance,electronic|en|0.51|0.81|98|0.00|dancing party summer
Closer|The Chainsmokers|2016|pop,electronic|en|0.66|0.52|95|0.41|nostalgic romantic night
Don't Let Me Down|The Chainsmokers|2016|dance,electronic|en|0.42|0.87|160|0.16|party club running
Something Just Like This|The Chainsmokers|2017|pop,electronic|en|0.45|0.64|103|0.05|hopeful romantic
Animals|Martin Garrix|2013|electronic,dance|instrumental|0.04|0.93|128|0.00|workout club party running
Clarity|Zedd|2012|dance,electronic|en|0.18|0.78|128|0.04|romantic epic
The Middle|Zedd|2018|pop,dance|en|0.44|0.66|107|0.17|romantic night
Latch|Disclosure|2012|house,electronic|en|0.53|0.73|122|0.02|club dancing romantic
Midnight City|M83|2011|synthpop,electronic|en|0.27|0.73|105|0.02|night driving city dreamy
Scary Monsters and Nice Sprites|Skrillex|2010|electronic,dance|en|0.43|0.96|140|0.00|workout angry gaming running
Bangarang|Skrillex|2011|electronic,dance|en|0.58|0.97|110|0.01|workout party gaming running
Turn Down for What|DJ Snake|2013|electronic,hiphop|en|0.08|0.80|100|0.00|party workout club running
Sweet Nothing|Calvin Harris|2012|dance,house|en|0.58|0.93|128|0.18|club party
Heat Waves|Glass Animals|2020|indie,pop|en|0.53|0.53|81|0.44|nostalgic summer melancholy sunset
Stay|The Kid LAROI|2021|pop|en|0.48|0.76|170|0.04|heartbreak driving
Peaches|Justin Bieber|2021|rnb,pop|en|0.46|0.70|90|0.32|chill romantic summer
Sorry|Justin Bieber|2015|pop,dance|en|0.41|0.76|100|0.08|dancing romantic
Love Yourself|Justin Bieber|2015|pop,singer-songwriter|en|0.52|0.38|100|0.84|heartbreak playful
Ghost|Justin Bieber|2021|pop|en|0.44|0.74|154|0.19|melancholy nostalgic
Señorita|Shawn Mendes|2019|pop,latin|en|0.75|0.55|117|0.04|sensual summer romantic
Treat You Better|Shawn Mendes|2016|pop|en|0.75|0.82|82|0.11|romantic heartbreak
There's Nothing Holdin' Me Back|Shawn Mendes|2017|pop,rock|en|0.97|0.81|122|0.38|happy driving romantic
Stitches|Shawn Mendes|2015|pop|en|0.75|0.75|150|0.02|heartbreak anxious
7 rings|Ariana Grande|2019|pop,rnb|en|0.33|0.32|140|0.59|confident playful
thank u, next|Ariana Grande|2018|pop,rnb|en|0.41|0.65|107|0.23|empowering confident
Into You|Ariana Grande|2016|pop,dance|en|0.37|0.73|108|0.02|sensual dancing night
positions|Ariana Grande|2020|pop,rnb|en|0.68|0.80|144|0.47|romantic sensual
we can't be friends (wait for your love)|Ariana Grande|2024|pop,synthpop|en|0.25|0.58|116|0.11|heartbreak melancholy
no tears left to cry|Ariana Grande|2018|pop,dance|en|0.35|0.71|122|0.04|uplifting hopeful dancing
Dynamite|BTS|2020|kpop,disco|en|0.74|0.77|114|0.01|happy dancing party
Butter|BTS|2021|kpop,pop|en|0.70|0.46|110|0.01|playful confident summer
Royals|Lorde|2013|pop,indie|en|0.34|0.43|85|0.12|rebellious confident
Green Light|Lorde|2017|pop,synthpop|en|0.26|0.80|129|0.12|heartbreak dancing night
Ribs|Lorde|2013|indie,pop|en|0.19|0.45|128|0.50|nostalgic melancholy anxious night autumn
Team|Lorde|2013|pop,indie|en|0.43|0.58|100|0.17|confident night
Chained to the Rhythm|Katy Perry|2017|pop,dance|en|0.48|0.80|95|0.08|dancing party
Dancing On My Own|Robyn|2010|synthpop,dance|en|0.23|0.87|117|0.14|heartbreak dancing lonely night
Call Your Girlfriend|Robyn|2010|synthpop|en|0.55|0.80|114|0.01|dancing heartbreak
Sorry Not Sorry|Demi Lovato|2017|pop,rnb|en|0.47|0.63|144|0.01|confident empowering
Confident|Demi Lovato|2015|pop|en|0.37|0.75|130|0.00|confident empowering workout
Havana|Camila Cabello|2017|pop,latin|en|0.39|0.52|105|0.18|sensual summer dancing
Counting Stars|OneRepublic|2013|pop,rock|en|0.48|0.71|122|0.07|hopeful roadtrip singalong
Good Life|OneRepublic|2010|pop,rock|en|0.65|0.69|95|0.07|happy roadtrip summer hopeful
I Ain't Worried|OneRepublic|2022|pop,rock|en|0.83|0.81|140|0.08|summer happy roadtrip
Pompeii|Bastille|2013|indie,pop|en|0.57|0.72|128|0.08|epic singalong
Take Me to Church|Hozier|2013|soul,rock|en|0.44|0.66|129|0.63|dark epic
Cherry Wine|Hozier|2016|folk,singer-songwriter|en|0.34|0.19|95|0.97|melancholy calm dark rain
Too Sweet|Hozier|2024|rock,soul|en|0.59|0.62|117|0.04|playful night
Rather Be|Clean Bandit|2014|dance,pop|en|0.55|0.58|121|0.16|happy commute
Rockabye|Clean Bandit|2016|dance,pop|en|0.74|0.76|102|0.41|dancing empowering
Shut Up and Dance|WALK THE MOON|2014|rock,pop|en|0.62|0.87|128|0.01|dancing party singalong
Pumped Up Kicks|Foster The People|2010|indie,pop|en|0.96|0.71|128|0.15|summer playful dark
Somebody That I Used to Know|Gotye|2011|indie,pop|en|0.72|0.52|129|0.55|heartbreak melancholy
Thrift Shop|Macklemore|2012|hiphop,rap|en|0.66|0.53|95|0.06|playful party
Can't Hold Us|Macklemore|2011|hiphop,rap|en|0.85|0.92|146|0.03|workout empowering running
Cheerleader|OMI|2014|reggae,pop|en|0.94|0.68|118|0.15|summer beach happy
Sugar|Maroon 5|2014|pop,funk|en|0.88|0.79|120|0.06|wedding happy dancing
Moves Like Jagger|Maroon 5|2011|pop,dance|en|0.62|0.76|128|0.01|dancing party
Memories|Maroon 5|2019|pop|en|0.58|0.32|91|0.84|nostalgic melancholy
Girls Like You|Maroon 5|2018|pop|en|0.45|0.54|125|0.57|romantic chill
Payphone|Maroon 5|2012|pop|en|0.52|0.75|110|0.02|heartbreak singalong
All About That Bass|Meghan Trainor|2014|pop,soul|en|0.96|0.89|134|0.05|playful confident happy
Price Tag|Jessie J|2011|pop,reggae|en|0.64|0.84|175|0.03|happy uplifting
Domino|Jessie J|2011|pop,dance|en|0.79|0.82|127|0.01|dancing party
Stronger (What Doesn't Kill You)|Kelly Clarkson|2011|pop,rock|en|0.69|0.94|117|0.04|empowering workout running
Cool for the Summer|Demi Lovato|2015|pop,rock|en|0.65|0.63|114|0.01|summer sensual
Starships|Nicki Minaj|2012|pop,dance|en|0.75|0.72|125|0.14|party dancing club
Super Bass|Nicki Minaj|2010|hiphop,pop|en|0.57|0.82|127|0.27|playful party
Anaconda|Nicki Minaj|2014|hiphop,rap|en|0.65|0.60|130|0.07|party confident
Cake By The Ocean|DNCE|2015|pop,funk|en|0.90|0.75|119|0.15|summer beach party playful
Fancy|Iggy Azalea|2014|hiphop,pop|en|0.38|0.72|95|0.09|confident party
Timber|Pitbull|2013|dance,pop|en|0.80|0.96|130|0.03|party dancing
Give Me Everything|Pitbull|2011|dance,hiphop|en|0.53|0.94|129|0.19|party club
Party Rock Anthem|LMFAO|2011|dance,hiphop|en|0.36|0.73|130|0.02|party dancing club
Sexy and I Know It|LMFAO|2011|dance,hiphop|en|0.80|0.84|130|0.10|playful party
Shout Out to My Ex|Little Mix|2016|pop|en|0.80|0.75|126|0.02|empowering confident
Black Magic|Little Mix|2015|pop|en|0.85|0.82|112|0.04|happy playful dancing
What Makes You Beautiful|One Direction|2011|pop|en|0.89|0.79|125|0.01|happy romantic singalong
Story of My Life|One Direction|2013|pop,folk|en|0.29|0.66|121|0.23|nostalgic melancholy
Night Changes|One Direction|2014|pop|en|0.40|0.52|120|0.86|nostalgic romantic night autumn
Greedy|Tate McRae|2023|pop,dance|en|0.84|0.73|111|0.26|confident dancing
Padam Padam|Kylie Minogue|2023|pop,dance|en|0.72|0.65|128|0.06|dancing club
Lush Life|Zara Larsson|2015|pop,dance|en|0.75|0.69|98|0.09|summer happy dancing
Never Forget You|Zara Larsson|2015|pop|en|0.28|0.73|146|0.00|romantic nostalgic
Water|Tyla|2023|afrobeats,pop|en|0.59|0.72|117|0.10|sensual dancing summer
Calm Down|Rema|2022|afrobeats|en|0.80|0.81|107|0.38|chill dancing summer romantic
Essence|WizKid|2020|afrobeats|en|0.38|0.66|104|0.32|sensual chill summer
Last Last|Burna Boy|2022|afrobeats|en|0.53|0.62|170|0.33|heartbreak party
Ye|Burna Boy|2018|afrobeats|en|0.70|0.61|102|0.22|party confident
Love Nwantiti (ah ah ah)|CKay|2019|afrobeats|en|0.52|0.56|117|0.22|romantic sensual
Unavailable|Davido|2023|afrobeats|en|0.85|0.75|113|0.20|dancing party summer
Rush|Ayra Starr|2022|afrobeats|en|0.79|0.66|113|0.21|confident happy summer
# indie, folk, acoustic, calm mornings, rain, cozy
Holocene|Bon Iver|2011|indie,folk|en|0.15|0.25|148|0.85|melancholy calm winter reading rain sleep
Towers|Bon Iver|2011|indie,folk|en|0.30|0.40|113|0.70|nostalgic calm morning rain
Calgary|Bon Iver|2011|indie,folk|en|0.22|0.45|120|0.45|dreamy melancholy winter
Ho Hey|The Lumineers|2012|folk,indie|en|0.68|0.47|80|0.79|happy singalong romantic morning
Ophelia|The Lumineers|2016|folk,indie|en|0.61|0.41|76|0.72|romantic nostalgic
Stubborn Love|The Lumineers|2012|folk,indie|en|0.48|0.55|86|0.68|hopeful roadtrip autumn
Sleep on the Floor|The Lumineers|2016|folk,indie|en|0.40|0.49|146|0.60|roadtrip hopeful
Little Talks|Of Monsters and Men|2011|indie,folk|en|0.45|0.76|103|0.02|singalong uplifting
Dirty Paws|Of Monsters and Men|2011|indie,folk|en|0.30|0.55|112|0.45|dreamy forest
I Will Wait|Mumford & Sons|2012|folk,rock|en|0.55|0.80|131|0.15|hopeful singalong roadtrip
Riptide|Vance Joy|2013|indie,folk|en|0.51|0.72|102|0.43|summer happy roadtrip beach morning
Mess Is Mine|Vance Joy|2013|indie,folk|en|0.40|0.55|120|0.50|romantic dreamy
Budapest|George Ezra|2014|folk,pop|en|0.63|0.51|128|0.09|happy roadtrip morning cafe
Shotgun|George Ezra|2018|pop,folk|en|0.92|0.63|116|0.14|summer happy roadtrip driving
Paradise|George Ezra|2018|pop|en|0.80|0.75|140|0.20|happy uplifting
Let Her Go|Passenger|2012|folk,singer-songwriter|en|0.24|0.27|75|0.39|heartbreak sad nostalgic rain
Rivers and Roads|The Head And The Heart|2011|folk,indie|en|0.30|0.40|97|0.80|nostalgic melancholy roadtrip
Helplessness Blues|Fleet Foxes|2011|folk,indie|en|0.39|0.47|110|0.80|nostalgic forest mountains autumn
Lost In My Mind|The Head And The Heart|2011|folk,indie|en|0.45|0.50|113|0.60|nostalgic roadtrip autumn
Emmylou|First Aid Kit|2012|folk,country|en|0.35|0.38|106|0.80|romantic nostalgic roadtrip
My Silver Lining|First Aid Kit|2014|folk,country|en|0.55|0.68|142|0.45|hopeful roadtrip driving
Youth|Daughter|2013|indie,alternative|en|0.12|0.35|145|0.70|sad melancholy dark rain latenight
Bloom|The Paper Kites|2010|indie,folk|en|0.35|0.20|120|0.93|calm romantic morning spring cozy cafe
Electric Love|BØRNS|2014|indie,pop|en|0.52|0.80|120|0.01|romantic dreamy summer morning
Paradise|Coldplay|2011|rock,pop|en|0.21|0.59|140|0.05|dreamy uplifting
A Sky Full of Stars|Coldplay|2014|pop,electronic|en|0.16|0.68|125|0.00|uplifting romantic night
Adventure of a Lifetime|Coldplay|2015|pop,rock|en|0.53|0.69|112|0.00|happy dancing
Hymn for the Weekend|Coldplay|2015|pop|en|0.41|0.69|90|0.21|uplifting party weekend
Everglow|Coldplay|2015|rock,pop|en|0.25|0.35|72|0.70|melancholy nostalgic
Say You Won't Let Go|James Arthur|2016|pop,singer-songwriter|en|0.45|0.56|85|0.69|romantic wedding
Someone You Loved|Lewis Capaldi|2018|pop,singer-songwriter|en|0.45|0.41|110|0.75|heartbreak sad rain
Before You Go|Lewis Capaldi|2019|pop|en|0.18|0.57|112|0.60|sad melancholy
All of Me|John Legend|2013|soul,rnb|en|0.33|0.26|120|0.92|romantic wedding evening dinner
Stay With Me|Sam Smith|2014|soul,pop|en|0.41|0.42|84|0.59|lonely heartbreak latenight
Too Good at Goodbyes|Sam Smith|2017|soul,pop|en|0.48|0.37|92|0.64|heartbreak sad
Unholy|Sam Smith|2022|pop,dance|en|0.24|0.47|131|0.01|dark sensual club
A Thousand Years|Christina Perri|2011|pop|en|0.16|0.41|139|0.31|romantic wedding
Jar of Hearts|Christina Perri|2010|pop,singer-songwriter|en|0.20|0.35|75|0.70|heartbreak sad
Let It Go|Idina Menzel|2013|soundtrack,pop|en|0.30|0.55|137|0.40|empowering epic snow winter
Say Something|A Great Big World|2013|pop,singer-songwriter|en|0.09|0.15|141|0.86|heartbreak sad lonely
Lost Boy|Ruth B.|2015|pop,singer-songwriter|en|0.25|0.30|77|0.85|dreamy calm
Pink + White|Frank Ocean|2016|rnb,soul|en|0.55|0.54|80|0.67|dreamy summer nostalgic sunset
Thinkin Bout You|Frank Ocean|2012|rnb,soul|en|0.23|0.35|130|0.29|romantic latenight dreamy
Nights|Frank Ocean|2016|rnb,alternative|en|0.43|0.55|90|0.50|night latenight nostalgic driving
Ivy|Frank Ocean|2016|rnb,indie|en|0.42|0.39|116|0.58|nostalgic heartbreak
Self Control|Frank Ocean|2016|rnb,soul|en|0.34|0.29|158|0.74|heartbreak latenight lonely
Lost|Frank Ocean|2012|rnb,pop|en|0.60|0.61|123|0.03|summer driving
Redbone|Childish Gambino|2016|funk,soul|en|0.57|0.36|160|0.17|sensual latenight chill cooking
This Is America|Childish Gambino|2018|hiphop,rap|en|0.40|0.46|120|0.15|dark rebellious
Good Days|SZA|2020|rnb,soul|en|0.41|0.45|121|0.51|hopeful dreamy calm morning sunday
Kill Bill|SZA|2022|rnb,pop|en|0.42|0.62|89|0.05|angry heartbreak playful
Snooze|SZA|2022|rnb|en|0.39|0.51|143|0.14|romantic chill latenight cozy
The Weekend|SZA|2017|rnb|en|0.40|0.50|148|0.30|chill night
Saturn|SZA|2024|rnb|en|0.50|0.54|115|0.21|dreamy latenight
Best Part|Daniel Caesar|2017|rnb,soul|en|0.34|0.25|75|0.81|romantic calm latenight cozy
Get You|Daniel Caesar|2016|rnb,soul|en|0.37|0.29|126|0.42|romantic sensual latenight dinner
Location|Khalid|2016|rnb,pop|en|0.33|0.44|80|0.34|chill romantic
Young Dumb & Broke|Khalid|2017|rnb,pop|en|0.39|0.52|137|0.20|chill summer nostalgic
Talk|Khalid|2019|rnb,pop|en|0.37|0.44|136|0.06|romantic chill night
Leave The Door Open|Silk Sonic|2021|soul,rnb|en|0.72|0.62|148|0.18|romantic sensual dinner evening cooking
Come Through and Chill|Miguel|2017|rnb|en|0.40|0.50|100|0.20|sensual latenight
Adorn|Miguel|2012|rnb,soul|en|0.55|0.59|90|0.06|romantic sensual dinner
Sure Thing|Miguel|2010|rnb|en|0.50|0.60|81|0.03|romantic sensual night dinner
Crew Love|Drake|2011|rnb,hiphop|en|0.20|0.45|140|0.10|night latenight dark
Hold On, We're Going Home|Drake|2013|rnb,pop|en|0.29|0.41|100|0.00|romantic night driving
Hotline Bling|Drake|2015|hiphop,rnb|en|0.55|0.62|135|0.00|night heartbreak
One Dance|Drake|2016|dance,afrobeats|en|0.37|0.63|104|0.01|dancing summer
God's Plan|Drake|2018|hiphop,rap|en|0.36|0.45|77|0.03|confident chill
Passionfruit|Drake|2017|rnb,dance|en|0.36|0.46|112|0.26|chill latenight melancholy
Started From the Bottom|Drake|2013|hiphop,rap|en|0.52|0.52|86|0.04|confident empowering
Nice For What|Drake|2018|hiphop,dance|en|0.76|0.91|93|0.09|empowering party dancing
Alright|Kendrick Lamar|2015|hiphop,jazz|en|0.55|0.78|110|0.11|hopeful empowering
HUMBLE.|Kendrick Lamar|2017|hiphop,rap|en|0.42|0.62|150|0.00|confident workout angry
Not Like Us|Kendrick Lamar|2024|hiphop,rap|en|0.21|0.47|101|0.01|angry confident party
Money Trees|Kendrick Lamar|2012|hiphop,rap|en|0.37|0.53|144|0.07|chill dreamy driving
Swimming Pools (Drank)|Kendrick Lamar|2012|hiphop,rap|en|0.12|0.55|148|0.12|dark night
DNA.|Kendrick Lamar|2017|hiphop,rap|en|0.42|0.52|140|0.00|angry confident workout running
Bitch, Don't Kill My Vibe|Kendrick Lamar|2012|hiphop,rap|en|0.30|0.50|134|0.15|chill latenight
SICKO MODE|Travis Scott|2018|hiphop,rap|en|0.45|0.73|155|0.01|dark party workout confident running
goosebumps|Travis Scott|2016|hiphop,rap|en|0.43|0.73|130|0.08|dark night
FE!N|Travis Scott|2023|hiphop,rap|en|0.21|0.88|148|0.03|workout dark party
POWER|Kanye West|2010|hiphop,rap|en|0.55|0.85|77|0.01|confident empowering epic workout
Runaway|Kanye West|2010|hiphop,rap|en|0.10|0.57|87|0.01|dark melancholy epic
Ni**as in Paris|JAY-Z|2011|hiphop,rap|en|0.77|0.85|140|0.13|party confident workout
Love The Way You Lie|Eminem|2010|hiphop,rap|en|0.64|0.93|87|0.24|angry heartbreak dark
Not Afraid|Eminem|2010|hiphop,rap|en|0.67|0.95|115|0.52|empowering workout running
Rap God|Eminem|2013|hiphop,rap|en|0.62|0.84|148|0.34|confident angry workout
The Monster|Eminem|2013|hiphop,rap|en|0.62|0.78|110|0.05|anxious dark
Berzerk|Eminem|2013|hiphop,rap|en|0.70|0.90|95|0.00|workout rebellious
Black Beatles|Rae Sremmurd|2016|hiphop,rap|en|0.36|0.63|145|0.14|party night
Mask Off|Future|2017|hiphop,rap|en|0.28|0.43|150|0.01|dark confident latenight
XO Tour Llif3|Lil Uzi Vert|2017|hiphop,rap|en|0.40|0.75|155|0.00|dark anxious
rockstar|Post Malone|2017|hiphop,rap|en|0.13|0.52|160|0.12|dark night
Circles|Post Malone|2019|pop,rock|en|0.55|0.76|120|0.19|heartbreak chill driving
Sunflower|Post Malone|2018|pop,hiphop|en|0.91|0.48|90|0.56|happy summer chill
Better Now|Post Malone|2018|pop,hiphop|en|0.34|0.58|145|0.33|heartbreak driving
Congratulations|Post Malone|2016|hiphop,pop|en|0.49|0.80|123|0.22|triumphant confident
I Had Some Help|Post Malone|2024|country,pop|en|0.70|0.75|128|0.15|singalong bar
Lucid Dreams|Juice WRLD|2018|hiphop,rap|en|0.22|0.57|84|0.35|heartbreak sad dark
Old Town Road|Lil Nas X|2019|country,hiphop|en|0.64|0.62|136|0.05|playful roadtrip party
MONTERO (Call Me By Your Name)|Lil Nas X|2021|pop,hiphop|en|0.76|0.50|179|0.30|sensual confident
INDUSTRY BABY|Lil Nas X|2021|hiphop,rap|en|0.89|0.70|150|0.02|confident triumphant workout
Mo Bamba|Sheck Wes|2017|hiphop,rap|en|0.26|0.52|146|0.19|workout party angry
WAP|Cardi B|2020|hiphop,rap|en|0.36|0.45|133|0.19|sensual party confident
Bodak Yellow|Cardi B|2017|hiphop,rap|en|0.46|0.71|125|0.07|confident party
Savage|Megan Thee Stallion|2020|hiphop,rap|en|0.68|0.74|169|0.02|confident empowering workout
Truth Hurts|Lizzo|2017|hiphop,pop|en|0.41|0.62|158|0.11|confident empowering
Good as Hell|Lizzo|2016|pop,soul|en|0.47|0.89|96|0.29|empowering happy confident cleaning
About Damn Time|Lizzo|2022|funk,disco|en|0.72|0.74|109|0.10|dancing happy confident cleaning
Sunday Best|Surfaces|2019|pop,funk|en|0.69|0.52|112|0.22|happy sunday morning uplifting cafe
Do I Wanna Know?|Arctic Monkeys|2013|rock,indie|en|0.41|0.53|85|0.19|dark latenight sensual
R U Mine?|Arctic Monkeys|2013|rock,indie|en|0.59|0.82|97|0.00|confident driving rebellious
Why'd You Only Call Me When You're High?|Arctic Monkeys|2013|rock,indie|en|0.53|0.57|92|0.04|latenight night
Arabella|Arctic Monkeys|2013|rock,indie|en|0.50|0.73|90|0.00|sensual confident
I Wanna Be Yours|Arctic Monkeys|2013|rock,indie|en|0.47|0.42|135|0.14|romantic latenight dreamy
The Less I Know The Better|Tame Impala|2015|indie,rock|en|0.79|0.74|117|0.01|dancing heartbreak dreamy
Let It Happen|Tame Impala|2015|indie,electronic|en|0.45|0.74|126|0.00|dreamy driving
Feels Like We Only Go Backwards|Tame Impala|2012|indie,rock|en|0.70|0.60|92|0.02|dreamy nostalgic
Borderline|Tame Impala|2019|indie,rock|en|0.61|0.63|98|0.01|dreamy night
Eventually|Tame Impala|2015|indie,rock|en|0.21|0.60|90|0.00|heartbreak melancholy
Somebody Else|The 1975|2016|indie,pop|en|0.28|0.55|101|0.22|heartbreak melancholy latenight
Chocolate|The 1975|2013|indie,rock|en|0.70|0.85|100|0.03|summer driving
Robbers|The 1975|2013|indie,rock|en|0.22|0.60|82|0.07|romantic dark night
It's Not Living (If It's Not with You)|The 1975|2018|indie,pop|en|0.65|0.77|116|0.01|driving nostalgic
Sweater Weather|The Neighbourhood|2012|alternative,indie|en|0.40|0.81|124|0.05|autumn winter romantic cozy rain
Lonely Boy|The Black Keys|2011|rock,blues|en|0.82|0.86|167|0.00|rebellious party driving running
Gold on the Ceiling|The Black Keys|2011|rock,blues|en|0.70|0.82|129|0.00|confident driving
Tighten Up|The Black Keys|2010|rock,blues|en|0.73|0.63|109|0.01|playful driving
Howlin' for You|The Black Keys|2010|rock,blues|en|0.77|0.78|133|0.00|rebellious workout
Radioactive|Imagine Dragons|2012|rock,alternative|en|0.24|0.79|137|0.11|epic dark workout gaming
Believer|Imagine Dragons|2017|rock,pop|en|0.67|0.78|125|0.06|empowering workout running gaming
Thunder|Imagine Dragons|2017|pop,rock|en|0.29|0.82|168|0.01|empowering confident running
Demons|Imagine Dragons|2012|rock,pop|en|0.43|0.71|90|0.19|dark melancholy
Enemy|Imagine Dragons|2021|rock,pop|en|0.55|0.77|77|0.24|angry gaming workout
On Top of the World|Imagine Dragons|2012|pop,rock|en|0.77|0.89|100|0.09|happy uplifting roadtrip
Bones|Imagine Dragons|2022|rock,pop|en|0.59|0.72|114|0.02|dark confident
Centuries|Fall Out Boy|2014|rock,pop|en|0.56|0.86|176|0.00|epic workout triumphant running
My Songs Know What You Did in the Dark (Light Em Up)|Fall Out Boy|2013|rock|en|0.50|0.95|152|0.00|workout rebellious epic
The Phoenix|Fall Out Boy|2013|rock|en|0.45|0.94|138|0.00|workout epic running
Stressed Out|Twenty One Pilots|2015|alternative,hiphop|en|0.65|0.64|170|0.05|nostalgic anxious
Heathens|Twenty One Pilots|2016|alternative,rock|en|0.55|0.40|90|0.08|dark mysterious
Ride|Twenty One Pilots|2015|alternative,reggae|en|0.57|0.71|75|0.01|anxious driving
Feel It Still|Portugal. The Man|2017|indie,funk|en|0.76|0.81|79|0.04|dancing playful
Best Day Of My Life|American Authors|2013|indie,rock|en|0.54|0.91|100|0.01|happy uplifting roadtrip morning
Cigarette Daydreams|Cage The Elephant|2013|rock,indie|en|0.31|0.60|102|0.01|melancholy driving sunset
Sit Next to Me|Foster The People|2017|indie,pop|en|0.65|0.67|97|0.21|chill summer
Tongue Tied|Grouplove|2011|indie,rock|en|0.37|0.93|113|0.01|party summer
Shake It Out|Florence + The Machine|2011|indie,rock|en|0.26|0.75|106|0.01|hopeful epic uplifting
The Night We Met|Lord Huron|2015|indie,folk|en|0.10|0.37|174|0.97|sad heartbreak night nostalgic rain
Motion Sickness|Phoebe Bridgers|2017|indie,singer-songwriter|en|0.30|0.64|115|0.40|heartbreak melancholy driving autumn
Kyoto|Phoebe Bridgers|2020|indie,rock|en|0.46|0.79|169|0.05|anxious roadtrip
Space Song|Beach House|2015|indie,alternative|en|0.30|0.44|147|0.23|dreamy latenight night melancholy study
Myth|Beach House|2012|indie,alternative|en|0.22|0.55|120|0.05|dreamy melancholy
Apocalypse|Cigarettes After Sex|2017|indie,alternative|en|0.21|0.40|94|0.06|dreamy romantic latenight calm rain
Sunsetz|Cigarettes After Sex|2017|indie,alternative|en|0.24|0.35|85|0.12|dreamy romantic sunset summer
K.|Cigarettes After Sex|2017|indie,alternative|en|0.20|0.36|98|0.03|romantic dreamy night
Glimpse of Us|Joji|2022|pop,singer-songwriter|en|0.26|0.31|170|0.89|heartbreak sad rain
SLOW DANCING IN THE DARK|Joji|2018|rnb,alternative|en|0.27|0.48|89|0.54|heartbreak dark latenight
Sofia|Clairo|2019|indie,pop|en|0.57|0.58|112|0.05|romantic dreamy summer
Bags|Clairo|2019|indie,pop|en|0.30|0.40|130|0.40|melancholy romantic
Mystery of Love|Sufjan Stevens|2017|folk,soundtrack|en|0.22|0.23|130|0.96|romantic melancholy summer reading
Fourth of July|Sufjan Stevens|2015|folk,singer-songwriter|en|0.10|0.15|80|0.95|sad melancholy night
Video Games|Lana Del Rey|2011|pop,alternative|en|0.18|0.24|122|0.79|melancholy romantic nostalgic rain
Summertime Sadness|Lana Del Rey|2012|pop,alternative|en|0.23|0.64|112|0.07|summer melancholy sad
Young and Beautiful|Lana Del Rey|2013|pop,soundtrack|en|0.12|0.34|114|0.27|romantic melancholy dreamy
West Coast|Lana Del Rey|2014|alternative,pop|en|0.29|0.45|118|0.19|dreamy sensual beach
Born To Die|Lana Del Rey|2011|pop,alternative|en|0.17|0.60|87|0.13|dark melancholy
A&W|Lana Del Rey|2023|alternative,pop|en|0.20|0.35|139|0.60|dark melancholy
Line Without a Hook|Ricky Montgomery|2016|indie,alternative|en|0.32|0.55|84|0.11|heartbreak nostalgic latenight
Mr. Loverman|Ricky Montgomery|2016|indie,alternative|en|0.25|0.45|124|0.20|heartbreak lonely
Dreams Tonite|Alvvays|2017|indie,pop|en|0.44|0.54|116|0.05|dreamy nostalgic
Seventeen Going Under|Sam Fender|2021|rock,indie|en|0.44|0.86|128|0.01|nostalgic driving rebellious autumn
Little Dark Age|MGMT|2017|synthpop,new-wave|en|0.58|0.71|128|0.01|dark mysterious night
Coffee|beabadoobee|2017|indie,singer-songwriter|en|0.36|0.19|120|0.89|cozy morning calm cafe rain
Dandelions|Ruth B.|2017|pop,singer-songwriter|en|0.45|0.65|118|0.02|romantic dreamy
Yellow Hearts|Ant Saunders|2019|indie,pop|en|0.45|0.50|144|0.60|romantic heartbreak
Put Your Records On|Ritt Momney|2020|indie,pop|en|0.37|0.25|119|0.76|calm chill cozy morning sunday
Ends of the Earth|Lord Huron|2012|folk,indie|en|0.55|0.57|132|0.48|roadtrip hopeful
# country
Tennessee Whiskey|Chris Stapleton|2015|country,soul|en|0.36|0.29|96|0.20|romantic bar evening cozy
Starting Over|Chris Stapleton|2020|country,folk|en|0.55|0.45|126|0.45|hopeful roadtrip
Die A Happy Man|Thomas Rhett|2015|country|en|0.49|0.48|81|0.32|romantic wedding
Body Like A Back Road|Sam Hunt|2017|country,pop|en|0.65|0.47|99|0.50|sensual driving summer
Meant to Be|Bebe Rexha|2017|country,pop|en|0.58|0.78|154|0.05|romantic roadtrip
The Bones|Maren Morris|2019|country,pop|en|0.54|0.54|80|0.11|romantic hopeful
Cruise|Florida Georgia Line|2012|country,pop|en|0.77|0.92|148|0.02|summer driving party roadtrip
Last Night|Morgan Wallen|2023|country,pop|en|0.52|0.68|204|0.46|heartbreak bar
Whiskey Glasses|Morgan Wallen|2018|country|en|0.71|0.68|150|0.02|heartbreak bar
Wasted On You|Morgan Wallen|2021|country,rock|en|0.25|0.66|196|0.13|heartbreak night
Fast Car|Luke Combs|2023|country|en|0.67|0.47|98|0.18|nostalgic driving roadtrip
Beautiful Crazy|Luke Combs|2018|country|en|0.40|0.42|103|0.68|romantic wedding
When It Rains It Pours|Luke Combs|2017|country|en|0.84|0.79|128|0.03|playful bar rain
Texas Hold 'Em|Beyoncé|2024|country,pop|en|0.79|0.60|110|0.11|dancing party bar
CUFF IT|Beyoncé|2022|disco,funk|en|0.64|0.69|115|0.04|dancing party confident
Love On Top|Beyoncé|2011|rnb,pop|en|0.65|0.82|94|0.08|happy romantic wedding
Formation|Beyoncé|2016|hiphop,rnb|en|0.46|0.62|123|0.05|empowering confident
Drunk in Love|Beyoncé|2013|rnb|en|0.40|0.62|140|0.01|sensual night
Run the World (Girls)|Beyoncé|2011|pop,dance|en|0.60|0.90|127|0.01|empowering workout
A Bar Song (Tipsy)|Shaboozey|2024|country,hiphop|en|0.61|0.71|81|0.06|party bar singalong
I Remember Everything|Zach Bryan|2023|country,folk|en|0.24|0.39|77|0.68|heartbreak nostalgic
Something in the Orange|Zach Bryan|2022|country,folk|en|0.33|0.29|176|0.86|heartbreak sunset evening autumn
Heading South|Zach Bryan|2019|country,folk|en|0.40|0.45|140|0.90|lonely roadtrip mountains
Rich Men North of Richmond|Oliver Anthony Music|2023|country,folk|en|0.33|0.44|95|0.89|angry rebellious
Follow Your Arrow|Kacey Musgraves|2013|country|en|0.61|0.51|105|0.44|empowering playful
Slow Burn|Kacey Musgraves|2018|country,folk|en|0.30|0.38|123|0.59|calm peaceful morning sunday
Rainbow|Kacey Musgraves|2018|country,singer-songwriter|en|0.29|0.21|73|0.95|hopeful calm rain morning
Wagon Wheel|Darius Rucker|2013|country,folk|en|0.85|0.75|146|0.30|roadtrip singalong bar summer
# rock, metal, punk
Madness|Muse|2012|rock,electronic|en|0.30|0.50|180|0.10|romantic dark
Run|Foo Fighters|2017|rock|en|0.35|0.90|130|0.00|workout rebellious
Walk|Foo Fighters|2011|rock|en|0.40|0.85|137|0.00|empowering hopeful driving
Burn It Down|Linkin Park|2012|rock,alternative|en|0.35|0.93|110|0.01|angry workout
The Emptiness Machine|Linkin Park|2024|rock,alternative|en|0.40|0.92|184|0.00|angry workout gaming
Heavy|Linkin Park|2017|rock,pop|en|0.30|0.65|129|0.05|sad anxious
The Vengeful One|Disturbed|2015|metal,rock|en|0.30|0.96|84|0.00|angry workout dark
The Sound of Silence|Disturbed|2015|rock,metal|en|0.15|0.33|86|0.45|dark epic melancholy
The Devil in I|Slipknot|2014|metal|en|0.25|0.95|160|0.00|angry workout dark
Throne|Bring Me The Horizon|2015|metal,rock|en|0.35|0.96|186|0.00|angry workout gaming
Can You Feel My Heart|Bring Me The Horizon|2013|metal,electronic|en|0.25|0.90|127|0.00|dark anxious
Drown|Bring Me The Horizon|2014|rock,metal|en|0.30|0.90|170|0.00|sad anxious
Chlorine|Twenty One Pilots|2018|alternative|en|0.40|0.50|86|0.20|dreamy melancholy
Gasoline|Halsey|2015|alternative,pop|en|0.25|0.70|120|0.05|dark anxious
Without Me|Halsey|2018|pop,rnb|en|0.49|0.49|136|0.30|heartbreak dark
Colors|Halsey|2015|pop,alternative|en|0.35|0.55|110|0.05|melancholy romantic
Ain't It Fun|Paramore|2013|rock,pop|en|0.74|0.80|104|0.01|playful rebellious
Still Into You|Paramore|2013|rock,pop|en|0.78|0.92|136|0.01|happy romantic driving
Hard Times|Paramore|2017|rock,new-wave|en|0.93|0.83|120|0.01|dancing playful
This Is Why|Paramore|2022|rock,new-wave|en|0.53|0.72|126|0.01|anxious rebellious
Zitti e buoni|Måneskin|2021|rock|it|0.60|0.94|172|0.00|rebellious workout
Beggin'|Måneskin|2017|rock,pop|en|0.59|0.80|134|0.13|party rebellious
I WANNA BE YOUR SLAVE|Måneskin|2021|rock,punk|en|0.75|0.91|133|0.00|rebellious sensual party
Pray For Me|The Weeknd|2018|rnb,hiphop|en|0.20|0.70|100|0.01|dark epic
Mind Mischief|Tame Impala|2012|indie,rock|en|0.50|0.60|110|0.01|dreamy playful
Way down We Go|KALEO|2015|blues,rock|en|0.19|0.49|77|0.52|dark mysterious
Hold On|Alabama Shakes|2012|soul,blues|en|0.52|0.55|134|0.40|hopeful empowering
Sound & Color|Alabama Shakes|2015|soul,rock|en|0.30|0.40|106|0.30|dreamy mysterious
Bright Lights|Gary Clark Jr.|2011|blues,rock|en|0.45|0.76|104|0.01|confident night bar
Rumble|Skrillex|2023|electronic,dance|en|0.35|0.91|140|0.00|club workout party
Baby again..|Fred again..|2023|electronic,house|en|0.55|0.65|130|0.10|dancing club nostalgic
Marea (We've Lost Dancing)|Fred again..|2021|house,electronic|en|0.49|0.68|124|0.03|dancing nostalgic club latenight
Delilah (pull me out of this)|Fred again..|2022|house,electronic|en|0.40|0.70|134|0.10|club latenight
Innerbloom|RÜFÜS DU SOL|2015|electronic,house|en|0.14|0.48|121|0.04|dreamy latenight focus study
You Were Right|RÜFÜS DU SOL|2016|electronic,house|en|0.35|0.75|121|0.01|driving night club
Kerala|Bonobo|2016|electronic,ambient|instrumental|0.25|0.62|126|0.20|focus dreamy commute study
Cirrus|Bonobo|2013|electronic,trip-hop|instrumental|0.45|0.58|120|0.18|focus chill study morning
Sun|Caribou|2010|electronic,house|en|0.35|0.80|120|0.01|dreamy club
Can't Do Without You|Caribou|2014|electronic,house|en|0.30|0.70|120|0.02|dreamy club
Gosh|Jamie xx|2015|electronic|instrumental|0.20|0.75|130|0.01|focus club
Loud Places|Jamie xx|2015|electronic,house|en|0.37|0.60|122|0.11|nostalgic club latenight
Angels|The xx|2012|indie,alternative|en|0.21|0.23|125|0.85|romantic calm dreamy latenight rain
On Hold|The xx|2016|indie,electronic|en|0.47|0.65|136|0.13|heartbreak night
Faded|Alan Walker|2015|electronic,dance|en|0.16|0.63|90|0.03|melancholy gaming night
Alone|Marshmello|2016|electronic,dance|en|0.40|0.90|142|0.00|gaming workout party
Happier|Marshmello|2018|pop,dance|en|0.67|0.79|100|0.19|hopeful heartbreak
Silence|Marshmello|2017|dance,pop|en|0.29|0.76|141|0.26|melancholy night
Stolen Dance|Milky Chance|2013|indie,folk|en|0.73|0.58|114|0.44|chill summer dancing
Cold Little Heart|Michael Kiwanuka|2016|soul,rock|en|0.25|0.45|125|0.35|melancholy dark
Love & Hate|Michael Kiwanuka|2016|soul|en|0.25|0.55|100|0.30|dark epic
Home Again|Michael Kiwanuka|2012|soul,folk|en|0.38|0.27|76|0.85|calm hopeful morning sunday
Cold Heart - PNAU Remix|Elton John|2021|dance,pop|en|0.94|0.80|116|0.03|happy dancing nostalgic
Dance Monkey|Tones And I|2019|pop|en|0.51|0.59|98|0.69|playful dancing
I Like Me Better|Lauv|2017|pop|en|0.42|0.51|92|0.54|romantic happy
Ocean Drive|Duke Dumont|2015|house,dance|en|0.40|0.70|114|0.05|driving night summer
Runaway (U & I)|Galantis|2014|dance,house|en|0.55|0.90|126|0.01|party uplifting
Prayer in C|Lilly Wood and The Prick|2014|dance,folk|en|0.81|0.75|123|0.02|dancing summer
Waves|Mr. Probz|2013|house,dance|en|0.45|0.50|120|0.10|chill summer beach
Firestone|Kygo|2014|house,dance|en|0.40|0.65|113|0.40|chill summer sunset beach
Stole the Show|Kygo|2015|house,dance|en|0.50|0.60|100|0.30|chill summer
Stay|Zedd|2017|dance,pop|en|0.60|0.60|102|0.20|romantic heartbreak
I Took A Pill In Ibiza|Mike Posner|2015|pop,electronic|en|0.66|0.71|102|0.10|melancholy party
Tsunami|DVBBS|2013|electronic,house|instrumental|0.20|0.95|128|0.00|party club workout
# instrumental, classical, ambient, lofi, jazz, soundtrack: focus and study
Experience|Ludovico Einaudi|2013|classical|instrumental|0.21|0.33|82|0.98|epic calm focus study reading
Time Lapse|Ludovico Einaudi|2013|classical|instrumental|0.18|0.26|150|0.99|focus study calm reading
Says|Nils Frahm|2013|ambient,electronic|instrumental|0.12|0.31|120|0.40|focus meditation latenight study
Hand Covers Bruise|Trent Reznor|2010|soundtrack,ambient|instrumental|0.05|0.15|90|0.70|dark melancholy study
Day One|Hans Zimmer|2014|soundtrack,classical|instrumental|0.05|0.27|90|0.50|epic focus study
Cornfield Chase|Hans Zimmer|2014|soundtrack,classical|instrumental|0.06|0.33|120|0.55|epic focus study dreamy reading
No Time for Caution|Hans Zimmer|2014|soundtrack|instrumental|0.04|0.55|120|0.35|epic focus
Time|Hans Zimmer|2010|soundtrack,classical|instrumental|0.06|0.22|63|0.42|epic focus study melancholy reading
Paul's Dream|Hans Zimmer|2021|soundtrack|instrumental|0.08|0.40|100|0.25|dark epic desert
Mia & Sebastian's Theme|Justin Hurwitz|2016|soundtrack,jazz|instrumental|0.24|0.13|98|0.99|romantic calm nostalgic rain study
City of Stars|Ryan Gosling|2016|soundtrack,jazz|en|0.32|0.16|105|0.96|romantic dreamy night
Another Day of Sun|La La Land Cast|2016|soundtrack|en|0.68|0.70|128|0.45|happy sun uplifting
Spring 1|Max Richter|2012|classical|instrumental|0.45|0.42|120|0.90|focus study uplifting spring reading
Dream 3 (in the midst of my life)|Max Richter|2015|classical,ambient|instrumental|0.12|0.06|60|0.95|sleep calm meditation rain
Saman|Ólafur Arnalds|2018|classical,ambient|instrumental|0.10|0.05|70|0.98|sleep calm peaceful study rain
Near Light|Ólafur Arnalds|2013|classical,electronic|instrumental|0.18|0.25|90|0.75|focus study dreamy reading rain
re:member|Ólafur Arnalds|2018|classical,electronic|instrumental|0.21|0.30|138|0.70|focus study hopeful morning
Opus 23|Dustin O'Halloran|2011|classical|instrumental|0.15|0.05|70|0.99|calm study sleep
We Move Lightly|Dustin O'Halloran|2011|classical,ambient|instrumental|0.14|0.08|70|0.99|calm sleep reading rain cozy
Light of the Seven|Ramin Djawadi|2016|soundtrack,classical|instrumental|0.05|0.20|70|0.85|dark epic mysterious
Main Title|Ramin Djawadi|2011|soundtrack|instrumental|0.30|0.50|85|0.40|epic gaming
Sweden|C418|2011|ambient,soundtrack|instrumental|0.25|0.08|87|0.80|calm gaming study sleep rain
Wet Hands|C418|2011|ambient,soundtrack|instrumental|0.35|0.10|74|0.85|calm nostalgic study morning
Megalovania|Toby Fox|2015|soundtrack,electronic|instrumental|0.45|0.85|120|0.05|gaming epic
Rush E|Sheet Music Boss|2020|classical|instrumental|0.50|0.80|120|0.90|playful gaming
Snowman|WYS|2017|lofi|instrumental|0.40|0.22|80|0.70|chill study winter snow cozy rain
affection|Jinsang|2016|lofi,hiphop|instrumental|0.50|0.35|80|0.60|chill study cozy rain
Sunset Lover|Petit Biscuit|2015|electronic,ambient|instrumental|0.35|0.55|91|0.22|chill sunset dreamy study cafe
Resonance|HOME|2014|synthpop,electronic|instrumental|0.45|0.60|106|0.01|nostalgic night driving focus
Nightcall|Kavinsky|2010|synthpop,electronic|en|0.27|0.55|92|0.01|night driving dark mysterious
A Real Hero|College|2010|synthpop,electronic|en|0.32|0.52|95|0.02|night driving dreamy
Tadow|Masego|2017|jazz,rnb|en|0.60|0.45|122|0.45|chill sensual cafe evening study
Lotus Flower|Radiohead|2011|alternative,electronic|en|0.35|0.55|128|0.20|dark mysterious
Daydreaming|Radiohead|2016|alternative,ambient|en|0.07|0.26|109|0.85|melancholy dreamy latenight rain
True Love Waits|Radiohead|2016|alternative,singer-songwriter|en|0.10|0.10|80|0.95|sad lonely
Lazarus|David Bowie|2016|rock,jazz|en|0.16|0.43|90|0.20|dark melancholy
Blackstar|David Bowie|2016|jazz,rock|en|0.18|0.45|70|0.30|dark mysterious
Truth|Kamasi Washington|2017|jazz|instrumental|0.40|0.45|70|0.70|focus hopeful epic
Lingus|Snarky Puppy|2014|jazz,funk|instrumental|0.50|0.72|110|0.35|focus workout
What About Me?|Snarky Puppy|2014|jazz,funk|instrumental|0.50|0.75|115|0.30|focus work
Liquid Spirit|Gregory Porter|2013|jazz,soul|en|0.68|0.60|130|0.60|happy cafe dinner morning
Hey Laura|Gregory Porter|2013|jazz,soul|en|0.40|0.25|82|0.85|romantic calm dinner evening cafe
In My Room|Jacob Collier|2016|jazz,soul|en|0.42|0.28|86|0.60|calm cozy home study
From The Start|Laufey|2023|jazz,bossa-nova|en|0.70|0.44|158|0.72|romantic playful cafe spring morning
Valentine|Laufey|2022|jazz,pop|en|0.30|0.15|99|0.93|romantic calm cozy evening cafe
Bewitched|Laufey|2023|jazz,classical|en|0.34|0.27|88|0.90|romantic dreamy winter cafe
Let You Break My Heart Again|Laufey|2021|jazz,classical|en|0.18|0.15|80|0.96|heartbreak sad rain latenight
Step Out|José González|2013|folk,soundtrack|en|0.35|0.50|135|0.80|roadtrip hopeful mountains
Stay Alive|José González|2013|folk,soundtrack|en|0.38|0.34|114|0.90|calm hopeful morning roadtrip cozy
# christmas and festive
Mistletoe|Justin Bieber|2011|pop,rnb|en|0.89|0.56|162|0.63|christmas romantic winter cozy
Santa Tell Me|Ariana Grande|2014|pop,rnb|en|0.67|0.63|133|0.04|christmas playful winter
Christmas Tree Farm|Taylor Swift|2019|pop|en|0.60|0.70|140|0.10|christmas happy winter
Underneath the Tree|Kelly Clarkson|2013|pop,soul|en|0.68|0.81|160|0.01|christmas happy winter party
One More Sleep|Leona Lewis|2013|pop,soul|en|0.86|0.84|130|0.04|christmas happy winter
Snowman|Sia|2017|pop|en|0.31|0.40|105|0.58|christmas winter snow romantic rain
Christmas Lights|Coldplay|2010|pop,rock|en|0.24|0.38|65|0.40|christmas winter melancholy
Holly Jolly Christmas|Michael Bublé|2011|jazz,pop|en|0.87|0.52|138|0.72|christmas happy cozy winter
It's Beginning to Look a Lot like Christmas|Michael Bublé|2011|jazz,pop|en|0.70|0.32|90|0.80|christmas cozy winter snow
Santa Baby|Michael Bublé|2011|jazz|en|0.50|0.40|100|0.70|christmas playful
Cozy Little Christmas|Katy Perry|2018|pop|en|0.70|0.60|100|0.30|christmas cozy
Wrapped in Red|Kelly Clarkson|2013|pop|en|0.30|0.40|100|0.30|christmas romantic winter
Make It to Christmas|Alessia Cara|2019|pop|en|0.50|0.50|100|0.20|christmas hopeful
Christmas (Baby Please Come Home)|Michael Bublé|2011|pop,soul|en|0.65|0.70|126|0.40|christmas party winter
Carol of the Bells|Pentatonix|2012|pop|en|0.30|0.35|150|0.70|christmas winter snow
Hallelujah|Pentatonix|2016|pop,gospel|en|0.20|0.25|100|0.95|christmas winter peaceful
Mary, Did You Know?|Pentatonix|2014|gospel,pop|en|0.26|0.33|82|0.91|christmas winter peaceful
Christmas Saves the Year|Twenty One Pilots|2020|pop|en|0.40|0.40|100|0.50|christmas calm winter
# latin, reggaeton, spanish pop
Despacito|Luis Fonsi|2017|reggaeton,latin|es|0.84|0.80|178|0.21|summer dancing sensual party
Tití Me Preguntó|Bad Bunny|2022|reggaeton,latin|es|0.61|0.72|107|0.10|party dancing playful
Me Porto Bonito|Bad Bunny|2022|reggaeton,latin|es|0.43|0.71|92|0.09|party sensual club
DtMF|Bad Bunny|2025|latin,reggaeton|es|0.40|0.60|136|0.25|nostalgic party melancholy
Dakiti|Bad Bunny|2020|reggaeton,latin|es|0.15|0.57|110|0.40|night sensual club dark
Callaíta|Bad Bunny|2019|reggaeton,latin|es|0.24|0.62|176|0.60|chill summer beach night
Ojitos Lindos|Bad Bunny|2022|latin,reggaeton|es|0.28|0.50|80|0.08|romantic dreamy
Yo Perreo Sola|Bad Bunny|2020|reggaeton|es|0.45|0.80|98|0.02|empowering dancing club
Moscow Mule|Bad Bunny|2022|reggaeton,latin|es|0.29|0.67|100|0.29|summer beach sensual
Mi Gente|J Balvin|2017|reggaeton,latin|es|0.47|0.72|105|0.02|party dancing club
Ginza|J Balvin|2015|reggaeton|es|0.63|0.72|102|0.12|party dancing
LA CANCIÓN|J Balvin|2019|latin,reggaeton|es|0.42|0.60|176|0.26|heartbreak nostalgic
Rojo|J Balvin|2020|reggaeton,latin|es|0.35|0.65|95|0.15|dark dancing
Taki Taki|DJ Snake|2018|reggaeton,latin|es|0.59|0.84|96|0.16|party dancing club
Bailando|Enrique Iglesias|2014|latin,pop|es|0.96|0.79|91|0.05|dancing summer party happy
Danza Kuduro|Don Omar|2010|reggaeton,latin|es|0.81|0.91|130|0.07|party dancing summer workout
Propuesta Indecente|Romeo Santos|2013|latin|es|0.60|0.60|131|0.43|romantic sensual dancing
Eres Mía|Romeo Santos|2014|latin|es|0.55|0.68|124|0.30|romantic heartbreak dancing
Vivir Mi Vida|Marc Anthony|2013|latin|es|0.93|0.86|105|0.23|happy uplifting party dancing
Darte un Beso|Prince Royce|2013|latin|es|0.75|0.63|130|0.40|romantic dancing
Chantaje|Shakira|2016|reggaeton,latin|es|0.88|0.65|102|0.19|sensual playful dancing
La Bicicleta|Carlos Vives|2016|latin,pop|es|0.95|0.84|180|0.20|summer happy beach
Shakira: Bzrp Music Sessions, Vol. 53|Bizarrap|2023|latin,electronic|es|0.52|0.63|122|0.26|angry heartbreak dancing
Quevedo: Bzrp Music Sessions, Vol. 52|Bizarrap|2022|reggaeton,electronic|es|0.55|0.78|128|0.01|club night party
Columbia|Quevedo|2023|reggaeton,latin|es|0.56|0.72|100|0.08|summer party
TQG|KAROL G|2023|reggaeton,latin|es|0.58|0.64|180|0.09|empowering confident party
Provenza|KAROL G|2022|reggaeton,latin|es|0.53|0.52|111|0.65|chill summer romantic
Bichota|KAROL G|2020|reggaeton|es|0.84|0.69|163|0.23|confident party empowering
Tusa|KAROL G|2019|reggaeton,latin|es|0.57|0.72|101|0.30|heartbreak dancing party
Si Antes Te Hubiera Conocido|KAROL G|2024|latin,dance|es|0.85|0.74|128|0.20|summer dancing happy
Hawái|Maluma|2020|reggaeton,latin|es|0.31|0.64|180|0.12|heartbreak night
Felices los 4|Maluma|2017|reggaeton,latin|es|0.74|0.79|94|0.20|playful dancing
Ella Baila Sola|Eslabon Armado|2023|latin,folk|es|0.80|0.45|148|0.42|romantic dancing
MALAMENTE|ROSALÍA|2018|flamenco,pop|es|0.60|0.63|101|0.28|dark mysterious dancing
DESPECHÁ|ROSALÍA|2022|latin,pop|es|0.82|0.66|130|0.13|summer dancing beach playful
Con Altura|ROSALÍA|2019|reggaeton,flamenco|es|0.90|0.68|92|0.39|dancing party confident
SAOKO|ROSALÍA|2022|reggaeton,rock|es|0.50|0.80|95|0.05|rebellious confident
Pepas|Farruko|2021|reggaeton,electronic|es|0.63|0.77|130|0.01|party club workout running
Sin Pijama|Becky G|2018|reggaeton,latin|es|0.80|0.76|188|0.35|party playful sensual
Mayores|Becky G|2017|reggaeton,latin|es|0.80|0.73|104|0.11|playful sensual
Criminal|Natti Natasha|2017|reggaeton,latin|es|0.60|0.80|80|0.03|sensual dark dancing
Te Boté - Remix|Nio Garcia|2018|reggaeton|es|0.44|0.66|98|0.59|heartbreak club party
Hasta la Raíz|Natalia Lafourcade|2015|latin,folk|es|0.55|0.52|100|0.55|hopeful nostalgic roadtrip
Tú Sí Sabes Quererme|Natalia Lafourcade|2017|latin,folk|es|0.55|0.30|120|0.90|romantic calm cozy morning
Nunca Es Suficiente|Los Ángeles Azules|2018|latin|es|0.80|0.64|96|0.45|dancing heartbreak singalong
Tu Falta de Querer|Mon Laferte|2015|latin,folk|es|0.30|0.40|120|0.55|heartbreak sad
Amor Completo|Mon Laferte|2016|latin,folk|es|0.45|0.40|95|0.70|romantic
Tú Me Dejaste De Querer|C. Tangana|2020|flamenco,latin|es|0.55|0.55|100|0.42|heartbreak nostalgic
Tocarte|Jorge Drexler|2023|latin,hiphop|es|0.50|0.55|90|0.30|sensual romantic
Cómo Te Atreves|Morat|2015|folk,pop|es|0.60|0.65|96|0.35|heartbreak singalong
Vida de Rico|Camilo|2020|latin,pop|es|0.75|0.45|94|0.55|romantic happy cozy
Favorito|Camilo|2020|latin,pop|es|0.78|0.50|100|0.60|romantic happy
Tacones Rojos|Sebastián Yatra|2021|latin,pop|es|0.92|0.70|123|0.11|happy dancing summer
Traicionera|Sebastián Yatra|2016|reggaeton,latin|es|0.62|0.68|92|0.10|heartbreak dancing
La Bachata|Manuel Turizo|2022|latin|es|0.85|0.68|125|0.35|romantic dancing heartbreak
Todo de Ti|Rauw Alejandro|2021|latin,disco|es|0.75|0.72|128|0.30|summer dancing romantic
Normal|Feid|2022|reggaeton|es|0.50|0.62|96|0.20|night chill
LALA|Myke Towers|2023|reggaeton,latin|es|0.70|0.75|92|0.07|party dancing summer
Se Preparó|Ozuna|2017|reggaeton|es|0.59|0.73|90|0.10|dancing party
Dura|Daddy Yankee|2018|reggaeton|es|0.82|0.84|95|0.19|party dancing workout
Con Calma|Daddy Yankee|2019|reggaeton|es|0.66|0.86|94|0.11|party dancing summer beach
El Amante|Nicky Jam|2017|reggaeton|es|0.65|0.70|90|0.12|sensual dancing
X|Nicky Jam|2018|reggaeton|es|0.70|0.75|90|0.05|party dancing
Solamente Tú|Pablo Alborán|2010|pop,latin|es|0.22|0.33|100|0.75|romantic calm
Saturno|Pablo Alborán|2017|pop|es|0.30|0.40|80|0.55|romantic melancholy
¡Corre!|Jesse & Joy|2011|pop,latin|es|0.40|0.50|95|0.50|heartbreak
Perdón, Perdón|Ha*Ash|2014|pop,latin|es|0.45|0.60|100|0.25|heartbreak angry
Disfruto|Carla Morrison|2012|pop,singer-songwriter|es|0.30|0.25|90|0.85|romantic calm dreamy rain
un x100to|Grupo Frontera|2023|latin,country|es|0.56|0.50|86|0.25|heartbreak bar
Lo Siento BB:/|Tainy|2021|reggaeton,alternative|es|0.35|0.55|89|0.12|heartbreak night latenight
Soy Yo|Bomba Estéreo|2015|latin,electronic|es|0.70|0.60|94|0.15|empowering confident playful
Fuego|Bomba Estéreo|2012|latin,electronic|es|0.70|0.88|115|0.05|party dancing
BESO|ROSALÍA|2023|reggaeton,pop|es|0.45|0.50|95|0.15|romantic sensual
Envolver|Anitta|2021|reggaeton|es|0.32|0.73|92|0.15|sensual club
# portuguese and brazil
Show Das Poderosas|Anitta|2013|pop,funk|pt|0.80|0.85|130|0.05|empowering party dancing
Vai Malandra|Anitta|2017|funk,pop|pt|0.75|0.80|140|0.05|party dancing summer
Ai Se Eu Te Pego!|Michel Teló|2011|latin,country|pt|0.95|0.90|96|0.30|party dancing singalong summer
Balada|Gusttavo Lima|2011|country,latin|pt|0.90|0.90|96|0.10|party dancing
Infiel|Marília Mendonça|2016|country|pt|0.50|0.65|82|0.40|heartbreak angry bar
Supera|Marília Mendonça|2019|country|pt|0.40|0.60|143|0.45|heartbreak bar
Largado às Traças|Zé Neto & Cristiano|2017|country|pt|0.55|0.70|148|0.40|heartbreak bar
Amei Te Ver|Tiago Iorc|2016|pop,folk|pt|0.50|0.35|110|0.80|romantic calm morning
Trevo (Tu)|ANAVITÓRIA|2016|folk,pop|pt|0.55|0.30|120|0.85|romantic calm morning cozy
O Sol|Vitor Kley|2017|pop,folk|pt|0.75|0.55|88|0.50|summer sun happy beach
Quando Bate Aquela Saudade|Rubel|2015|folk,singer-songwriter|pt|0.30|0.25|85|0.90|nostalgic melancholy rain cozy
Amar pelos dois|Salvador Sobral|2017|jazz,singer-songwriter|pt|0.25|0.15|74|0.90|romantic calm melancholy rain
Olha a Explosão|MC Kevinho|2016|funk|pt|0.85|0.80|130|0.10|party dancing
K.O.|Pabllo Vittar|2017|pop,dance|pt|0.80|0.80|124|0.05|dancing party
DANÇARINA|Pedro Sampaio|2023|funk,dance|pt|0.85|0.85|130|0.10|party dancing club
Meu Abrigo|Melim|2017|pop|pt|0.70|0.55|88|0.60|romantic happy summer
Não Existe Amor em SP|Criolo|2011|hiphop,soul|pt|0.20|0.40|80|0.40|melancholy city night
AmarElo|Emicida|2019|hiphop,rap|pt|0.55|0.70|90|0.20|hopeful empowering
# french
Papaoutai|Stromae|2013|electronic,dance|fr|0.25|0.72|117|0.02|dancing sad
Formidable|Stromae|2013|electronic,chanson|fr|0.35|0.50|120|0.20|melancholy heartbreak
Tous les mêmes|Stromae|2013|electronic,dance|fr|0.70|0.70|124|0.05|dancing playful
Santé|Stromae|2021|electronic,dance|fr|0.76|0.70|119|0.05|party dancing uplifting
L'enfer|Stromae|2022|electronic,chanson|fr|0.15|0.45|85|0.30|dark sad
Ta fête|Stromae|2013|electronic,dance|fr|0.50|0.85|130|0.01|party dancing
Christine|Christine and the Queens|2014|synthpop,chanson|fr|0.45|0.65|96|0.05|melancholy dancing
Saint Claude|Christine and the Queens|2014|synthpop|fr|0.35|0.55|100|0.10|melancholy night
Balance ton quoi|Angèle|2019|pop,electronic|fr|0.63|0.65|105|0.10|empowering playful
Tout oublier|Angèle|2018|pop,electronic|fr|0.63|0.63|100|0.13|playful dancing
Bruxelles je t'aime|Angèle|2021|pop,chanson|fr|0.45|0.45|116|0.40|nostalgic city
Flemme|Angèle|2018|pop|fr|0.55|0.50|100|0.20|chill playful
Djadja|Aya Nakamura|2018|afrobeats,pop|fr|0.80|0.62|100|0.15|confident dancing party
Pookie|Aya Nakamura|2019|afrobeats,pop|fr|0.72|0.66|96|0.10|dancing playful party
Copines|Aya Nakamura|2018|afrobeats,pop|fr|0.70|0.60|100|0.12|dancing playful
Dernière danse|Indila|2013|pop,chanson|fr|0.40|0.75|95|0.05|dancing melancholy epic
Tourner dans le vide|Indila|2014|pop,chanson|fr|0.25|0.60|95|0.10|sad melancholy
Je veux|ZAZ|2010|chanson,jazz|fr|0.90|0.70|110|0.60|happy cafe playful morning
On ira|ZAZ|2013|chanson,pop|fr|0.80|0.65|140|0.45|hopeful roadtrip
Bella|GIMS|2013|pop,rap|fr|0.50|0.70|92|0.15|romantic dancing
Sapés comme jamais|GIMS|2015|rap,pop|fr|0.85|0.75|96|0.10|party confident
Est-ce que tu m'aimes ?|GIMS|2015|pop,rap|fr|0.40|0.70|125|0.10|heartbreak
Andalouse|Kendji Girac|2014|pop,flamenco|fr|0.80|0.85|120|0.45|summer dancing romantic
Color Gitano|Kendji Girac|2014|pop,flamenco|fr|0.85|0.80|120|0.50|summer happy dancing
Je m'en vais|Vianney|2016|folk,chanson|fr|0.40|0.45|105|0.70|melancholy heartbreak
Pas là|Vianney|2014|folk,chanson|fr|0.30|0.35|90|0.80|heartbreak sad
La grenade|Clara Luciani|2018|pop,rock|fr|0.60|0.70|118|0.10|empowering confident
Paris-Seychelles|Julien Doré|2013|pop,chanson|fr|0.50|0.50|100|0.30|dreamy nostalgic
Basique|Orelsan|2017|rap,hiphop|fr|0.40|0.70|96|0.05|confident rebellious
Au DD|PNL|2019|rap,hiphop|fr|0.40|0.55|140|0.10|dark night
Il est où le bonheur|Christophe Maé|2016|pop,chanson|fr|0.70|0.70|120|0.40|hopeful uplifting singalong
Voilà|Barbara Pravi|2021|chanson|fr|0.25|0.40|90|0.65|epic melancholy
J'ai cherché|Amir|2016|pop|fr|0.60|0.75|100|0.10|hopeful uplifting
Dommage|Bigflo & Oli|2017|rap,pop|fr|0.40|0.55|100|0.40|melancholy nostalgic
Kid|Eddy de Pretto|2017|chanson,hiphop|fr|0.30|0.45|100|0.30|dark rebellious
Jour 1|Louane|2014|pop|fr|0.70|0.70|125|0.10|happy hopeful
Avenir|Louane|2015|pop|fr|0.65|0.70|115|0.10|hopeful uplifting
Vanille fraise|L'Impératrice|2018|disco,funk|fr|0.70|0.60|110|0.10|dancing dreamy summer
# german
Easy|Cro|2011|hiphop,pop|de|0.80|0.60|96|0.20|chill summer happy
Traum|Cro|2014|hiphop,pop|de|0.70|0.70|100|0.10|romantic dreamy
Chöre|Mark Forster|2016|pop|de|0.75|0.70|100|0.10|uplifting happy singalong
Pocahontas|AnnenMayKantereit|2016|rock,indie|de|0.40|0.55|100|0.40|heartbreak melancholy
Oft gefragt|AnnenMayKantereit|2016|folk,indie|de|0.30|0.30|80|0.80|nostalgic melancholy rain
Nur noch kurz die Welt retten|Tim Bendzko|2011|pop|de|0.60|0.60|92|0.30|playful work
Auf uns|Andreas Bourani|2014|pop|de|0.60|0.80|113|0.02|uplifting triumphant singalong
Atemlos durch die Nacht|Helene Fischer|2013|pop,dance|de|0.80|0.85|128|0.02|party dancing singalong night
Deutschland|Rammstein|2019|metal|de|0.20|0.90|110|0.00|dark epic
Radio|Rammstein|2019|metal,electronic|de|0.40|0.90|120|0.00|rebellious workout
Zeit|Rammstein|2022|metal,rock|de|0.15|0.55|70|0.05|melancholy epic
Roller|Apache 207|2019|hiphop,rap|de|0.55|0.75|127|0.10|driving night
Zukunft Pink|Peter Fox|2022|hiphop,afrobeats|de|0.75|0.75|118|0.10|uplifting dancing
Songs für Liam|Kraftklub|2012|rock,indie|de|0.60|0.90|150|0.00|rebellious party
Feuerwerk|Wincent Weiss|2017|pop|de|0.60|0.65|110|0.10|uplifting summer
Eiserner Steg|Philipp Poisel|2010|pop,singer-songwriter|de|0.30|0.40|100|0.60|romantic melancholy
Ich lass für dich das Licht an|Revolverheld|2013|pop,rock|de|0.40|0.40|100|0.50|romantic nostalgic
80 Millionen|Max Giesinger|2016|pop|de|0.50|0.65|95|0.30|hopeful
Wildberry Lillet|Nina Chuba|2022|pop,hiphop|de|0.80|0.70|126|0.05|summer playful party
# italian
VENT'ANNI|Måneskin|2021|rock|it|0.30|0.55|80|0.20|melancholy rebellious
Soldi|Mahmood|2019|pop,hiphop|it|0.45|0.60|93|0.15|dark
Brividi|Mahmood|2022|pop|it|0.25|0.45|140|0.35|romantic sad
L'essenziale|Marco Mengoni|2013|pop|it|0.30|0.50|100|0.35|romantic epic
Due vite|Marco Mengoni|2023|pop|it|0.25|0.55|140|0.20|melancholy nostalgic
Mon amour|Annalisa|2023|pop,dance|it|0.75|0.75|122|0.10|dancing summer
Sinceramente|Annalisa|2024|pop,dance|it|0.55|0.75|125|0.05|dancing heartbreak
Andromeda|Elodie|2020|pop,electronic|it|0.45|0.70|110|0.10|sensual dancing
Notti in bianco|Blanco|2021|pop,rock|it|0.60|0.75|96|0.10|rebellious night
La noia|Angelina Mango|2024|pop,latin|it|0.70|0.75|100|0.15|dancing
Occidentali's Karma|Francesco Gabbani|2017|pop,dance|it|0.80|0.80|110|0.10|playful dancing
Cara Italia|Ghali|2018|hiphop,pop|it|0.70|0.70|98|0.15|hopeful summer
Italodisco|The Kolors|2023|disco,pop|it|0.85|0.80|118|0.05|dancing summer party
Fai rumore|Diodato|2020|pop,singer-songwriter|it|0.25|0.45|76|0.50|heartbreak sad
Rolls Royce|Achille Lauro|2019|rock,pop|it|0.60|0.80|130|0.05|rebellious
La musica non c'è|Coez|2017|pop,hiphop|it|0.40|0.60|120|0.20|melancholy
Grande amore|Il Volo|2015|classical,pop|it|0.45|0.60|100|0.40|romantic epic
# japanese
夜に駆ける|YOASOBI|2019|jpop|ja|0.62|0.87|130|0.01|night running anxious
アイドル|YOASOBI|2023|jpop|ja|0.70|0.92|166|0.01|party confident workout
Lemon|Kenshi Yonezu|2018|jpop|ja|0.30|0.60|87|0.10|sad melancholy
KICK BACK|Kenshi Yonezu|2022|jpop,rock|ja|0.55|0.95|186|0.01|workout gaming rebellious running
Pretender|Official HIGE DANdism|2019|jpop,pop|ja|0.40|0.70|92|0.10|heartbreak melancholy
Subtitle|Official HIGE DANdism|2022|jpop|ja|0.35|0.60|120|0.10|romantic winter melancholy
白日|King Gnu|2019|jpop,rock|ja|0.30|0.60|93|0.10|melancholy winter
マリーゴールド|Aimyon|2018|jpop,folk|ja|0.55|0.65|116|0.30|summer nostalgic romantic
うっせぇわ|Ado|2020|jpop,rock|ja|0.45|0.90|178|0.01|angry rebellious
新時代|Ado|2022|jpop|ja|0.60|0.90|150|0.01|triumphant epic
紅蓮華|LiSA|2019|jpop,rock|ja|0.50|0.93|135|0.00|epic workout gaming running
死ぬのがいいわ|Fujii Kaze|2020|jpop,rnb|ja|0.45|0.55|135|0.20|dark romantic
きらり|Fujii Kaze|2021|jpop,pop|ja|0.85|0.78|114|0.05|happy driving sun
怪獣の花唄|Vaundy|2020|jpop,rock|ja|0.60|0.88|160|0.02|nostalgic uplifting
前前前世|RADWIMPS|2016|jpop,rock|ja|0.60|0.90|190|0.01|romantic running
スパークル|RADWIMPS|2016|jpop,soundtrack|ja|0.30|0.50|130|0.30|epic dreamy romantic
Bling-Bang-Bang-Born|Creepy Nuts|2024|jpop,hiphop|ja|0.80|0.85|160|0.02|party playful workout
青と夏|Mrs. GREEN APPLE|2018|jpop,rock|ja|0.75|0.90|185|0.01|summer happy
PONPONPON|Kyary Pamyu Pamyu|2011|jpop,electronic|ja|0.90|0.85|128|0.01|playful happy party
One Last Kiss|Hikaru Utada|2021|jpop,electronic|ja|0.35|0.60|120|0.05|heartbreak melancholy night
ただ君に晴れ|Yorushika|2018|jpop,rock|ja|0.50|0.75|150|0.05|summer nostalgic
廻廻奇譚|Eve|2020|jpop,rock|ja|0.45|0.92|195|0.01|workout gaming epic
ギミチョコ!!|BABYMETAL|2014|metal,jpop|ja|0.70|0.96|200|0.00|workout playful
# korean
봄날|BTS|2017|kpop|ko|0.30|0.60|107|0.10|nostalgic melancholy winter
DNA|BTS|2017|kpop,electronic|ko|0.65|0.85|130|0.01|dancing party confident
FAKE LOVE|BTS|2018|kpop,rock|ko|0.30|0.80|78|0.01|heartbreak dark
Boy With Luv|BTS|2019|kpop,pop|ko|0.80|0.85|120|0.05|happy romantic dancing
피 땀 눈물|BTS|2016|kpop|ko|0.40|0.70|93|0.05|dark sensual
Kill This Love|BLACKPINK|2019|kpop|ko|0.55|0.90|132|0.01|empowering workout
How You Like That|BLACKPINK|2020|kpop,hiphop|ko|0.40|0.80|130|0.01|confident workout
Pink Venom|BLACKPINK|2022|kpop,hiphop|ko|0.65|0.75|90|0.01|confident party
마지막처럼 (AS IF IT'S YOUR LAST)|BLACKPINK|2017|kpop,dance|ko|0.85|0.85|130|0.01|summer happy dancing
강남스타일|PSY|2012|kpop,dance|ko|0.75|0.95|132|0.01|party dancing playful
Blueming|IU|2019|kpop,rock|ko|0.75|0.75|120|0.20|romantic happy spring
LILAC|IU|2021|kpop,pop|ko|0.80|0.80|120|0.05|spring happy nostalgic
밤편지|IU|2017|kpop,folk|ko|0.30|0.20|70|0.85|romantic calm night sleep rain
Hype Boy|NewJeans|2022|kpop,pop|ko|0.60|0.80|100|0.10|romantic dancing summer
Ditto|NewJeans|2022|kpop,house|ko|0.25|0.60|134|0.20|nostalgic winter melancholy
OMG|NewJeans|2023|kpop,rnb|ko|0.55|0.70|127|0.10|playful romantic
TT|TWICE|2016|kpop,pop|ko|0.70|0.85|130|0.01|playful romantic
FANCY|TWICE|2019|kpop,dance|ko|0.60|0.85|110|0.01|romantic dancing
What is Love?|TWICE|2018|kpop,pop|ko|0.80|0.85|138|0.01|happy romantic
MANIAC|Stray Kids|2022|kpop,hiphop|ko|0.50|0.90|120|0.01|workout rebellious gaming
Love Shot|EXO|2018|kpop,rnb|ko|0.40|0.70|98|0.05|sensual night
으르렁 (Growl)|EXO|2013|kpop,rnb|ko|0.65|0.80|106|0.05|dancing romantic
FANTASTIC BABY|BIGBANG|2012|kpop,electronic|ko|0.70|0.90|130|0.01|party club dancing
뱅뱅뱅 (BANG BANG BANG)|BIGBANG|2015|kpop,electronic|ko|0.60|0.90|130|0.01|party workout
LOVE DIVE|IVE|2022|kpop,pop|ko|0.60|0.75|118|0.05|romantic confident
Next Level|aespa|2021|kpop,electronic|ko|0.55|0.85|110|0.01|confident workout gaming
Supernova|aespa|2024|kpop,electronic|ko|0.55|0.85|122|0.01|dancing party
ANTIFRAGILE|LE SSERAFIM|2022|kpop,latin|ko|0.55|0.80|105|0.05|empowering confident workout
Queencard|(G)I-DLE|2023|kpop,pop|ko|0.75|0.85|130|0.02|confident playful party
Psycho|Red Velvet|2019|kpop,rnb|ko|0.55|0.60|140|0.05|romantic dark
빨간 맛 (Red Flavor)|Red Velvet|2017|kpop,pop|ko|0.85|0.90|125|0.02|summer happy party
Beautiful|Crush|2017|kpop,rnb|ko|0.35|0.30|75|0.55|romantic calm winter snow
모든 날, 모든 순간 (Every day, Every Moment)|Paul Kim|2018|kpop,rnb|ko|0.40|0.35|78|0.60|romantic wedding
Like Crazy|Jimin|2023|kpop,synthpop|ko|0.40|0.65|120|0.05|melancholy night
SOLO|JENNIE|2018|kpop,pop|ko|0.50|0.70|130|0.05|empowering confident
Fine|TAEYEON|2017|kpop,pop|ko|0.30|0.55|105|0.10|heartbreak melancholy
# hindi, arabic, yoruba, swedish, dutch
Tum Hi Ho|Arijit Singh|2013|soundtrack,pop|hi|0.20|0.40|94|0.60|romantic sad
Kesariya|Arijit Singh|2022|soundtrack,pop|hi|0.50|0.50|94|0.50|romantic dreamy
Channa Mereya|Arijit Singh|2016|soundtrack,pop|hi|0.20|0.45|100|0.40|heartbreak sad
Apna Bana Le|Arijit Singh|2022|soundtrack,pop|hi|0.40|0.40|85|0.55|romantic wedding
Chaleya|Arijit Singh|2023|soundtrack,pop|hi|0.70|0.70|115|0.20|romantic dancing
Raataan Lambiyan|Jubin Nautiyal|2021|soundtrack,pop|hi|0.55|0.50|90|0.45|romantic
Kun Faya Kun|A.R. Rahman|2011|soundtrack,world|hi|0.35|0.35|90|0.60|peaceful meditation
Bekhayali|Sachet Tandon|2019|soundtrack,rock|hi|0.20|0.60|95|0.20|heartbreak sad
Ya Lili|Balti|2016|hiphop,world|ar|0.45|0.65|100|0.20|melancholy nostalgic
El Bakht|Wegz|2021|hiphop,world|ar|0.60|0.70|100|0.10|confident summer
Ojuelegba|WizKid|2014|afrobeats|yo|0.55|0.60|98|0.20|hopeful nostalgic city
Joha|Asake|2022|afrobeats|yo|0.75|0.70|110|0.20|dancing party
Lonely At The Top|Asake|2023|afrobeats|yo|0.60|0.70|110|0.15|confident dancing
Jag kommer|Veronica Maggio|2011|pop|sv|0.55|0.70|120|0.10|hopeful driving
# 2025
Ordinary|Alex Warren|2025|pop,singer-songwriter|en|0.35|0.55|84|0.45|romantic epic wedding
Abracadabra|Lady Gaga|2025|pop,dance|en|0.55|0.85|118|0.01|dancing dark club
Manchild|Sabrina Carpenter|2025|pop,country|en|0.70|0.70|123|0.20|playful summer roadtrip
Golden|HUNTR/X|2025|kpop,soundtrack|en|0.60|0.75|123|0.05|empowering uplifting triumphant
Soda Pop|Saja Boys|2025|kpop,soundtrack|en|0.75|0.80|120|0.02|playful dancing
Anxiety|Doechii|2025|hiphop,rap|en|0.50|0.65|120|0.05|anxious playful dancing
DAISIES|Justin Bieber|2025|pop,rnb|en|0.55|0.55|126|0.30|romantic summer
What I Want|Morgan Wallen|2025|country,pop|en|0.35|0.55|130|0.20|heartbreak driving
back to friends|sombr|2024|indie,alternative|en|0.30|0.65|92|0.05|heartbreak melancholy
undressed|sombr|2025|indie,alternative|en|0.30|0.55|120|0.15|heartbreak latenight
luther|Kendrick Lamar|2024|hiphop,rnb|en|0.55|0.45|138|0.15|romantic dreamy chill
Messy|Lola Young|2024|pop,soul|en|0.40|0.60|106|0.30|anxious heartbreak
Lose Control|Teddy Swims|2023|soul,pop|en|0.35|0.55|160|0.20|heartbreak epic
Bad Dreams|Teddy Swims|2025|soul,pop|en|0.40|0.60|110|0.20|heartbreak night
`;
