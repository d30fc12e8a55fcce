// Catalog rows, the 1990s. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_NINETIES = String.raw`
Wonderwall|Oasis|1995|rock,alternative|en|0.45|0.60|87|0.10|singalong nostalgic
Don't Look Back in Anger|Oasis|1995|rock|en|0.50|0.75|80|0.10|singalong nostalgic
Champagne Supernova|Oasis|1995|rock|en|0.35|0.65|78|0.10|dreamy epic
Live Forever|Oasis|1994|rock|en|0.55|0.75|90|0.05|hopeful uplifting
Song 2|Blur|1997|rock,alternative|en|0.70|0.95|130|0.02|workout party
Parklife|Blur|1994|rock|en|0.85|0.80|110|0.05|playful city
Tender|Blur|1999|rock,gospel|en|0.45|0.40|78|0.50|hopeful calm
Common People|Pulp|1995|rock,new-wave|en|0.65|0.90|146|0.05|party rebellious
Bitter Sweet Symphony|The Verve|1997|rock,alternative|en|0.35|0.70|86|0.20|epic city melancholy
The Drugs Don't Work|The Verve|1997|rock|en|0.25|0.40|76|0.40|sad melancholy
Karma Police|Radiohead|1997|alternative,rock|en|0.25|0.45|75|0.40|dark melancholy
No Surprises|Radiohead|1997|alternative|en|0.25|0.25|76|0.50|calm melancholy lonely
High and Dry|Radiohead|1995|alternative|en|0.40|0.40|88|0.50|melancholy
Fake Plastic Trees|Radiohead|1995|alternative|en|0.20|0.35|73|0.50|sad melancholy
Street Spirit (Fade Out)|Radiohead|1995|alternative|en|0.15|0.45|75|0.30|dark melancholy
Paranoid Android|Radiohead|1997|alternative,rock|en|0.30|0.55|82|0.20|anxious epic
Come As You Are|Nirvana|1991|grunge|en|0.45|0.75|120|0.02|mysterious rebellious
Lithium|Nirvana|1991|grunge|en|0.45|0.75|124|0.02|angry
Heart-Shaped Box|Nirvana|1993|grunge|en|0.30|0.70|101|0.02|dark
The Man Who Sold the World|Nirvana|1994|grunge,folk|en|0.40|0.45|116|0.60|mysterious dark
Where Did You Sleep Last Night|Nirvana|1994|grunge,folk|en|0.25|0.45|130|0.70|dark sad
Black Hole Sun|Soundgarden|1994|grunge|en|0.30|0.55|105|0.05|dark dreamy
Alive|Pearl Jam|1991|grunge,rock|en|0.40|0.80|76|0.02|empowering
Even Flow|Pearl Jam|1991|grunge|en|0.45|0.85|104|0.02|rebellious
Plush|Stone Temple Pilots|1992|grunge|en|0.40|0.70|140|0.02|dark
Man in the Box|Alice in Chains|1990|grunge,metal|en|0.30|0.85|108|0.01|dark angry
Zombie|The Cranberries|1994|rock,alternative|en|0.30|0.80|84|0.02|angry dark rebellious
Linger|The Cranberries|1993|rock,pop|en|0.40|0.45|93|0.20|heartbreak romantic
Dreams|The Cranberries|1993|rock,pop|en|0.60|0.75|128|0.05|dreamy hopeful
Torn|Natalie Imbruglia|1997|pop,rock|en|0.55|0.65|96|0.10|heartbreak singalong
Ironic|Alanis Morissette|1995|rock,pop|en|0.45|0.60|115|0.10|playful singalong
You Oughta Know|Alanis Morissette|1995|rock|en|0.40|0.80|105|0.02|angry heartbreak
Hand in My Pocket|Alanis Morissette|1995|rock|en|0.65|0.60|92|0.20|hopeful
Losing My Religion|R.E.M.|1991|rock,alternative|en|0.45|0.60|125|0.30|melancholy
Everybody Hurts|R.E.M.|1992|rock|en|0.15|0.30|64|0.40|sad hopeful
Man on the Moon|R.E.M.|1992|rock|en|0.60|0.60|118|0.30|nostalgic dreamy
Nightswimming|R.E.M.|1992|rock,singer-songwriter|en|0.25|0.20|108|0.80|night nostalgic calm
1979|The Smashing Pumpkins|1995|alternative,rock|en|0.45|0.70|127|0.05|nostalgic dreamy summer
Tonight, Tonight|The Smashing Pumpkins|1995|alternative,rock|en|0.40|0.70|86|0.20|epic night hopeful
Bullet with Butterfly Wings|The Smashing Pumpkins|1995|alternative,rock|en|0.35|0.85|129|0.02|angry
Under the Bridge|Red Hot Chili Peppers|1991|rock,alternative|en|0.45|0.45|84|0.20|lonely city melancholy
Scar Tissue|Red Hot Chili Peppers|1999|rock|en|0.55|0.60|89|0.20|chill driving
Californication|Red Hot Chili Peppers|1999|rock|en|0.35|0.60|96|0.10|dreamy melancholy
Otherside|Red Hot Chili Peppers|1999|rock|en|0.40|0.75|123|0.05|melancholy
Give It Away|Red Hot Chili Peppers|1991|funk,rock|en|0.75|0.90|92|0.02|party workout
Basket Case|Green Day|1994|punk,rock|en|0.55|0.95|175|0.01|anxious rebellious workout
Good Riddance (Time of Your Life)|Green Day|1997|rock,folk|en|0.55|0.35|95|0.90|nostalgic hopeful
When I Come Around|Green Day|1994|punk,rock|en|0.65|0.85|98|0.02|rebellious
All the Small Things|blink-182|1999|punk,pop|en|0.70|0.90|148|0.01|party playful
What's My Age Again?|blink-182|1999|punk|en|0.75|0.95|157|0.01|playful party
Self Esteem|The Offspring|1994|punk,rock|en|0.55|0.90|104|0.01|rebellious
The Kids Aren't Alright|The Offspring|1998|punk,rock|en|0.45|0.95|99|0.01|rebellious workout
Everlong|Foo Fighters|1997|rock,alternative|en|0.40|0.90|158|0.01|romantic epic driving
My Hero|Foo Fighters|1997|rock|en|0.45|0.90|156|0.01|empowering workout
Learn to Fly|Foo Fighters|1999|rock|en|0.60|0.90|136|0.01|hopeful driving
Buddy Holly|Weezer|1994|rock,alternative|en|0.75|0.85|122|0.02|playful happy
Say It Ain't So|Weezer|1994|rock,alternative|en|0.40|0.75|76|0.05|heartbreak
Semi-Charmed Life|Third Eye Blind|1997|rock,pop|en|0.75|0.90|102|0.05|summer playful
Iris|Goo Goo Dolls|1998|rock,pop|en|0.35|0.65|78|0.20|romantic heartbreak
Slide|Goo Goo Dolls|1998|rock|en|0.70|0.80|90|0.10|romantic
Closing Time|Semisonic|1998|rock|en|0.55|0.65|92|0.10|bar nostalgic latenight
Interstate Love Song|Stone Temple Pilots|1994|rock|en|0.55|0.75|86|0.05|driving roadtrip
Name|Goo Goo Dolls|1995|rock|en|0.40|0.55|88|0.40|nostalgic
Creep|TLC|1994|rnb|en|0.60|0.55|92|0.10|chill
Waterfalls|TLC|1994|rnb|en|0.55|0.55|86|0.10|chill melancholy
No Scrubs|TLC|1999|rnb|en|0.70|0.60|93|0.10|confident playful
Say My Name|Destiny's Child|1999|rnb|en|0.70|0.70|138|0.05|confident dancing
Survivor|Destiny's Child|2001|rnb,pop|en|0.60|0.80|162|0.02|empowering workout
No Diggity|Blackstreet|1996|rnb,hiphop|en|0.80|0.60|89|0.10|chill confident
This Is How We Do It|Montell Jordan|1995|rnb,hiphop|en|0.85|0.75|104|0.05|party dancing
I'll Make Love to You|Boyz II Men|1994|rnb|en|0.40|0.30|72|0.30|romantic sensual
End of the Road|Boyz II Men|1992|rnb|en|0.30|0.35|75|0.30|heartbreak
Vision of Love|Mariah Carey|1990|rnb,pop|en|0.45|0.45|70|0.20|romantic
Fantasy|Mariah Carey|1995|pop,rnb|en|0.85|0.75|102|0.05|happy dancing playful
Hero|Mariah Carey|1993|pop|en|0.35|0.35|60|0.40|empowering hopeful
Un-Break My Heart|Toni Braxton|1996|rnb,pop|en|0.25|0.40|110|0.20|heartbreak sad
Kiss from a Rose|Seal|1994|pop,soul|en|0.40|0.45|130|0.30|romantic dreamy
Killing Me Softly|Fugees|1996|hiphop,rnb|en|0.55|0.50|93|0.20|chill melancholy
Ready or Not|Fugees|1996|hiphop|en|0.30|0.55|90|0.20|dark mysterious
Doo Wop (That Thing)|Lauryn Hill|1998|hiphop,rnb|en|0.75|0.65|100|0.10|confident playful
Ex-Factor|Lauryn Hill|1998|rnb,soul|en|0.30|0.40|84|0.20|heartbreak
On & On|Erykah Badu|1997|rnb,soul|en|0.55|0.40|90|0.30|chill latenight
Untitled (How Does It Feel)|D'Angelo|2000|rnb,soul|en|0.50|0.35|84|0.20|sensual latenight
Nothing Compares 2 U|Sinéad O'Connor|1990|pop|en|0.20|0.30|120|0.30|heartbreak sad
Black Velvet|Alannah Myles|1989|rock,blues|en|0.45|0.55|90|0.10|sensual
Gangsta's Paradise|Coolio|1995|hiphop,rap|en|0.35|0.60|80|0.10|dark city
California Love|2Pac|1995|hiphop,rap|en|0.75|0.80|92|0.05|party summer driving
Changes|2Pac|1998|hiphop,rap|en|0.45|0.60|111|0.10|hopeful melancholy
Dear Mama|2Pac|1995|hiphop,rap|en|0.45|0.55|84|0.20|nostalgic
Juicy|The Notorious B.I.G.|1994|hiphop,rap|en|0.70|0.60|96|0.10|triumphant nostalgic
Hypnotize|The Notorious B.I.G.|1997|hiphop,rap|en|0.70|0.70|95|0.05|confident party
Nuthin' but a "G" Thang|Dr. Dre|1992|hiphop,rap|en|0.70|0.60|95|0.05|chill summer driving
Still D.R.E.|Dr. Dre|1999|hiphop,rap|en|0.60|0.75|93|0.02|confident driving
Gin and Juice|Snoop Dogg|1993|hiphop,rap|en|0.70|0.60|95|0.05|party chill
C.R.E.A.M.|Wu-Tang Clan|1993|hiphop,rap|en|0.40|0.60|90|0.10|dark city
N.Y. State of Mind|Nas|1994|hiphop,rap|en|0.35|0.65|84|0.10|dark city night
Shook Ones, Pt. II|Mobb Deep|1995|hiphop,rap|en|0.30|0.65|95|0.05|dark city
Can I Kick It?|A Tribe Called Quest|1990|hiphop,rap|en|0.75|0.60|97|0.10|chill playful
Electric Relaxation|A Tribe Called Quest|1993|hiphop,jazz|en|0.65|0.50|93|0.20|chill study latenight
The World Is Yours|Nas|1994|hiphop,jazz|en|0.55|0.55|90|0.20|hopeful city
They Reminisce Over You (T.R.O.Y.)|Pete Rock & C.L. Smooth|1992|hiphop,jazz|en|0.55|0.60|94|0.20|nostalgic
Jump Around|House of Pain|1992|hiphop|en|0.75|0.95|107|0.02|party workout
Insane in the Brain|Cypress Hill|1993|hiphop|en|0.60|0.80|102|0.05|party
Mo Money Mo Problems|The Notorious B.I.G.|1997|hiphop|en|0.85|0.75|104|0.05|party dancing
Gettin' Jiggy Wit It|Will Smith|1997|hiphop,pop|en|0.90|0.80|108|0.05|party dancing happy
Ms. Jackson|OutKast|2000|hiphop|en|0.60|0.70|100|0.10|heartbreak playful
Hey Ya!|OutKast|2003|hiphop,pop|en|0.95|0.90|159|0.10|happy party dancing
Rosa Parks|OutKast|1998|hiphop|en|0.80|0.75|93|0.30|playful party
Ride Wit Me|Nelly|2000|hiphop|en|0.80|0.70|101|0.10|driving party summer
Regulate|Warren G|1994|hiphop|en|0.65|0.55|95|0.05|chill night driving
Around the World|Daft Punk|1997|house,electronic|instrumental|0.80|0.80|121|0.01|dancing club party
Da Funk|Daft Punk|1995|house,electronic|instrumental|0.60|0.75|111|0.01|club dancing
Digital Love|Daft Punk|2001|house,electronic|en|0.75|0.65|125|0.05|romantic dreamy dancing
Music Sounds Better with You|Stardust|1998|house,electronic|en|0.80|0.80|124|0.01|dancing club happy
Praise You|Fatboy Slim|1998|electronic,dance|en|0.70|0.80|110|0.05|uplifting dancing
Right Here, Right Now|Fatboy Slim|1999|electronic,dance|instrumental|0.45|0.85|125|0.01|epic workout club
The Rockafeller Skank|Fatboy Slim|1998|electronic,dance|en|0.70|0.95|145|0.01|party workout
Born Slippy .NUXX|Underworld|1996|techno,electronic|en|0.45|0.95|137|0.01|club latenight workout
Firestarter|The Prodigy|1996|electronic|en|0.30|0.95|141|0.01|angry workout club
Breathe|The Prodigy|1996|electronic|en|0.35|0.95|130|0.01|dark workout
Block Rockin' Beats|The Chemical Brothers|1997|electronic|en|0.55|0.95|111|0.01|party workout
Hey Boy Hey Girl|The Chemical Brothers|1999|electronic,techno|en|0.60|0.95|130|0.01|club party
Sandstorm|Darude|1999|electronic,techno|instrumental|0.45|0.98|136|0.01|workout running club gaming
Children|Robert Miles|1995|electronic,dance|instrumental|0.45|0.70|137|0.05|dreamy club nostalgic
Better Off Alone|Alice Deejay|1999|dance,electronic|en|0.50|0.90|137|0.01|dancing club
Blue (Da Ba Dee)|Eiffel 65|1998|dance,electronic|en|0.75|0.90|128|0.02|party dancing playful
What Is Love|Haddaway|1993|dance,electronic|en|0.55|0.85|124|0.02|dancing club nostalgic
Rhythm Is a Dancer|Snap!|1992|dance,electronic|en|0.60|0.85|124|0.02|dancing club
Show Me Love|Robin S.|1993|house,dance|en|0.60|0.85|120|0.02|dancing club
Gypsy Woman (She's Homeless)|Crystal Waters|1991|house|en|0.55|0.75|123|0.02|dancing club
Finally|CeCe Peniston|1991|house,dance|en|0.80|0.85|122|0.02|happy dancing
Pump Up the Jam|Technotronic|1989|house,dance|en|0.70|0.85|125|0.02|workout party
Rhythm of the Night|Corona|1993|dance|en|0.80|0.90|127|0.02|party dancing summer
Freed from Desire|Gala|1996|dance,electronic|en|0.65|0.85|129|0.02|party singalong
Insomnia|Faithless|1995|electronic,house|en|0.35|0.85|127|0.01|latenight night club
Unfinished Sympathy|Massive Attack|1991|trip-hop|en|0.35|0.55|95|0.20|melancholy city
Sour Times|Portishead|1994|trip-hop|en|0.25|0.45|90|0.30|dark melancholy
Hyperballad|Björk|1995|electronic,alternative|en|0.45|0.60|120|0.10|dreamy
Army of Me|Björk|1995|electronic,alternative|en|0.30|0.80|96|0.02|angry dark

Protection|Massive Attack|1994|trip-hop|en|0.35|0.40|90|0.30|calm night
Breathe Me|Sia|2004|pop,singer-songwriter|en|0.20|0.35|98|0.50|sad lonely
Smooth|Santana|1999|latin,rock|en|0.85|0.85|116|0.10|summer dancing
Maria Maria|Santana|1999|latin,rnb|en|0.65|0.65|98|0.20|summer chill

Baby One More Time|Britney Spears|1998|pop|en|0.60|0.70|93|0.10|heartbreak dancing
Wannabe|Spice Girls|1996|pop|en|0.90|0.85|110|0.05|party playful happy
2 Become 1|Spice Girls|1996|pop|en|0.50|0.40|72|0.20|romantic
I Want It That Way|Backstreet Boys|1999|pop|en|0.50|0.65|99|0.10|heartbreak singalong karaoke
Everybody (Backstreet's Back)|Backstreet Boys|1997|pop,dance|en|0.85|0.85|108|0.05|party dancing
Bye Bye Bye|*NSYNC|2000|pop|en|0.80|0.90|173|0.05|dancing confident
MMMBop|Hanson|1997|pop|en|0.90|0.80|104|0.10|happy playful summer
Genie in a Bottle|Christina Aguilera|1999|pop,rnb|en|0.60|0.65|88|0.10|sensual
Believe|Cher|1998|pop,dance|en|0.60|0.85|133|0.02|empowering dancing
My Heart Will Go On|Céline Dion|1997|pop|en|0.25|0.40|99|0.40|romantic epic
It's All Coming Back to Me Now|Céline Dion|1996|pop|en|0.35|0.55|76|0.30|romantic epic
Truly Madly Deeply|Savage Garden|1997|pop|en|0.55|0.50|92|0.30|romantic wedding
Angels|Robbie Williams|1997|pop|en|0.35|0.55|76|0.30|hopeful singalong
Tubthumping|Chumbawamba|1997|rock,pop|en|0.80|0.90|109|0.05|party singalong
Bitch|Meredith Brooks|1997|rock,pop|en|0.65|0.70|104|0.10|confident empowering
Kiss Me|Sixpence None the Richer|1997|pop,rock|en|0.75|0.50|101|0.40|romantic summer dreamy
Lovefool|The Cardigans|1996|pop|en|0.80|0.55|103|0.20|romantic playful
Steal My Sunshine|LEN|1999|pop,hiphop|en|0.90|0.80|92|0.10|summer happy
Mr. Jones|Counting Crows|1993|rock|en|0.65|0.75|142|0.20|nostalgic
Hold My Hand|Hootie & The Blowfish|1994|rock|en|0.70|0.70|98|0.20|hopeful
Run-Around|Blues Traveler|1994|rock|en|0.80|0.80|140|0.20|happy roadtrip
Lightning Crashes|Live|1994|rock|en|0.35|0.55|85|0.20|epic
Santeria|Sublime|1996|reggae,rock|en|0.65|0.60|91|0.20|chill summer
What I Got|Sublime|1996|reggae,rock|en|0.80|0.65|93|0.30|chill summer beach
Glycerine|Bush|1994|grunge|en|0.25|0.45|77|0.20|melancholy

Breakfast at Tiffany's|Deep Blue Something|1995|rock,pop|en|0.65|0.70|110|0.20|romantic playful
You Get What You Give|New Radicals|1998|pop,rock|en|0.75|0.85|115|0.10|uplifting hopeful
Bittersweet|Hootie & The Blowfish|1996|rock|en|0.50|0.60|90|0.30|nostalgic
Don't Speak|No Doubt|1995|rock,pop|en|0.30|0.60|76|0.30|heartbreak
Just a Girl|No Doubt|1995|rock,punk|en|0.70|0.85|109|0.05|empowering playful
The Sign|Ace of Base|1993|pop,reggae|en|0.80|0.75|97|0.05|happy dancing
All That She Wants|Ace of Base|1992|pop,reggae|en|0.65|0.65|94|0.05|chill dancing
Kernkraft 400|Zombie Nation|1999|techno,electronic|instrumental|0.60|0.95|140|0.01|workout party
Everybody's Free (To Wear Sunscreen)|Baz Luhrmann|1999|electronic,pop|en|0.55|0.40|94|0.30|nostalgic hopeful
Common Ground|Ben Harper|1999|folk,soul|en|0.55|0.30|80|0.80|calm peaceful
Fast as You Can|Fiona Apple|1999|alternative,singer-songwriter|en|0.50|0.70|110|0.40|anxious
Criminal|Fiona Apple|1996|alternative,singer-songwriter|en|0.45|0.60|86|0.30|sensual dark
Hey Jealousy|Gin Blossoms|1992|rock|en|0.60|0.80|130|0.10|nostalgic heartbreak
Flagpole Sitta|Harvey Danger|1997|rock|en|0.55|0.90|130|0.02|anxious playful
Sunday Morning Call|Oasis|2000|rock|en|0.40|0.50|84|0.30|sunday morning melancholy
Stay (I Missed You)|Lisa Loeb|1994|folk,pop|en|0.55|0.40|114|0.70|heartbreak
Only Wanna Be with You|Hootie & The Blowfish|1994|rock,pop|en|0.80|0.75|126|0.20|romantic happy
Runaway Train|Soul Asylum|1992|rock|en|0.35|0.65|94|0.20|lonely
Sweet Jane|Cowboy Junkies|1988|folk,country|en|0.35|0.15|80|0.80|calm latenight
Round Here|Counting Crows|1993|rock|en|0.35|0.55|100|0.30|melancholy
Hunger Strike|Temple of the Dog|1991|grunge|en|0.35|0.60|102|0.10|epic
Wicked Garden|Stone Temple Pilots|1992|grunge|en|0.45|0.85|112|0.01|rebellious

`;
