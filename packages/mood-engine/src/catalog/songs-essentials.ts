// Catalog rows, the essentials across all decades. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_ESSENTIALS = String.raw`
# calm, acoustic, morning, rain, coffee
Here Comes the Sun|The Beatles|1969|rock,pop|en|0.85|0.55|129|0.60|happy hopeful morning spring sun sunday
Blackbird|The Beatles|1968|folk,rock|en|0.40|0.20|94|0.95|calm peaceful morning hopeful
Yesterday|The Beatles|1965|pop,rock|en|0.30|0.20|97|0.90|melancholy nostalgic rain sad
Let It Be|The Beatles|1970|rock,pop|en|0.45|0.40|72|0.60|hopeful calm uplifting singalong
Fast Car|Tracy Chapman|1988|folk,singer-songwriter|en|0.40|0.35|104|0.70|hopeful driving nostalgic melancholy
Harvest Moon|Neil Young|1992|folk,country|en|0.55|0.30|113|0.80|romantic calm evening autumn
Pink Moon|Nick Drake|1972|folk,singer-songwriter|en|0.35|0.15|126|0.95|calm dreamy melancholy night
River Man|Nick Drake|1969|folk,singer-songwriter|en|0.30|0.15|100|0.90|melancholy calm autumn rain
Holocene|Bon Iver|2011|indie,folk|en|0.15|0.25|148|0.85|melancholy calm winter dreamy
Skinny Love|Bon Iver|2008|indie,folk|en|0.25|0.35|76|0.90|heartbreak sad winter
Re: Stacks|Bon Iver|2008|indie,folk|en|0.20|0.20|68|0.95|melancholy calm rain lonely
Banana Pancakes|Jack Johnson|2005|folk,pop|en|0.80|0.40|80|0.85|cozy morning rain sunday happy home
Better Together|Jack Johnson|2005|folk,pop|en|0.75|0.40|84|0.85|romantic cozy morning sunday
Upside Down|Jack Johnson|2006|folk,pop|en|0.85|0.50|89|0.75|happy playful morning sun
Don't Know Why|Norah Jones|2002|jazz,pop|en|0.45|0.20|88|0.90|calm cozy cafe rain morning
Come Away With Me|Norah Jones|2002|jazz,pop|en|0.40|0.15|70|0.90|romantic calm cozy night
Sunrise|Norah Jones|2004|jazz,folk|en|0.55|0.25|86|0.90|morning calm cozy cafe
The Night We Met|Lord Huron|2015|indie,folk|en|0.20|0.35|87|0.70|heartbreak nostalgic night melancholy
Riptide|Vance Joy|2013|indie,folk|en|0.65|0.55|102|0.60|happy summer roadtrip playful
Budapest|George Ezra|2014|pop,folk|en|0.70|0.45|128|0.55|happy playful morning
Ho Hey|The Lumineers|2012|folk,indie|en|0.70|0.50|80|0.75|happy singalong hopeful
Cleopatra|The Lumineers|2016|folk,indie|en|0.40|0.50|150|0.70|nostalgic melancholy
Lost in Japan|Shawn Mendes|2018|pop|en|0.60|0.55|105|0.20|romantic night city
Gravity|John Mayer|2006|blues,rock|en|0.35|0.35|62|0.40|melancholy night calm
Slow Dancing in a Burning Room|John Mayer|2006|rock,blues|en|0.30|0.45|67|0.35|heartbreak night melancholy
Daughters|John Mayer|2003|pop,singer-songwriter|en|0.55|0.35|74|0.70|calm cozy hopeful
Bubbly|Colbie Caillat|2007|pop,folk|en|0.75|0.40|76|0.80|happy romantic cozy morning
Put Your Records On|Corinne Bailey Rae|2006|soul,pop|en|0.80|0.45|96|0.70|happy sunday morning chill cozy
Sunday Morning|Maroon 5|2002|pop,soul|en|0.80|0.50|89|0.40|sunday morning romantic cozy rain
Banana Pancakes|Jack Johnson|2005|folk,pop|en|0.80|0.40|80|0.85|cozy morning rain sunday happy home
Chasing Cars|Snow Patrol|2006|rock,alternative|en|0.20|0.45|104|0.35|romantic calm night dreamy
The Scientist|Coldplay|2002|rock,alternative|en|0.20|0.40|146|0.70|heartbreak rain sad melancholy
Fix You|Coldplay|2005|rock,alternative|en|0.20|0.40|138|0.30|hopeful sad uplifting night
Yellow|Coldplay|2000|rock,alternative|en|0.30|0.60|173|0.10|romantic dreamy night
Hallelujah|Jeff Buckley|1994|rock,singer-songwriter|en|0.20|0.20|60|0.85|melancholy sad night calm
Lover, You Should've Come Over|Jeff Buckley|1994|rock,singer-songwriter|en|0.20|0.40|70|0.50|heartbreak lonely night
Mad World|Gary Jules|2001|alternative,soundtrack|en|0.10|0.15|88|0.85|sad dark lonely rain
Everybody's Got to Learn Sometime|Beck|2004|alternative,soundtrack|en|0.10|0.30|98|0.40|melancholy dreamy rain
Lua|Bright Eyes|2005|folk,indie|en|0.25|0.15|91|0.95|lonely latenight sad
Fade Into You|Mazzy Star|1993|alternative,indie|en|0.30|0.25|72|0.55|dreamy night melancholy sensual
Golden Hour|JVKE|2022|pop|en|0.45|0.45|94|0.40|romantic sunset dreamy
Ophelia|The Lumineers|2016|folk,indie|en|0.60|0.50|77|0.70|playful romantic
Sweet Disposition|The Temper Trap|2008|indie,rock|en|0.45|0.70|128|0.05|uplifting summer hopeful
Naked As We Came|Iron & Wine|2004|folk,singer-songwriter|en|0.35|0.10|78|0.95|calm peaceful morning
Such Great Heights|Iron & Wine|2004|folk,indie|en|0.40|0.15|84|0.95|calm dreamy romantic
Flightless Bird, American Mouth|Iron & Wine|2007|folk,indie|en|0.30|0.20|78|0.90|romantic melancholy calm
Landslide|Fleetwood Mac|1975|folk,rock|en|0.35|0.20|76|0.90|nostalgic melancholy calm autumn
Dreams|Fleetwood Mac|1977|rock,pop|en|0.75|0.50|120|0.10|dreamy chill driving nostalgic
Vienna|Billy Joel|1977|pop,singer-songwriter|en|0.40|0.30|84|0.70|nostalgic calm hopeful
Tiny Dancer|Elton John|1971|pop,rock|en|0.40|0.40|74|0.50|nostalgic roadtrip singalong
Your Song|Elton John|1970|pop,singer-songwriter|en|0.35|0.30|64|0.70|romantic calm wedding
Fire and Rain|James Taylor|1970|folk,singer-songwriter|en|0.35|0.25|76|0.85|melancholy rain nostalgic
Carolina in My Mind|James Taylor|1968|folk,singer-songwriter|en|0.50|0.30|85|0.85|nostalgic calm peaceful
A Case of You|Joni Mitchell|1971|folk,singer-songwriter|en|0.30|0.15|78|0.95|heartbreak calm night
River|Joni Mitchell|1971|folk,singer-songwriter|en|0.25|0.20|100|0.95|sad winter christmas lonely
The Sound of Silence|Simon & Garfunkel|1964|folk|en|0.20|0.25|107|0.80|melancholy night dark lonely
Scarborough Fair|Simon & Garfunkel|1966|folk|en|0.25|0.20|124|0.90|melancholy dreamy autumn
Bridge over Troubled Water|Simon & Garfunkel|1970|folk,pop|en|0.30|0.25|82|0.80|hopeful calm uplifting
Moon River|Audrey Hepburn|1961|soundtrack,jazz|en|0.35|0.10|90|0.95|dreamy calm nostalgic night
Wonderful Tonight|Eric Clapton|1977|rock,blues|en|0.55|0.25|96|0.40|romantic evening calm wedding
Tears in Heaven|Eric Clapton|1992|rock,singer-songwriter|en|0.25|0.25|78|0.85|sad melancholy calm
Heartbeats|José González|2003|folk,indie|en|0.35|0.20|88|0.95|calm dreamy night
Rivers and Roads|The Head and the Heart|2011|folk,indie|en|0.30|0.40|80|0.70|nostalgic roadtrip melancholy
Little Talks|Of Monsters and Men|2011|indie,folk|en|0.60|0.75|103|0.10|uplifting singalong happy
Dog Days Are Over|Florence + The Machine|2008|indie,rock|en|0.55|0.75|150|0.15|uplifting empowering dancing
Cherry Wine|Hozier|2016|folk,singer-songwriter|en|0.35|0.20|86|0.95|melancholy calm romantic
Take Me to Church|Hozier|2013|soul,alternative|en|0.40|0.65|129|0.50|dark epic empowering
Clair de Lune|Claude Debussy|1905|classical|instrumental|0.25|0.05|70|0.99|calm peaceful study focus sleep night
Gymnopédie No. 1|Erik Satie|1888|classical|instrumental|0.20|0.03|72|0.99|calm peaceful study focus sleep rain
Nuvole Bianche|Ludovico Einaudi|2004|classical,ambient|instrumental|0.25|0.15|80|0.99|calm study focus rain melancholy
Experience|Ludovico Einaudi|2013|classical,ambient|instrumental|0.30|0.35|80|0.95|epic focus study dreamy
Comptine d'un autre été, l'après-midi|Yann Tiersen|2001|classical,soundtrack|instrumental|0.30|0.20|100|0.98|melancholy calm study afternoon
River Flows in You|Yiruma|2001|classical|instrumental|0.35|0.15|65|0.99|calm romantic study rain
Weightless|Marconi Union|2011|ambient,electronic|instrumental|0.10|0.05|60|0.70|calm sleep meditation focus
An Ending (Ascent)|Brian Eno|1983|ambient|instrumental|0.25|0.05|60|0.60|calm peaceful sleep meditation night
Avril 14th|Aphex Twin|2001|ambient,electronic|instrumental|0.30|0.05|94|0.95|calm study focus melancholy
Says|Nils Frahm|2013|ambient,classical|instrumental|0.20|0.35|120|0.40|dreamy focus study night
Intro|The xx|2009|indie,electronic|instrumental|0.25|0.55|100|0.20|mysterious night focus
Take Five|The Dave Brubeck Quartet|1959|jazz|instrumental|0.55|0.30|172|0.60|chill cafe study focus
So What|Miles Davis|1959|jazz|instrumental|0.45|0.25|136|0.75|chill cafe night study
Blue in Green|Miles Davis|1959|jazz|instrumental|0.20|0.10|60|0.90|calm latenight rain study
My Favorite Things|John Coltrane|1961|jazz|instrumental|0.50|0.35|160|0.80|cafe chill christmas study
Naima|John Coltrane|1960|jazz|instrumental|0.25|0.15|64|0.90|calm night study rain
In a Sentimental Mood|Duke Ellington|1963|jazz|instrumental|0.25|0.15|70|0.90|romantic calm rain latenight
Autumn Leaves|Bill Evans|1959|jazz|instrumental|0.35|0.20|120|0.90|autumn calm cafe study
Peace Piece|Bill Evans|1959|jazz|instrumental|0.25|0.05|60|0.99|calm peaceful sleep meditation
Feeling Good|Nina Simone|1965|jazz,soul|en|0.40|0.40|80|0.60|empowering confident morning
Fly Me to the Moon|Frank Sinatra|1964|jazz,pop|en|0.65|0.35|119|0.70|romantic dinner evening playful
The Way You Look Tonight|Frank Sinatra|1964|jazz,pop|en|0.60|0.30|115|0.75|romantic dinner wedding evening
What a Wonderful World|Louis Armstrong|1967|jazz,pop|en|0.55|0.20|78|0.85|hopeful peaceful morning uplifting
La Vie en rose|Édith Piaf|1947|chanson|fr|0.45|0.20|80|0.85|romantic nostalgic cafe evening
Dream a Little Dream of Me|Ella Fitzgerald|1950|jazz|en|0.50|0.20|75|0.85|romantic dreamy calm night
Summertime|Ella Fitzgerald|1968|jazz,blues|en|0.35|0.15|90|0.85|summer calm evening
Cheek to Cheek|Ella Fitzgerald|1956|jazz|en|0.70|0.35|110|0.80|romantic dancing playful
Garota de Ipanema|João Gilberto|1964|bossa-nova,jazz|pt|0.60|0.30|130|0.85|chill beach summer cafe romantic
Chega de Saudade|João Gilberto|1959|bossa-nova|pt|0.55|0.30|130|0.85|nostalgic cafe calm
Águas de Março|Elis Regina|1974|bossa-nova,samba|pt|0.70|0.40|136|0.80|happy rain cafe playful
Corcovado|Astrud Gilberto|1964|bossa-nova,jazz|pt|0.45|0.15|130|0.90|calm night romantic
Mas Que Nada|Sérgio Mendes|1966|bossa-nova,samba|pt|0.85|0.65|102|0.40|happy dancing summer party
Aquarela do Brasil|Ary Barroso|1939|samba|pt|0.75|0.55|120|0.55|happy summer
Wave|Antônio Carlos Jobim|1967|bossa-nova,jazz|instrumental|0.55|0.25|130|0.80|chill beach cafe calm
Bésame Mucho|Consuelo Velázquez|1940|latin|es|0.35|0.20|76|0.80|romantic night dinner
Quizás, Quizás, Quizás|Nat King Cole|1958|latin,jazz|es|0.55|0.30|110|0.75|romantic cafe playful
Sabor a Mí|Eydie Gormé|1964|latin|es|0.40|0.20|82|0.80|romantic dinner night
Je t'aime... moi non plus|Serge Gainsbourg|1969|chanson,pop|fr|0.40|0.25|84|0.40|sensual night romantic
Ne me quitte pas|Jacques Brel|1959|chanson|fr|0.15|0.25|72|0.85|heartbreak sad
Les Feuilles mortes|Yves Montand|1950|chanson|fr|0.30|0.15|78|0.85|autumn melancholy nostalgic
Comme d'habitude|Claude François|1967|chanson,pop|fr|0.40|0.40|100|0.40|melancholy nostalgic
Tous les garçons et les filles|Françoise Hardy|1962|chanson,pop|fr|0.35|0.30|118|0.60|lonely melancholy nostalgic
Moi... Lolita|Alizée|2000|pop,dance|fr|0.75|0.75|122|0.10|playful dancing party
La Bohème|Charles Aznavour|1965|chanson|fr|0.35|0.30|100|0.75|nostalgic melancholy
Champs-Élysées|Joe Dassin|1969|chanson,pop|fr|0.85|0.55|119|0.55|happy city singalong
Dernière danse|Indila|2013|pop,chanson|fr|0.30|0.70|148|0.20|melancholy dancing night
Papaoutai|Stromae|2013|pop,electronic|fr|0.55|0.75|116|0.05|dancing party melancholy
Alors on danse|Stromae|2009|electronic,dance|fr|0.60|0.80|120|0.05|party dancing club
Volare|Domenico Modugno|1958|pop|it|0.80|0.50|120|0.60|happy summer singalong
Con te partirò|Andrea Bocelli|1995|classical,pop|it|0.35|0.40|64|0.65|epic romantic wedding
L'italiano|Toto Cutugno|1983|pop|it|0.80|0.60|121|0.40|happy singalong nostalgic
Azzurro|Adriano Celentano|1968|pop|it|0.75|0.55|126|0.50|happy summer roadtrip
Nel blu dipinto di blu|Domenico Modugno|1958|pop|it|0.75|0.45|116|0.60|dreamy happy summer
Gli anni|883|1995|pop,rock|it|0.65|0.70|120|0.20|nostalgic summer roadtrip
99 Luftballons|Nena|1983|new-wave,pop|de|0.65|0.80|193|0.10|nostalgic playful dancing
Major Tom (Völlig losgelöst)|Peter Schilling|1983|new-wave,synthpop|de|0.60|0.75|150|0.05|dreamy night driving
Das Model|Kraftwerk|1978|electronic,synthpop|de|0.55|0.55|123|0.05|city night mysterious
Atemlos durch die Nacht|Helene Fischer|2013|pop,dance|de|0.80|0.85|128|0.05|party dancing night
Dancing Queen|ABBA|1976|pop,disco|en|0.75|0.85|101|0.35|happy dancing party singalong
Mamma Mia|ABBA|1975|pop,disco|en|0.90|0.75|136|0.30|happy singalong karaoke dancing
Take On Me|a-ha|1985|synthpop,new-wave|en|0.90|0.90|169|0.02|happy nostalgic dancing driving
Sukiyaki|Kyu Sakamoto|1961|pop|ja|0.55|0.40|144|0.70|nostalgic hopeful
Plastic Love|Mariya Takeuchi|1984|jpop,funk|ja|0.60|0.65|116|0.10|city latenight nostalgic dancing
Mayonaka no Door (Stay With Me)|Miki Matsubara|1979|jpop,funk|ja|0.50|0.60|108|0.20|city night nostalgic
Lemon|Kenshi Yonezu|2018|jpop|ja|0.35|0.60|87|0.20|melancholy heartbreak
Yoru ni Kakeru|YOASOBI|2019|jpop,electronic|ja|0.60|0.85|130|0.05|night anxious dancing
Dynamite|BTS|2020|kpop,disco|ko|0.90|0.80|114|0.01|happy dancing party summer
Butter|BTS|2021|kpop,pop|ko|0.70|0.75|110|0.02|confident playful dancing
Gangnam Style|PSY|2012|kpop,dance|ko|0.75|0.90|132|0.01|party dancing playful club
How You Like That|BLACKPINK|2020|kpop,hiphop|ko|0.35|0.85|130|0.02|confident empowering workout
Through the Night|IU|2017|kpop,folk|ko|0.35|0.20|80|0.90|calm night romantic cozy
Spring Day|BTS|2017|kpop|ko|0.35|0.55|107|0.20|nostalgic melancholy spring
Despacito|Luis Fonsi|2017|reggaeton,latin|es|0.80|0.80|89|0.20|sensual summer dancing party
Bailando|Enrique Iglesias|2014|latin,pop|es|0.85|0.80|91|0.05|dancing summer party
La Bamba|Ritchie Valens|1958|rock,latin|es|0.90|0.70|148|0.30|happy party dancing
Oye Como Va|Santana|1970|latin,rock|es|0.80|0.60|118|0.30|dancing summer chill
Vivir Mi Vida|Marc Anthony|2013|latin|es|0.95|0.90|94|0.20|happy dancing party uplifting
Suavemente|Elvis Crespo|1998|latin|es|0.90|0.90|160|0.10|party dancing summer
Livin' la Vida Loca|Ricky Martin|1999|latin,pop|es|0.80|0.90|178|0.05|party dancing playful
Hips Don't Lie|Shakira|2006|latin,pop|es|0.80|0.85|100|0.20|dancing party sensual
Tusa|KAROL G|2019|reggaeton,latin|es|0.55|0.70|101|0.30|heartbreak party dancing
Dákiti|Bad Bunny|2020|reggaeton,latin|es|0.15|0.60|110|0.40|night club sensual
Tití Me Preguntó|Bad Bunny|2022|reggaeton,latin|es|0.60|0.70|107|0.10|party playful
Corazón Espinado|Santana|1999|latin,rock|es|0.60|0.85|97|0.10|heartbreak dancing
Volver a Comenzar|Café Tacvba|2007|latin,rock|es|0.60|0.70|120|0.10|hopeful uplifting
Entra en Mi Vida|Sin Bandera|2002|latin,pop|es|0.35|0.40|120|0.50|romantic wedding
# energy, workout, party
Eye of the Tiger|Survivor|1982|rock|en|0.55|0.85|109|0.10|workout running empowering confident
Lose Yourself|Eminem|2002|hiphop,rap|en|0.35|0.90|171|0.01|empowering workout running confident
Till I Collapse|Eminem|2002|hiphop,rap|en|0.40|0.92|171|0.05|workout running empowering angry
Stronger|Kanye West|2007|hiphop,electronic|en|0.50|0.80|104|0.01|workout confident empowering
Power|Kanye West|2010|hiphop,rap|en|0.45|0.85|77|0.05|workout confident epic
Can't Hold Us|Macklemore & Ryan Lewis|2011|hiphop,rap|en|0.80|0.92|146|0.02|workout running triumphant party
HUMBLE.|Kendrick Lamar|2017|hiphop,rap|en|0.42|0.62|150|0.01|confident workout angry
Remember the Name|Fort Minor|2005|hiphop,rap|en|0.60|0.85|85|0.05|workout empowering confident
Harder, Better, Faster, Stronger|Daft Punk|2001|electronic,house|en|0.70|0.80|123|0.01|workout running dancing
One More Time|Daft Punk|2000|electronic,house|en|0.75|0.70|123|0.01|party dancing club happy
Titanium|David Guetta|2011|electronic,dance|en|0.30|0.80|126|0.05|empowering workout epic
Levels|Avicii|2011|electronic,house|instrumental|0.50|0.90|126|0.02|party club workout running dancing
Wake Me Up|Avicii|2013|electronic,dance|en|0.64|0.78|124|0.01|uplifting party roadtrip hopeful
Don't You Worry Child|Swedish House Mafia|2012|electronic,house|en|0.45|0.85|129|0.10|uplifting party club epic
Animals|Martin Garrix|2013|electronic,dance|instrumental|0.35|0.95|128|0.01|workout club party running
Turn Down for What|DJ Snake|2013|electronic,hiphop|en|0.25|0.95|100|0.01|party workout club angry
Thunderstruck|AC/DC|1990|rock,metal|en|0.40|0.95|134|0.01|workout running epic rebellious
Back in Black|AC/DC|1980|rock|en|0.75|0.90|94|0.01|confident workout driving rebellious
Enter Sandman|Metallica|1991|metal|en|0.45|0.90|123|0.01|workout dark angry
Master of Puppets|Metallica|1986|metal|en|0.35|0.95|212|0.01|workout angry dark running
Killing in the Name|Rage Against the Machine|1992|metal,rap|en|0.40|0.95|88|0.01|angry rebellious workout
Smells Like Teen Spirit|Nirvana|1991|grunge,rock|en|0.45|0.90|117|0.01|rebellious angry workout
Seven Nation Army|The White Stripes|2003|rock,alternative|en|0.35|0.75|124|0.01|confident workout epic
Mr. Brightside|The Killers|2004|rock,indie|en|0.40|0.92|148|0.01|singalong party running heartbreak
Uprising|Muse|2009|rock,alternative|en|0.45|0.90|128|0.01|rebellious workout epic
Believer|Imagine Dragons|2017|rock,pop|en|0.65|0.78|125|0.06|empowering workout confident
Radioactive|Imagine Dragons|2012|rock,alternative|en|0.24|0.78|137|0.11|dark epic workout
Stronger (What Doesn't Kill You)|Kelly Clarkson|2011|pop,dance|en|0.65|0.90|116|0.05|empowering workout confident
Don't Stop Me Now|Queen|1978|rock|en|0.60|0.87|156|0.05|happy party singalong running uplifting
Bohemian Rhapsody|Queen|1975|rock|en|0.23|0.40|72|0.29|epic singalong karaoke
We Will Rock You|Queen|1977|rock|en|0.50|0.50|81|0.60|empowering singalong workout
Another One Bites the Dust|Queen|1980|rock,funk|en|0.75|0.70|110|0.10|confident dancing workout
Uptown Funk|Mark Ronson|2014|funk,pop|en|0.93|0.84|115|0.01|party dancing happy confident
Can't Stop the Feeling!|Justin Timberlake|2016|pop,disco|en|0.90|0.83|113|0.01|happy dancing party uplifting
Happy|Pharrell Williams|2013|pop,soul|en|0.96|0.82|160|0.22|happy uplifting morning dancing
Shut Up and Dance|WALK THE MOON|2014|pop,rock|en|0.62|0.87|128|0.01|party dancing happy
Blinding Lights|The Weeknd|2019|synthpop,pop|en|0.33|0.73|171|0.00|night driving city dancing
Levitating|Dua Lipa|2020|pop,disco|en|0.91|0.82|103|0.01|dancing party happy
Don't Start Now|Dua Lipa|2019|pop,disco|en|0.68|0.79|124|0.01|dancing confident empowering
Physical|Dua Lipa|2020|pop,synthpop|en|0.75|0.84|147|0.02|workout dancing
Stayin' Alive|Bee Gees|1977|disco|en|0.95|0.70|104|0.03|dancing party happy
September|Earth, Wind & Fire|1978|funk,soul|en|0.98|0.83|126|0.17|happy dancing party singalong
Le Freak|Chic|1978|disco,funk|en|0.90|0.75|120|0.10|dancing party
I Will Survive|Gloria Gaynor|1978|disco|en|0.70|0.80|117|0.05|empowering dancing heartbreak
Billie Jean|Michael Jackson|1982|pop,funk|en|0.85|0.70|117|0.02|dancing night confident
Beat It|Michael Jackson|1982|pop,rock|en|0.80|0.85|139|0.03|dancing workout confident
Don't Stop 'Til You Get Enough|Michael Jackson|1979|disco,funk|en|0.90|0.85|119|0.05|dancing party happy
Sweet Dreams (Are Made of This)|Eurythmics|1983|synthpop,new-wave|en|0.60|0.55|126|0.04|night mysterious dancing
Sweet Child O' Mine|Guns N' Roses|1987|rock|en|0.63|0.91|125|0.09|singalong driving romantic
Livin' on a Prayer|Bon Jovi|1986|rock|en|0.80|0.88|123|0.08|singalong karaoke party empowering
Born to Run|Bruce Springsteen|1975|rock|en|0.60|0.90|147|0.10|driving roadtrip rebellious
Highway to Hell|AC/DC|1979|rock|en|0.45|0.90|116|0.01|driving rebellious party
Life Is a Highway|Tom Cochrane|1991|rock|en|0.80|0.90|103|0.05|roadtrip driving happy
Go Your Own Way|Fleetwood Mac|1977|rock|en|0.60|0.80|135|0.10|driving roadtrip heartbreak
Running Up That Hill (A Deal with God)|Kate Bush|1985|synthpop,new-wave|en|0.20|0.55|108|0.10|dreamy night driving mysterious
Midnight City|M83|2011|synthpop,electronic|en|0.30|0.80|105|0.02|night city driving dreamy
Nightcall|Kavinsky|2010|synthpop,electronic|en|0.20|0.60|92|0.01|night driving latenight dark city
A Real Hero|College|2011|synthpop,electronic|en|0.35|0.50|90|0.05|night driving dreamy
Starboy|The Weeknd|2016|rnb,pop|en|0.49|0.59|186|0.14|night city confident latenight
The Hills|The Weeknd|2015|rnb|en|0.14|0.56|113|0.07|dark latenight night sensual
Do I Wanna Know?|Arctic Monkeys|2013|rock,indie|en|0.42|0.53|85|0.19|latenight night sensual mysterious
505|Arctic Monkeys|2007|rock,indie|en|0.23|0.85|140|0.00|night heartbreak latenight
Teardrop|Massive Attack|1998|trip-hop,electronic|en|0.18|0.38|77|0.40|night dark dreamy latenight
Angel|Massive Attack|1998|trip-hop,electronic|en|0.10|0.50|80|0.05|dark night mysterious
Glory Box|Portishead|1994|trip-hop|en|0.20|0.35|78|0.30|dark sensual latenight rain
Roads|Portishead|1994|trip-hop|en|0.05|0.25|76|0.40|dark sad rain night
Wicked Game|Chris Isaak|1989|rock|en|0.25|0.35|112|0.30|dark sensual night heartbreak
Creep|Radiohead|1992|alternative,rock|en|0.10|0.43|92|0.01|lonely sad anxious
Everything In Its Right Place|Radiohead|2000|electronic,alternative|en|0.20|0.40|124|0.30|mysterious night dreamy
Reckoner|Radiohead|2007|alternative,rock|en|0.25|0.45|105|0.35|dreamy night melancholy
Nude|Radiohead|2007|alternative|en|0.15|0.30|64|0.50|night melancholy dreamy
Black|Pearl Jam|1991|grunge,rock|en|0.25|0.55|78|0.10|heartbreak dark rain
Riders on the Storm|The Doors|1971|rock|en|0.35|0.45|105|0.20|rain storm night dark driving
Paint It Black|The Rolling Stones|1966|rock|en|0.40|0.80|159|0.05|dark angry rebellious
Hurt|Johnny Cash|2002|country,folk|en|0.15|0.20|94|0.90|sad dark melancholy
Jolene|Dolly Parton|1973|country|en|0.55|0.45|111|0.60|heartbreak anxious
Take Me Home, Country Roads|John Denver|1971|country,folk|en|0.70|0.45|82|0.60|roadtrip singalong nostalgic mountains
Wagon Wheel|Old Crow Medicine Show|2004|country,folk|en|0.85|0.60|148|0.70|roadtrip singalong happy
Ring of Fire|Johnny Cash|1963|country|en|0.75|0.55|105|0.50|romantic roadtrip singalong
Three Little Birds|Bob Marley & The Wailers|1977|reggae|en|0.90|0.50|74|0.30|happy chill beach sun hopeful
Is This Love|Bob Marley & The Wailers|1978|reggae|en|0.80|0.50|122|0.10|romantic chill beach summer
Could You Be Loved|Bob Marley & The Wailers|1980|reggae|en|0.85|0.65|104|0.10|dancing chill summer beach
Red Red Wine|UB40|1983|reggae,pop|en|0.75|0.55|88|0.10|chill summer beach
Kokomo|The Beach Boys|1988|pop,rock|en|0.85|0.60|110|0.30|beach summer happy ocean
Good Vibrations|The Beach Boys|1966|pop,rock|en|0.75|0.60|134|0.20|happy summer dreamy
Surfin' U.S.A.|The Beach Boys|1963|rock,pop|en|0.95|0.80|160|0.30|beach summer happy ocean
Walking on Sunshine|Katrina and the Waves|1983|pop,rock|en|0.95|0.85|110|0.05|happy sun summer uplifting
Island in the Sun|Weezer|2001|rock,alternative|en|0.70|0.60|110|0.10|summer beach chill sun
Banana Boat Song (Day-O)|Harry Belafonte|1956|world,folk|en|0.90|0.55|106|0.60|happy beach summer
Sunflower|Post Malone|2018|hiphop,pop|en|0.91|0.52|90|0.56|chill summer happy
Summertime Sadness|Lana Del Rey|2012|pop,alternative|en|0.20|0.60|112|0.05|summer melancholy sunset
Video Games|Lana Del Rey|2011|pop,alternative|en|0.18|0.25|123|0.80|melancholy romantic night dreamy
Watermelon Sugar|Harry Styles|2019|pop,rock|en|0.56|0.82|95|0.12|summer beach happy sensual
Cruel Summer|Taylor Swift|2019|pop,synthpop|en|0.56|0.70|170|0.12|summer heartbreak night
Shake It Off|Taylor Swift|2014|pop|en|0.94|0.80|160|0.06|happy dancing playful confident
All Too Well|Taylor Swift|2012|pop,country|en|0.30|0.55|93|0.20|heartbreak autumn nostalgic
cardigan|Taylor Swift|2020|indie,folk|en|0.55|0.58|130|0.54|nostalgic cozy autumn melancholy
Someone Like You|Adele|2011|pop,soul|en|0.28|0.33|135|0.89|heartbreak sad rain
Rolling in the Deep|Adele|2010|soul,pop|en|0.52|0.77|105|0.13|heartbreak empowering angry
Make You Feel My Love|Adele|2008|pop,soul|en|0.30|0.20|72|0.90|romantic calm wedding
drivers license|Olivia Rodrigo|2021|pop|en|0.13|0.43|144|0.72|heartbreak sad driving night
Stay With Me|Sam Smith|2014|soul,pop|en|0.40|0.40|84|0.60|lonely heartbreak night
Say Something|A Great Big World|2013|pop,singer-songwriter|en|0.10|0.15|141|0.90|heartbreak sad
All of Me|John Legend|2013|soul,pop|en|0.33|0.26|120|0.92|romantic wedding calm
Thinking Out Loud|Ed Sheeran|2014|pop,soul|en|0.59|0.45|79|0.47|romantic wedding dancing
Perfect|Ed Sheeran|2017|pop|en|0.17|0.45|95|0.16|romantic wedding calm
Photograph|Ed Sheeran|2014|pop,folk|en|0.20|0.38|108|0.61|nostalgic romantic
At Last|Etta James|1960|soul,blues|en|0.40|0.30|88|0.70|romantic wedding dinner
Let's Stay Together|Al Green|1971|soul|en|0.75|0.45|102|0.40|romantic dinner sensual
Sexual Healing|Marvin Gaye|1982|soul,rnb|en|0.80|0.50|94|0.20|sensual night romantic
What's Going On|Marvin Gaye|1971|soul|en|0.70|0.50|102|0.40|hopeful chill
Ain't No Sunshine|Bill Withers|1971|soul|en|0.45|0.30|79|0.50|lonely sad rain
Lovely Day|Bill Withers|1977|soul|en|0.70|0.50|98|0.30|happy morning hopeful sun
Superstition|Stevie Wonder|1972|funk,soul|en|0.90|0.60|100|0.10|dancing party confident
Isn't She Lovely|Stevie Wonder|1976|soul,pop|en|0.95|0.55|119|0.20|happy uplifting morning
Redbone|Childish Gambino|2016|rnb,funk|en|0.57|0.36|160|0.17|sensual latenight night chill
Adorn|Miguel|2012|rnb,soul|en|0.40|0.55|90|0.10|sensual romantic night
Best Part|Daniel Caesar|2017|rnb,soul|en|0.40|0.25|75|0.80|romantic calm cozy night
Pink + White|Frank Ocean|2016|rnb,soul|en|0.55|0.55|160|0.70|dreamy summer sunset chill
Thinkin Bout You|Frank Ocean|2012|rnb|en|0.25|0.35|130|0.30|latenight romantic dreamy
Electric Feel|MGMT|2007|indie,electronic|en|0.55|0.75|103|0.02|dancing dreamy party
Feel It Still|Portugal. The Man|2017|indie,funk|en|0.75|0.70|79|0.04|playful dancing confident
Coffee|beabadoobee|2017|indie,folk|en|0.45|0.20|118|0.90|cozy morning calm romantic
Coffee|Sylvan Esso|2014|electronic,indie|en|0.30|0.40|88|0.40|melancholy morning dreamy
Coffee & TV|Blur|1999|rock,indie|en|0.60|0.55|124|0.20|morning hopeful cozy
Lofi Rain|Lofi Fruits Music|2019|lofi|instrumental|0.40|0.20|80|0.70|chill study focus rain cozy
Affection|Jinsang|2016|lofi,hiphop|instrumental|0.45|0.30|84|0.80|chill study focus rain cafe
Feather|Nujabes|2005|lofi,hiphop,jazz|en|0.55|0.55|86|0.45|chill study focus cafe
Aruarian Dance|Nujabes|2004|lofi,hiphop,jazz|instrumental|0.45|0.40|88|0.55|chill study focus rain
Luv(sic.) pt3|Nujabes|2003|lofi,hiphop|en|0.50|0.50|90|0.40|chill study afternoon
Sunset Lover|Petit Biscuit|2015|electronic,ambient|instrumental|0.30|0.45|90|0.20|sunset chill dreamy beach
Bloom|ODESZA|2014|electronic,ambient|instrumental|0.30|0.55|110|0.10|dreamy focus chill
Innerbloom|RÜFÜS DU SOL|2015|electronic,house|en|0.15|0.55|122|0.10|dreamy night sunset
Strobe|deadmau5|2009|electronic,house|instrumental|0.20|0.65|128|0.01|focus dreamy night epic
Opus|Eric Prydz|2015|electronic,techno|instrumental|0.30|0.80|126|0.01|epic club focus
Xtal|Aphex Twin|1992|ambient,electronic|instrumental|0.30|0.40|126|0.10|dreamy focus study
Porcelain|Moby|1999|electronic,ambient|en|0.20|0.40|96|0.30|dreamy melancholy night
Kids|MGMT|2007|indie,electronic|en|0.50|0.90|123|0.05|party nostalgic dancing
Time|Hans Zimmer|2010|soundtrack,classical|instrumental|0.05|0.35|62|0.20|epic dark focus
Cornfield Chase|Hans Zimmer|2014|soundtrack,classical|instrumental|0.20|0.40|93|0.30|epic dreamy focus
Merry Christmas Mr. Lawrence|Ryuichi Sakamoto|1983|soundtrack,classical|instrumental|0.30|0.25|107|0.90|winter calm christmas snow melancholy
All I Want for Christmas Is You|Mariah Carey|1994|pop|en|0.35|0.63|150|0.16|christmas winter happy party
Last Christmas|Wham!|1984|pop,synthpop|en|0.90|0.55|108|0.20|christmas winter heartbreak nostalgic
Let It Snow! Let It Snow! Let It Snow!|Dean Martin|1959|jazz,pop|en|0.70|0.40|134|0.80|christmas winter snow cozy
White Christmas|Bing Crosby|1947|jazz,pop|en|0.30|0.20|75|0.90|christmas winter snow cozy nostalgic
Jingle Bell Rock|Bobby Helms|1957|rock,country|en|0.90|0.50|119|0.70|christmas winter happy
Feliz Navidad|José Feliciano|1970|latin,pop|es|0.95|0.75|148|0.70|christmas happy party
Snowman|Sia|2017|pop|en|0.40|0.50|105|0.40|christmas winter snow cozy
`;
