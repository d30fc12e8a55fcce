// Catalog rows, songs in languages other than English. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_WORLD = String.raw`
# Spanish
Gasolina|Daddy Yankee|2004|reggaeton,latin|es|0.75|0.90|96|0.10|party dancing club workout
Danza Kuduro|Don Omar|2010|reggaeton,latin|es|0.85|0.90|130|0.05|party dancing summer workout
Mi Gente|J Balvin|2017|reggaeton,latin|es|0.55|0.75|105|0.05|party dancing club
Ginza|J Balvin|2015|reggaeton,latin|es|0.60|0.75|102|0.10|party club dancing
La Bicicleta|Carlos Vives|2016|latin,pop|es|0.90|0.80|90|0.20|happy summer beach dancing
Chantaje|Shakira|2016|reggaeton,latin|es|0.60|0.70|102|0.15|sensual dancing
La Tortura|Shakira|2005|latin,pop|es|0.75|0.75|100|0.20|dancing heartbreak
Ojos Así|Shakira|1998|latin,world|es|0.65|0.85|125|0.20|dancing party
Waka Waka (Esto es África)|Shakira|2010|latin,pop|es|0.85|0.90|127|0.05|happy party workout
Clandestino|Manu Chao|1998|latin,world|es|0.45|0.45|98|0.60|chill roadtrip melancholy
Me Gustas Tú|Manu Chao|2001|latin,world|es|0.80|0.55|135|0.55|happy playful summer
Bemba Colorá|Celia Cruz|1966|latin|es|0.90|0.85|190|0.40|dancing party happy
La Vida Es Un Carnaval|Celia Cruz|1998|latin|es|0.95|0.85|98|0.30|happy dancing party uplifting
Pedro Navaja|Rubén Blades|1978|latin|es|0.65|0.70|95|0.40|city night dancing
Chan Chan|Buena Vista Social Club|1997|latin,world|es|0.55|0.35|80|0.80|chill cafe summer evening
Dos Gardenias|Buena Vista Social Club|1997|latin,world|es|0.35|0.25|80|0.85|romantic night calm
El Cuarto de Tula|Buena Vista Social Club|1997|latin,world|es|0.85|0.70|112|0.70|dancing party summer
Guantanamera|Celia Cruz|1968|latin,world|es|0.70|0.50|104|0.60|happy summer singalong
Cielito Lindo|Pedro Infante|1952|latin,world|es|0.80|0.45|150|0.85|happy singalong
Mediterráneo|Joan Manuel Serrat|1971|singer-songwriter,folk|es|0.45|0.30|90|0.75|nostalgic ocean summer
Gracias a la Vida|Mercedes Sosa|1971|folk,world|es|0.35|0.20|80|0.90|hopeful calm uplifting
De Música Ligera|Soda Stereo|1990|rock|es|0.55|0.85|130|0.05|party singalong driving
Persiana Americana|Soda Stereo|1986|new-wave,rock|es|0.45|0.75|122|0.05|night mysterious driving
Lamento Boliviano|Enanitos Verdes|1994|rock|es|0.40|0.75|132|0.10|heartbreak singalong roadtrip
La Flaca|Jarabe de Palo|1996|rock,latin|es|0.65|0.60|120|0.30|romantic summer
Rayando el Sol|Maná|1990|rock,latin|es|0.45|0.70|95|0.20|heartbreak romantic
Labios Compartidos|Maná|2006|rock,latin|es|0.35|0.60|87|0.20|heartbreak sensual
Eres|Café Tacvba|2003|rock,latin|es|0.50|0.45|75|0.30|romantic wedding
La Camisa Negra|Juanes|2004|latin,rock|es|0.70|0.70|97|0.25|heartbreak playful dancing
A Dios le Pido|Juanes|2002|latin,rock|es|0.75|0.80|102|0.20|hopeful uplifting
Propuesta Indecente|Romeo Santos|2013|latin|es|0.65|0.60|128|0.40|sensual dancing romantic
Obsesión|Aventura|2002|latin|es|0.55|0.60|125|0.40|romantic dancing
Corazón Partío|Alejandro Sanz|1997|latin,flamenco|es|0.55|0.65|98|0.60|heartbreak dancing
Volare (Nel blu dipinto di blu)|Gipsy Kings|1989|flamenco,latin|es|0.85|0.80|117|0.70|happy summer party
Bamboléo|Gipsy Kings|1987|flamenco,latin|es|0.80|0.85|102|0.70|dancing party summer
Djobi Djoba|Gipsy Kings|1987|flamenco,latin|es|0.80|0.85|125|0.75|dancing party happy
Entre dos aguas|Paco de Lucía|1973|flamenco|instrumental|0.55|0.60|120|0.95|summer evening focus
Malamente|ROSALÍA|2018|flamenco,pop|es|0.45|0.60|97|0.40|confident dark
Con Altura|ROSALÍA|2019|reggaeton,flamenco|es|0.75|0.75|98|0.20|party playful confident
Despechá|ROSALÍA|2022|latin,pop|es|0.85|0.80|130|0.10|summer party dancing
Ella Baila Sola|Eslabon Armado|2023|latin,world|es|0.60|0.55|148|0.60|romantic summer
La Incondicional|Luis Miguel|1989|latin,pop|es|0.40|0.40|80|0.40|romantic heartbreak
Ahora Te Puedes Marchar|Luis Miguel|1987|latin,pop|es|0.85|0.80|140|0.20|happy dancing
Amor Eterno|Rocío Dúrcal|1984|latin|es|0.15|0.30|72|0.50|sad heartbreak
Te Boté|Nio Garcia|2018|reggaeton,latin|es|0.55|0.70|96|0.10|party club
Felices los 4|Maluma|2017|reggaeton,latin|es|0.75|0.75|94|0.20|party playful
Hawái|Maluma|2020|reggaeton,latin|es|0.35|0.60|92|0.20|heartbreak night
Safaera|Bad Bunny|2020|reggaeton,latin|es|0.60|0.85|120|0.10|party club workout
Me Porto Bonito|Bad Bunny|2022|reggaeton,latin|es|0.55|0.70|92|0.10|party sensual summer
Provenza|KAROL G|2022|reggaeton,latin|es|0.60|0.55|111|0.30|summer chill sunset
La Noche de Anoche|Bad Bunny|2020|reggaeton,latin|es|0.50|0.60|126|0.20|night romantic
Quevedo: Bzrp Music Sessions, Vol. 52|Bizarrap|2022|electronic,reggaeton|es|0.35|0.80|128|0.05|night club party
# Portuguese
Mas Que Nada|Jorge Ben Jor|1963|samba,bossa-nova|pt|0.85|0.65|106|0.60|happy dancing summer
País Tropical|Jorge Ben Jor|1969|samba|pt|0.90|0.70|120|0.50|happy summer party
Taj Mahal|Jorge Ben Jor|1972|samba,funk|pt|0.90|0.80|128|0.30|dancing party summer
Tarde em Itapoã|Vinicius de Moraes|1971|bossa-nova|pt|0.65|0.30|120|0.85|chill beach afternoon summer
Eu Sei Que Vou Te Amar|Tom Jobim|1959|bossa-nova|pt|0.35|0.15|70|0.90|romantic calm night
Samba de Uma Nota Só|João Gilberto|1960|bossa-nova|pt|0.60|0.30|135|0.85|chill cafe playful
Desafinado|João Gilberto|1959|bossa-nova|pt|0.55|0.30|128|0.85|chill cafe calm
Só Danço Samba|Astrud Gilberto|1964|bossa-nova|pt|0.65|0.40|140|0.80|chill dancing summer
Construção|Chico Buarque|1971|samba,singer-songwriter|pt|0.35|0.50|120|0.70|dark city melancholy
O Que Será|Chico Buarque|1976|singer-songwriter|pt|0.30|0.30|90|0.80|melancholy mysterious
Sozinho|Caetano Veloso|1998|singer-songwriter|pt|0.30|0.20|80|0.85|lonely calm night
Leãozinho|Caetano Veloso|1977|singer-songwriter,bossa-nova|pt|0.60|0.25|100|0.90|calm cozy morning
Sina|Djavan|1982|singer-songwriter,samba|pt|0.55|0.45|100|0.60|chill romantic
Oceano|Djavan|1989|singer-songwriter|pt|0.40|0.30|80|0.70|romantic ocean calm
Garota Nacional|Skank|1996|rock,pop|pt|0.85|0.80|120|0.10|party summer dancing
Ai Se Eu Te Pego|Michel Teló|2011|latin,pop|pt|0.90|0.85|96|0.30|party dancing happy
Evidências|Chitãozinho & Xororó|1990|country,pop|pt|0.35|0.50|80|0.40|heartbreak singalong karaoke
Trem-Bala|Ana Vilela|2017|folk,singer-songwriter|pt|0.50|0.25|75|0.90|hopeful calm nostalgic
Amor I Love You|Marisa Monte|2000|pop,singer-songwriter|pt|0.50|0.40|94|0.60|romantic calm
Ainda Bem|Marisa Monte|2011|pop,singer-songwriter|pt|0.55|0.30|80|0.70|romantic cozy
Velha Infância|Tribalistas|2002|pop,folk|pt|0.60|0.35|80|0.75|romantic cozy calm
Já Sei Namorar|Tribalistas|2002|pop,folk|pt|0.80|0.50|104|0.70|playful happy
Tá Vendo Aquela Lua|Exaltasamba|2006|samba|pt|0.70|0.60|100|0.40|night romantic
Envolver|Anitta|2021|reggaeton,latin|pt|0.55|0.65|92|0.10|sensual night club
Show das Poderosas|Anitta|2013|pop,dance|pt|0.75|0.85|130|0.05|party confident dancing
Canção do Mar|Dulce Pontes|1993|world,folk|pt|0.30|0.50|100|0.60|ocean dark epic
Lágrima|Amália Rodrigues|1983|world|pt|0.15|0.15|70|0.90|sad melancholy night
Primavera|Mariza|2004|world|pt|0.30|0.20|72|0.85|melancholy spring
# French
Non, je ne regrette rien|Édith Piaf|1960|chanson|fr|0.45|0.40|82|0.70|empowering nostalgic
Milord|Édith Piaf|1959|chanson|fr|0.60|0.55|120|0.70|nostalgic playful
La Mer|Charles Trenet|1946|chanson,jazz|fr|0.65|0.30|100|0.80|ocean summer nostalgic calm
Douce France|Charles Trenet|1947|chanson|fr|0.60|0.30|100|0.80|nostalgic cozy
Le Poinçonneur des Lilas|Serge Gainsbourg|1958|chanson,jazz|fr|0.50|0.45|140|0.70|city playful
La Javanaise|Serge Gainsbourg|1963|chanson,jazz|fr|0.40|0.20|95|0.80|romantic calm night
Bonnie and Clyde|Serge Gainsbourg|1968|chanson,pop|fr|0.45|0.55|115|0.30|mysterious dark driving
Laisse tomber les filles|France Gall|1964|chanson,pop|fr|0.75|0.65|140|0.40|playful dancing
Ella, elle l'a|France Gall|1987|pop|fr|0.70|0.75|120|0.10|dancing uplifting
Femme Like U|K-Maro|2004|rnb,hiphop|fr|0.65|0.75|100|0.10|party dancing
Ces soirées-là|Yannick|2000|pop,dance|fr|0.85|0.85|110|0.10|party dancing nostalgic
Formidable|Stromae|2013|pop,chanson|fr|0.30|0.50|120|0.30|melancholy city heartbreak
Tous les mêmes|Stromae|2013|pop,electronic|fr|0.65|0.75|126|0.05|dancing playful
Je veux|Zaz|2010|chanson,jazz|fr|0.85|0.60|110|0.80|happy playful cafe
Les Champs-Élysées|Zaz|2014|chanson,jazz|fr|0.85|0.55|120|0.70|happy city
Mistral gagnant|Renaud|1985|chanson|fr|0.35|0.20|75|0.85|nostalgic melancholy
Cendrillon|Téléphone|1982|rock|fr|0.40|0.80|130|0.10|rebellious nostalgic
Quand la musique est bonne|Jean-Jacques Goldman|1982|pop,rock|fr|0.75|0.80|126|0.10|singalong dancing
Mon amie la rose|Françoise Hardy|1964|chanson|fr|0.25|0.15|80|0.85|melancholy calm
Comment te dire adieu|Françoise Hardy|1968|chanson,pop|fr|0.55|0.45|110|0.50|heartbreak playful
La Grenade|Clara Luciani|2018|pop|fr|0.55|0.70|112|0.10|empowering confident
Tout oublier|Angèle|2018|pop|fr|0.70|0.65|117|0.10|playful summer
Balance ton quoi|Angèle|2019|pop,electronic|fr|0.65|0.70|112|0.10|empowering playful
Djadja|Aya Nakamura|2018|afrobeats,pop|fr|0.75|0.70|100|0.10|confident dancing party
Pookie|Aya Nakamura|2019|afrobeats,pop|fr|0.70|0.65|94|0.10|dancing playful
Sous le vent|Garou|2001|pop|fr|0.45|0.55|100|0.30|romantic ocean
Je l'aime à mourir|Francis Cabrel|1979|chanson,folk|fr|0.40|0.20|80|0.90|romantic calm
Aline|Christophe|1965|chanson,pop|fr|0.35|0.35|78|0.50|heartbreak nostalgic
La femme d'argent|Air|1998|electronic,ambient|instrumental|0.40|0.35|95|0.20|dreamy chill latenight
Sexy Boy|Air|1998|electronic,pop|fr|0.50|0.50|100|0.10|dreamy chill
Le Temps de l'amour|Françoise Hardy|1962|chanson,pop|fr|0.60|0.55|142|0.30|nostalgic romantic summer
# German and Dutch and Swedish
Atemlos|Helene Fischer|2013|pop|de|0.75|0.85|128|0.05|party
Ein Kompliment|Sportfreunde Stiller|2002|rock,indie|de|0.65|0.75|140|0.10|romantic singalong
Auf uns|Andreas Bourani|2014|pop|de|0.55|0.75|100|0.10|uplifting party triumphant
Tage wie diese|Die Toten Hosen|2012|rock,punk|de|0.65|0.90|128|0.02|party singalong triumphant
Haus am See|Peter Fox|2008|hiphop,pop|de|0.60|0.70|93|0.20|hopeful nostalgic
Alles neu|Peter Fox|2008|hiphop|de|0.50|0.90|90|0.05|confident workout
Männer|Herbert Grönemeyer|1984|rock,pop|de|0.60|0.65|130|0.20|playful singalong
Mensch|Herbert Grönemeyer|2002|pop|de|0.35|0.40|84|0.40|melancholy hopeful
Du hast|Rammstein|1997|metal|de|0.40|0.95|125|0.01|angry workout dark
Sonne|Rammstein|2001|metal|de|0.30|0.90|120|0.01|dark epic workout
Engel|Rammstein|1997|metal|de|0.30|0.80|110|0.02|dark epic
Wind of Change|Scorpions|1990|rock|en|0.45|0.45|76|0.30|hopeful nostalgic
Verdammt, ich lieb' dich|Matthias Reim|1990|pop|de|0.65|0.80|130|0.10|heartbreak party singalong
Lieblingsmensch|Namika|2015|pop|de|0.70|0.60|100|0.20|romantic happy
Roller|Apache 207|2019|hiphop|de|0.55|0.70|100|0.10|driving confident night
Autobahn|Kraftwerk|1974|electronic|de|0.55|0.40|106|0.10|driving roadtrip calm
Die Roboter|Kraftwerk|1978|electronic,synthpop|de|0.50|0.60|115|0.02|mysterious focus
Der Kommissar|Falco|1981|new-wave,pop|de|0.70|0.75|120|0.05|playful city night
Rock Me Amadeus|Falco|1985|new-wave,pop|de|0.75|0.80|120|0.05|party dancing playful
Heroes|David Bowie|1977|rock,new-wave|en|0.50|0.75|113|0.05|triumphant epic uplifting
Dat Heb Jij Gedaan|Meau|2021|pop|nl|0.40|0.45|90|0.50|romantic
Zoutelande|BLØF|2017|pop,rock|nl|0.55|0.55|100|0.30|summer beach nostalgic
Ik Neem Je Mee|Gerard Joling|1989|pop|nl|0.70|0.55|110|0.30|romantic singalong
Dansen aan Zee|BLØF|2006|pop|nl|0.55|0.60|120|0.20|beach summer
Arcade|Duncan Laurence|2019|pop|en|0.20|0.35|72|0.70|heartbreak melancholy
Vem vet|Lisa Ekdahl|1994|pop,jazz|sv|0.45|0.25|84|0.85|calm romantic
Änglarna|Kent|1997|rock,alternative|sv|0.30|0.70|125|0.05|melancholy night
Dansa pausa|Panetoz|2012|pop,dance|sv|0.85|0.85|128|0.05|party dancing
Sommaren är kort|Tomas Ledin|1982|pop|sv|0.80|0.70|130|0.30|summer happy singalong
Euphoria|Loreen|2012|electronic,dance|en|0.40|0.85|130|0.05|epic dancing club
Tattoo|Loreen|2023|electronic,pop|en|0.30|0.75|150|0.10|epic night dancing
# Italian
Felicità|Al Bano & Romina Power|1982|pop|it|0.90|0.70|120|0.30|happy singalong summer
Sarà perché ti amo|Ricchi e Poveri|1981|pop|it|0.90|0.80|129|0.10|happy party singalong
Una lunga storia d'amore|Gino Paoli|1984|pop,singer-songwriter|it|0.30|0.25|72|0.60|romantic nostalgic
Il cielo in una stanza|Mina|1960|pop|it|0.40|0.20|80|0.70|romantic dreamy
Parole parole|Mina|1972|pop|it|0.50|0.35|95|0.40|romantic playful
Caruso|Lucio Dalla|1986|pop,classical|it|0.20|0.35|68|0.60|melancholy epic night
Emozioni|Lucio Battisti|1970|pop,singer-songwriter|it|0.35|0.30|80|0.60|nostalgic dreamy
Il mio canto libero|Lucio Battisti|1972|pop|it|0.45|0.40|90|0.50|hopeful uplifting
La donna cannone|Francesco De Gregori|1983|singer-songwriter|it|0.40|0.20|72|0.80|romantic calm
Albachiara|Vasco Rossi|1979|rock|it|0.55|0.70|130|0.20|nostalgic singalong
Vita spericolata|Vasco Rossi|1983|rock|it|0.50|0.75|115|0.20|rebellious roadtrip
Io vagabondo|I Nomadi|1972|pop,rock|it|0.55|0.45|85|0.40|nostalgic roadtrip
Con te partirò|Andrea Bocelli|1995|classical|it|0.35|0.40|64|0.65|epic
Zitti e buoni|Måneskin|2021|rock|it|0.40|0.90|140|0.02|rebellious workout angry
Coraline|Måneskin|2021|rock|it|0.30|0.60|90|0.10|melancholy dark
Tuta gold|Mahmood|2024|pop,hiphop|it|0.50|0.65|100|0.10|confident night
Soldi|Mahmood|2019|pop,hiphop|it|0.40|0.60|95|0.10|city melancholy
Il Pescatore|Fabrizio De André|1970|folk,singer-songwriter|it|0.60|0.45|120|0.80|nostalgic ocean
Bella ciao|Modena City Ramblers|1993|folk,world|it|0.60|0.70|130|0.60|rebellious singalong
Sapore di sale|Gino Paoli|1963|pop|it|0.55|0.25|80|0.60|summer beach nostalgic
Nessun dorma|Luciano Pavarotti|1972|classical|it|0.45|0.40|60|0.80|epic triumphant
# Japanese and Korean
Ue o Muite Arukō|Kyu Sakamoto|1961|pop|ja|0.55|0.40|144|0.70|hopeful nostalgic
Stay With Me|Miki Matsubara|1980|jpop,funk|ja|0.50|0.60|108|0.20|city latenight
Sparkle|Tatsuro Yamashita|1982|jpop,funk|ja|0.80|0.75|126|0.10|city summer driving
Ride on Time|Tatsuro Yamashita|1980|jpop,funk|ja|0.80|0.75|120|0.10|summer driving happy
Christmas Eve|Tatsuro Yamashita|1983|jpop|ja|0.45|0.45|140|0.40|christmas winter snow romantic
First Love|Hikaru Utada|1999|jpop,rnb|ja|0.25|0.35|80|0.40|heartbreak romantic
Automatic|Hikaru Utada|1998|jpop,rnb|ja|0.50|0.50|100|0.20|romantic chill
Pretender|Official HIGE DANdism|2019|jpop|ja|0.40|0.65|92|0.10|heartbreak melancholy
Idol|YOASOBI|2023|jpop,electronic|ja|0.55|0.90|166|0.05|workout dancing confident
Gurenge|LiSA|2019|jpop,rock|ja|0.40|0.95|135|0.02|workout epic running gaming
Unravel|TK from Ling tosite sigure|2014|jpop,rock|ja|0.25|0.85|135|0.05|dark anxious epic gaming
Shinunoga E-Wa|Fujii Kaze|2020|jpop,rnb|ja|0.55|0.55|95|0.20|chill latenight
Kaikai Kitan|Eve|2020|jpop,rock|ja|0.45|0.90|185|0.02|workout gaming anxious
Lemon|Kenshi Yonezu|2018|jpop|ja|0.35|0.60|87|0.20|melancholy
Suki da|YUIKA|2019|jpop,singer-songwriter|ja|0.60|0.30|90|0.70|romantic cozy
Tokyo Flash|Vaundy|2019|jpop,indie|ja|0.50|0.45|104|0.20|city night chill
Merry-Go-Round of Life|Joe Hisaishi|2004|soundtrack,classical|instrumental|0.45|0.30|100|0.80|dreamy nostalgic study
One Summer's Day|Joe Hisaishi|2001|soundtrack,classical|instrumental|0.35|0.15|80|0.95|summer nostalgic calm study
Path of the Wind|Joe Hisaishi|1988|soundtrack,classical|instrumental|0.50|0.20|90|0.85|calm forest dreamy
Ano Yume o Nazotte|YOASOBI|2020|jpop|ja|0.55|0.80|180|0.10|dreamy night
Through the Night|IU|2017|kpop|ko|0.35|0.20|80|0.90|calm
Eight|IU|2020|kpop,pop|ko|0.55|0.70|120|0.10|nostalgic summer
Blueming|IU|2019|kpop,rock|ko|0.70|0.75|130|0.10|romantic happy
Love Poem|IU|2019|kpop|ko|0.30|0.35|74|0.60|hopeful calm
Boy With Luv|BTS|2019|kpop,pop|ko|0.80|0.80|120|0.05|happy romantic dancing
Fake Love|BTS|2018|kpop|ko|0.35|0.70|78|0.05|dark heartbreak
DNA|BTS|2017|kpop,electronic|ko|0.65|0.80|130|0.02|dancing party confident
Kill This Love|BLACKPINK|2019|kpop|ko|0.50|0.90|132|0.02|empowering workout confident
DDU-DU DDU-DU|BLACKPINK|2018|kpop,hiphop|ko|0.40|0.85|140|0.02|confident workout
Pink Venom|BLACKPINK|2022|kpop|ko|0.50|0.80|90|0.05|confident dark
Hype Boy|NewJeans|2022|kpop,pop|ko|0.65|0.60|100|0.10|playful romantic summer
Super Shy|NewJeans|2023|kpop,dance|ko|0.80|0.75|150|0.05|playful dancing summer
Ditto|NewJeans|2022|kpop,pop|ko|0.40|0.55|134|0.20|dreamy nostalgic winter
Love Dive|IVE|2022|kpop|ko|0.50|0.75|118|0.05|confident dancing
Cupid|FIFTY FIFTY|2023|kpop,pop|ko|0.75|0.65|120|0.10|romantic happy
Next Level|aespa|2021|kpop,electronic|ko|0.55|0.85|110|0.01|confident gaming workout
God's Menu|Stray Kids|2020|kpop,hiphop|ko|0.50|0.90|127|0.02|workout confident
Fantastic Baby|BIGBANG|2012|kpop,electronic|ko|0.60|0.90|130|0.02|party club dancing
Gee|Girls' Generation|2009|kpop,pop|ko|0.85|0.85|125|0.05|playful happy dancing
Lion Heart|Girls' Generation|2015|kpop,pop|ko|0.80|0.70|95|0.20|playful happy
Some|Soyou|2014|kpop,rnb|ko|0.55|0.50|90|0.20|romantic chill
Snowflower|Park Hyo Shin|2004|kpop|ko|0.30|0.30|70|0.60|winter snow romantic
# Hindi, Arabic, Yoruba and more
Tum Hi Ho|Arijit Singh|2013|pop,soundtrack|hi|0.25|0.35|93|0.50|romantic sad
Kesariya|Arijit Singh|2022|pop,soundtrack|hi|0.45|0.45|90|0.50|romantic dreamy
Channa Mereya|Arijit Singh|2016|pop,soundtrack|hi|0.20|0.40|80|0.40|heartbreak sad
Kal Ho Naa Ho|Sonu Nigam|2003|pop,soundtrack|hi|0.40|0.40|90|0.50|hopeful melancholy
Chaiyya Chaiyya|A.R. Rahman|1998|soundtrack,world|hi|0.75|0.80|105|0.40|dancing party roadtrip
Jai Ho|A.R. Rahman|2008|soundtrack,world|hi|0.80|0.90|136|0.10|triumphant dancing party
Kun Faya Kun|A.R. Rahman|2011|soundtrack,world|hi|0.40|0.35|80|0.60|meditation peaceful calm
Mundian To Bach Ke|Panjabi MC|1998|world,hiphop|hi|0.75|0.90|98|0.05|party workout dancing
Tujhe Dekha To|Lata Mangeshkar|1995|soundtrack|hi|0.65|0.40|90|0.50|romantic
London Thumakda|Labh Janjua|2014|soundtrack,world|hi|0.90|0.85|130|0.20|party dancing wedding
Inta Omri|Umm Kulthum|1964|world|ar|0.35|0.30|80|0.80|romantic nostalgic evening
Habibi Ya Nour El Ain|Amr Diab|1996|world,pop|ar|0.80|0.75|110|0.30|romantic dancing summer
Tamally Maak|Amr Diab|2000|world,pop|ar|0.65|0.55|100|0.40|romantic
Aïcha|Khaled|1996|world,pop|fr|0.55|0.60|100|0.40|romantic
Didi|Khaled|1992|world,pop|ar|0.80|0.85|104|0.20|party dancing
Ya Rayah|Rachid Taha|1997|world,rock|ar|0.65|0.75|120|0.40|roadtrip nostalgic
Lm3allem|Saad Lamjarred|2015|world,pop|ar|0.75|0.80|100|0.10|party dancing
Ya Lili|Balti|2016|world,hiphop|ar|0.40|0.55|96|0.20|melancholy
Fall|Davido|2017|afrobeats|en|0.80|0.65|106|0.20|dancing romantic summer
Essence|Wizkid|2020|afrobeats|en|0.60|0.55|104|0.20|sensual summer chill sunset
Ojuelegba|Wizkid|2014|afrobeats|yo|0.55|0.60|100|0.20|hopeful city
Ye|Burna Boy|2018|afrobeats|en|0.55|0.55|100|0.20|chill confident
Last Last|Burna Boy|2022|afrobeats|en|0.50|0.65|85|0.20|heartbreak party
Calm Down|Rema|2022|afrobeats|en|0.80|0.80|107|0.30|summer dancing romantic
Joha|Asake|2022|afrobeats|yo|0.75|0.75|120|0.20|party dancing
Water|Tyla|2023|afrobeats,rnb|en|0.65|0.60|117|0.10|sensual summer dancing
Pata Pata|Miriam Makeba|1967|world|en|0.90|0.65|130|0.50|happy dancing
Zombie|Fela Kuti|1976|afrobeats,funk|en|0.60|0.75|120|0.20|rebellious dancing
Water No Get Enemy|Fela Kuti|1975|afrobeats,funk|en|0.65|0.60|110|0.30|chill dancing
Jerusalema|Master KG|2019|afrobeats,house|en|0.70|0.75|124|0.10|dancing party uplifting
Yeke Yeke|Mory Kanté|1987|world,dance|instrumental|0.85|0.85|130|0.20|dancing party
Chan Chan|Compay Segundo|1997|world,latin|es|0.55|0.35|80|0.80|chill cafe
Mambo No. 5 (A Little Bit of...)|Lou Bega|1999|latin,pop|en|0.95|0.85|174|0.20|party dancing happy
Macarena|Los del Río|1993|latin,dance|es|0.95|0.85|103|0.20|party dancing playful
Lambada|Kaoma|1989|latin,dance|pt|0.80|0.80|118|0.20|summer beach dancing
Dragostea din tei|O-Zone|2003|dance,pop|ro|0.90|0.90|130|0.02|party dancing playful
Kalinka|Red Army Choir|1965|world,classical|ru|0.70|0.70|140|0.80|triumphant singalong winter
Hava Nagila|Harry Belafonte|1959|world|he|0.85|0.70|140|0.60|party dancing wedding
Misirlou|Dick Dale|1962|rock|instrumental|0.55|0.90|170|0.20|beach summer workout driving
`;
