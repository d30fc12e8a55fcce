// Catalog rows, 1990s-2000s. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_1990S_2000S = String.raw`
# grunge, alternative rock
Smells Like Teen Spirit|Nirvana|1991|grunge,rock|en|0.42|0.91|117|0.00|rebellious angry nostalgic workout
Come as You Are|Nirvana|1991|grunge,rock|en|0.54|0.82|120|0.00|nostalgic rebellious driving
Lithium|Nirvana|1991|grunge,rock|en|0.45|0.80|123|0.00|rebellious anxious
Heart-Shaped Box|Nirvana|1993|grunge,rock|en|0.30|0.70|101|0.00|dark angry night
All Apologies|Nirvana|1993|grunge,rock|en|0.35|0.55|113|0.10|melancholy nostalgic rain
Black|Pearl Jam|1991|grunge,rock|en|0.22|0.55|76|0.10|heartbreak sad melancholy rain
Alive|Pearl Jam|1991|grunge,rock|en|0.50|0.85|76|0.00|rebellious driving epic
Even Flow|Pearl Jam|1991|grunge,rock|en|0.48|0.88|105|0.00|driving rebellious
Black Hole Sun|Soundgarden|1994|grunge,rock|en|0.25|0.60|105|0.00|dark dreamy mysterious storm
Fell on Black Days|Soundgarden|1994|grunge,rock|en|0.28|0.65|84|0.01|dark melancholy lonely
Man in the Box|Alice In Chains|1990|grunge,metal|en|0.35|0.80|109|0.00|dark angry
Rooster|Alice In Chains|1992|grunge,metal|en|0.22|0.60|77|0.02|dark epic
Hunger Strike|Temple Of The Dog|1991|grunge,rock|en|0.35|0.60|106|0.05|epic melancholy
Interstate Love Song|Stone Temple Pilots|1994|grunge,rock|en|0.55|0.75|117|0.01|driving roadtrip nostalgic
Plush|Stone Temple Pilots|1992|grunge,rock|en|0.40|0.70|84|0.01|melancholy driving
Glycerine|Bush|1994|grunge,alternative|en|0.25|0.50|75|0.02|melancholy heartbreak
Losing My Religion|R.E.M.|1991|alternative,rock|en|0.48|0.66|125|0.35|melancholy nostalgic
Everybody Hurts|R.E.M.|1992|alternative,rock|en|0.15|0.35|97|0.35|sad hopeful lonely rain
Nightswimming|R.E.M.|1992|alternative,rock|en|0.25|0.25|85|0.70|nostalgic night calm melancholy sleep autumn
Man on the Moon|R.E.M.|1992|alternative,rock|en|0.65|0.60|119|0.25|nostalgic driving
Creep|Radiohead|1992|alternative,rock|en|0.10|0.43|92|0.01|sad lonely heartbreak
Karma Police|Radiohead|1997|alternative,rock|en|0.32|0.45|75|0.08|melancholy mysterious
No Surprises|Radiohead|1997|alternative,indie|en|0.12|0.28|76|0.30|sad calm melancholy sleep
Paranoid Android|Radiohead|1997|alternative,rock|en|0.25|0.65|82|0.05|dark anxious epic storm
Fake Plastic Trees|Radiohead|1995|alternative,rock|en|0.15|0.35|74|0.35|sad lonely melancholy autumn
Everything In Its Right Place|Radiohead|2000|electronic,alternative|en|0.20|0.35|124|0.25|mysterious dark focus night work
Reckoner|Radiohead|2007|alternative,indie|en|0.30|0.55|105|0.15|dreamy melancholy rain
1979|The Smashing Pumpkins|1995|alternative,rock|en|0.55|0.70|127|0.01|nostalgic driving summer night
Tonight, Tonight|The Smashing Pumpkins|1995|alternative,rock|en|0.35|0.75|156|0.15|epic hopeful dreamy
Bullet with Butterfly Wings|The Smashing Pumpkins|1995|alternative,grunge|en|0.35|0.85|129|0.00|angry rebellious workout
Disarm|The Smashing Pumpkins|1993|alternative,rock|en|0.20|0.40|130|0.55|sad melancholy
Today|The Smashing Pumpkins|1993|alternative,rock|en|0.55|0.80|130|0.00|nostalgic summer driving
Zombie|The Cranberries|1994|alternative,rock|en|0.30|0.80|84|0.02|angry dark rebellious
Linger|The Cranberries|1993|alternative,pop|en|0.40|0.45|90|0.25|heartbreak melancholy romantic
Dreams|The Cranberries|1992|alternative,pop|en|0.60|0.75|128|0.05|dreamy hopeful romantic spring
Under the Bridge|Red Hot Chili Peppers|1991|alternative,rock|en|0.45|0.55|84|0.05|lonely city nostalgic
Give It Away|Red Hot Chili Peppers|1991|funk,rock|en|0.70|0.90|91|0.01|playful party workout
Scar Tissue|Red Hot Chili Peppers|1999|alternative,rock|en|0.55|0.60|89|0.20|chill driving summer sunset
Californication|Red Hot Chili Peppers|1999|alternative,rock|en|0.35|0.75|96|0.02|melancholy driving sunset desert
Otherside|Red Hot Chili Peppers|1999|alternative,rock|en|0.45|0.75|123|0.01|melancholy driving
Can't Stop|Red Hot Chili Peppers|2002|funk,rock|en|0.80|0.90|92|0.01|confident workout running
Dani California|Red Hot Chili Peppers|2006|rock,alternative|en|0.70|0.90|96|0.01|driving roadtrip confident
Snow (Hey Oh)|Red Hot Chili Peppers|2006|rock,alternative|en|0.55|0.90|105|0.05|hopeful running winter snow
Basket Case|Green Day|1994|punk,rock|en|0.75|0.95|170|0.00|rebellious anxious running
Good Riddance (Time of Your Life)|Green Day|1997|punk,folk|en|0.65|0.45|95|0.85|nostalgic hopeful singalong
When I Come Around|Green Day|1994|punk,rock|en|0.65|0.85|98|0.00|rebellious driving
American Idiot|Green Day|2004|punk,rock|en|0.70|0.99|186|0.00|angry rebellious workout running
Boulevard of Broken Dreams|Green Day|2004|rock,alternative|en|0.35|0.70|167|0.01|lonely melancholy night city commute
Wake Me Up When September Ends|Green Day|2004|rock,alternative|en|0.15|0.50|105|0.15|sad nostalgic autumn
Everlong|Foo Fighters|1997|rock,alternative|en|0.40|0.90|158|0.00|romantic driving epic running
My Hero|Foo Fighters|1997|rock,alternative|en|0.40|0.90|155|0.00|empowering workout
Learn to Fly|Foo Fighters|1999|rock,alternative|en|0.55|0.90|136|0.00|hopeful driving roadtrip
Times Like These|Foo Fighters|2002|rock,alternative|en|0.50|0.85|145|0.01|hopeful uplifting driving
Best of You|Foo Fighters|2005|rock,alternative|en|0.35|0.95|130|0.00|empowering workout angry
The Pretender|Foo Fighters|2007|rock,alternative|en|0.40|0.97|173|0.00|angry workout running rebellious
Song 2|Blur|1997|alternative,rock|en|0.70|0.95|130|0.01|party workout playful
Parklife|Blur|1994|rock,pop|en|0.85|0.80|135|0.05|playful happy city
Coffee & TV|Blur|1999|alternative,indie|en|0.60|0.65|123|0.10|nostalgic home cozy
The Universal|Blur|1995|rock,pop|en|0.40|0.50|100|0.20|hopeful epic sunday
Tender|Blur|1999|alternative,gospel|en|0.45|0.45|75|0.45|hopeful singalong sunday
Wonderwall|Oasis|1995|rock,alternative|en|0.45|0.60|87|0.10|singalong nostalgic karaoke
Don't Look Back in Anger|Oasis|1995|rock|en|0.50|0.75|80|0.10|singalong nostalgic karaoke
Champagne Supernova|Oasis|1995|rock,alternative|en|0.35|0.70|75|0.05|epic dreamy nostalgic
Live Forever|Oasis|1994|rock|en|0.55|0.85|90|0.01|hopeful uplifting driving
Stop Crying Your Heart Out|Oasis|2002|rock|en|0.25|0.50|76|0.20|hopeful melancholy
Bitter Sweet Symphony|The Verve|1997|rock,alternative|en|0.40|0.90|86|0.05|epic city commute confident triumphant
Lucky Man|The Verve|1997|rock,alternative|en|0.45|0.65|88|0.30|hopeful uplifting
The Drugs Don't Work|The Verve|1997|rock,alternative|en|0.18|0.45|77|0.40|sad melancholy autumn
Common People|Pulp|1995|rock,new-wave|en|0.55|0.85|142|0.01|rebellious dancing singalong
Creep|TLC|1994|rnb,hiphop|en|0.60|0.55|92|0.10|sensual confident
Semi-Charmed Life|Third Eye Blind|1997|rock,alternative|en|0.75|0.88|102|0.02|summer driving nostalgic
Jumper|Third Eye Blind|1997|rock,alternative|en|0.40|0.60|90|0.15|hopeful melancholy
Iris|Goo Goo Dolls|1998|rock,alternative|en|0.30|0.70|156|0.30|romantic heartbreak epic
Slide|Goo Goo Dolls|1998|rock,alternative|en|0.60|0.75|115|0.20|romantic driving
Name|Goo Goo Dolls|1995|rock,alternative|en|0.35|0.50|113|0.60|nostalgic melancholy
Torn|Natalie Imbruglia|1997|pop,rock|en|0.45|0.60|96|0.10|heartbreak singalong karaoke
Ironic|Alanis Morissette|1995|rock,alternative|en|0.45|0.55|115|0.15|playful singalong
You Oughta Know|Alanis Morissette|1995|rock,alternative|en|0.35|0.80|105|0.01|angry heartbreak rebellious
Hand in My Pocket|Alanis Morissette|1995|rock,alternative|en|0.70|0.65|95|0.20|hopeful confident
Santeria|Sublime|1996|reggae,punk|en|0.75|0.65|91|0.10|chill summer beach sunset sun
What I Got|Sublime|1996|reggae,rock|en|0.80|0.65|98|0.20|happy summer chill sun
No Rain|Blind Melon|1992|rock,alternative|en|0.65|0.55|147|0.30|hopeful rain sunday
Kryptonite|3 Doors Down|2000|rock,alternative|en|0.55|0.85|100|0.00|driving confident
How You Remind Me|Nickelback|2001|rock|en|0.40|0.80|86|0.00|heartbreak angry
Closing Time|Semisonic|1998|rock,alternative|en|0.55|0.65|92|0.05|nostalgic bar night
Flagpole Sitta|Harvey Danger|1997|alternative,rock|en|0.60|0.90|167|0.00|rebellious playful
One Headlight|The Wallflowers|1996|rock|en|0.55|0.70|108|0.10|driving roadtrip
Mr. Jones|Counting Crows|1993|rock,alternative|en|0.60|0.75|141|0.20|nostalgic singalong
Round Here|Counting Crows|1993|rock,alternative|en|0.30|0.45|80|0.40|melancholy lonely autumn
Accidentally in Love|Counting Crows|2004|rock,pop|en|0.85|0.85|138|0.05|happy romantic summer
Hold My Hand|Hootie & The Blowfish|1994|rock,pop|en|0.70|0.70|104|0.30|hopeful singalong
Run-Around|Blues Traveler|1994|rock,blues|en|0.75|0.80|121|0.25|happy roadtrip summer
Lightning Crashes|Live|1994|rock,alternative|en|0.35|0.60|90|0.20|epic melancholy
Tubthumping|Chumbawamba|1997|rock,pop|en|0.85|0.90|104|0.02|party singalong bar weekend
Kiss Me|Sixpence None The Richer|1997|pop,rock|en|0.70|0.55|101|0.45|romantic dreamy spring
You Get What You Give|New Radicals|1998|pop,rock|en|0.80|0.85|116|0.05|uplifting hopeful driving
Save Tonight|Eagle-Eye Cherry|1997|rock,pop|en|0.55|0.70|122|0.35|romantic nostalgic night
Drive|Incubus|1999|rock,alternative|en|0.60|0.60|91|0.30|driving hopeful roadtrip
Wish You Were Here|Incubus|2001|rock,alternative|en|0.55|0.80|106|0.05|summer beach dreamy
Buddy Holly|Weezer|1994|rock,alternative|en|0.80|0.85|121|0.00|playful happy
Say It Ain't So|Weezer|1994|rock,alternative|en|0.40|0.70|76|0.01|nostalgic melancholy autumn
Island in the Sun|Weezer|2001|rock,pop|en|0.80|0.60|110|0.10|summer beach chill happy morning sunset
Beverly Hills|Weezer|2005|rock|en|0.70|0.85|88|0.00|playful confident
All Star|Smash Mouth|1999|rock,pop|en|0.85|0.87|104|0.03|happy confident singalong
Walkin' On The Sun|Smash Mouth|1997|rock,pop|en|0.75|0.80|110|0.05|summer playful sun
Steal My Sunshine|Len|1999|pop,rock|en|0.90|0.80|90|0.05|summer sun happy beach morning
The Middle|Jimmy Eat World|2001|rock,punk|en|0.75|0.90|162|0.00|hopeful empowering running
All the Small Things|blink-182|1999|punk,rock|en|0.80|0.90|149|0.00|happy party singalong
What's My Age Again?|blink-182|1999|punk,rock|en|0.70|0.95|158|0.00|playful rebellious
I Miss You|blink-182|2003|punk,alternative|en|0.25|0.70|110|0.10|heartbreak lonely night
Adam's Song|blink-182|1999|punk,rock|en|0.20|0.70|136|0.01|sad lonely
First Date|blink-182|2001|punk,rock|en|0.75|0.92|197|0.00|romantic playful
Dammit|blink-182|1997|punk,rock|en|0.60|0.95|219|0.00|heartbreak rebellious running
Fat Lip|Sum 41|2001|punk,rock|en|0.70|0.95|98|0.00|rebellious party
In Too Deep|Sum 41|2001|punk,rock|en|0.75|0.92|97|0.00|summer rebellious
Self Esteem|The Offspring|1994|punk,rock|en|0.50|0.90|105|0.00|rebellious angry
The Kids Aren't Alright|The Offspring|1998|punk,rock|en|0.40|0.95|100|0.00|angry workout
Pretty Fly (For a White Guy)|The Offspring|1998|punk,rock|en|0.80|0.92|133|0.00|playful party
Come Out and Play|The Offspring|1994|punk,rock|en|0.50|0.93|160|0.00|rebellious workout
Ruby Soho|Rancid|1995|punk|en|0.65|0.95|93|0.00|rebellious singalong
Hate to Say I Told You So|The Hives|2000|punk,rock|en|0.60|0.95|134|0.00|rebellious confident workout
Hey There Delilah|Plain White T's|2006|pop,folk|en|0.35|0.30|104|0.87|romantic lonely calm
Dirty Little Secret|The All-American Rejects|2005|rock,punk|en|0.55|0.90|144|0.00|anxious driving
Gives You Hell|The All-American Rejects|2008|rock,pop|en|0.70|0.85|100|0.01|playful confident
Move Along|The All-American Rejects|2005|rock,punk|en|0.65|0.92|160|0.00|empowering hopeful running
Ocean Avenue|Yellowcard|2003|punk,rock|en|0.60|0.95|98|0.00|nostalgic summer driving
Sugar, We're Goin Down|Fall Out Boy|2005|punk,rock|en|0.55|0.93|161|0.00|rebellious driving
Dance, Dance|Fall Out Boy|2005|punk,rock|en|0.60|0.90|114|0.00|dancing party
Thnks fr th Mmrs|Fall Out Boy|2007|rock,pop|en|0.55|0.88|154|0.00|heartbreak singalong
Misery Business|Paramore|2007|punk,rock|en|0.50|0.95|173|0.00|angry confident workout
Decode|Paramore|2008|rock,alternative|en|0.25|0.80|150|0.00|dark anxious
Ignorance|Paramore|2009|punk,rock|en|0.40|0.95|180|0.00|angry workout running
Welcome to the Black Parade|My Chemical Romance|2006|punk,rock|en|0.30|0.90|96|0.01|epic triumphant
Helena|My Chemical Romance|2004|punk,rock|en|0.30|0.93|152|0.00|dark heartbreak
I'm Not Okay (I Promise)|My Chemical Romance|2004|punk,rock|en|0.45|0.95|160|0.00|rebellious anxious
Teenagers|My Chemical Romance|2006|rock,punk|en|0.65|0.90|112|0.00|rebellious playful
Bring Me to Life|Evanescence|2003|metal,rock|en|0.25|0.90|95|0.00|dark epic storm
My Immortal|Evanescence|2003|rock,classical|en|0.12|0.30|78|0.75|sad heartbreak lonely
The Kill|Thirty Seconds To Mars|2005|rock,alternative|en|0.25|0.90|91|0.00|dark epic anxious
In the End|Linkin Park|2000|metal,rock,rap|en|0.40|0.86|105|0.01|melancholy angry workout
Numb|Linkin Park|2003|metal,rock|en|0.25|0.86|110|0.00|anxious lonely angry
Faint|Linkin Park|2003|metal,rock,rap|en|0.45|0.98|135|0.00|angry workout running
Crawling|Linkin Park|2000|metal,rock|en|0.25|0.90|105|0.00|dark anxious
What I've Done|Linkin Park|2007|rock,alternative|en|0.30|0.90|120|0.00|epic driving
One Step Closer|Linkin Park|2000|metal,rock|en|0.35|0.97|95|0.00|angry workout
Remember the Name|Fort Minor|2005|hiphop,rap|en|0.55|0.85|85|0.01|empowering workout running confident triumphant
Chop Suey!|System Of A Down|2001|metal|en|0.30|0.93|127|0.00|angry dark workout
Toxicity|System Of A Down|2001|metal|en|0.25|0.90|117|0.00|dark angry
B.Y.O.B.|System Of A Down|2005|metal|en|0.35|0.98|90|0.00|rebellious angry workout
Aerials|System Of A Down|2001|metal,alternative|en|0.25|0.75|125|0.01|dark mysterious
Enter Sandman|Metallica|1991|metal|en|0.35|0.90|123|0.00|dark workout epic
Nothing Else Matters|Metallica|1991|metal,rock|en|0.20|0.45|142|0.20|romantic melancholy epic
The Unforgiven|Metallica|1991|metal|en|0.25|0.65|70|0.05|dark melancholy
Sad But True|Metallica|1991|metal|en|0.30|0.90|88|0.00|dark angry workout
Killing in the Name|Rage Against The Machine|1992|metal,rap|en|0.35|0.95|88|0.00|angry rebellious workout
Bulls on Parade|Rage Against The Machine|1996|metal,rap|en|0.40|0.95|94|0.00|angry rebellious workout
Guerrilla Radio|Rage Against The Machine|1999|metal,rap|en|0.40|0.97|104|0.00|rebellious running workout
Freak on a Leash|Korn|1998|metal|en|0.25|0.90|104|0.00|angry dark
Last Resort|Papa Roach|2000|metal,rock|en|0.30|0.95|91|0.00|angry anxious workout
Down with the Sickness|Disturbed|2000|metal|en|0.25|0.97|90|0.00|angry workout
Duality|Slipknot|2004|metal|en|0.25|0.98|142|0.00|angry workout dark
Psychosocial|Slipknot|2008|metal|en|0.25|0.99|135|0.00|angry workout running
Wait and Bleed|Slipknot|1999|metal|en|0.30|0.99|170|0.00|angry dark
Walk|Pantera|1992|metal|en|0.35|0.90|116|0.00|angry confident workout
Cowboys from Hell|Pantera|1990|metal|en|0.40|0.95|140|0.00|rebellious workout
Symphony of Destruction|Megadeth|1992|metal|en|0.35|0.90|136|0.00|dark angry
Holy Wars... The Punishment Due|Megadeth|1990|metal|en|0.30|0.98|180|0.00|angry epic workout
Painkiller|Judas Priest|1990|metal|en|0.35|0.99|206|0.00|epic workout running
Bat Country|Avenged Sevenfold|2005|metal|en|0.35|0.96|131|0.00|epic workout
Afterlife|Avenged Sevenfold|2007|metal|en|0.40|0.96|136|0.00|epic workout gaming
Blood and Thunder|Mastodon|2004|metal|en|0.30|0.99|100|0.00|epic angry workout
The Diary of Jane|Breaking Benjamin|2006|metal,rock|en|0.30|0.93|84|0.00|dark anxious workout
Bodies|Drowning Pool|2001|metal|en|0.30|0.99|126|0.00|angry workout
Nemo|Nightwish|2004|metal,classical|en|0.25|0.85|102|0.05|epic melancholy
Wish I Had an Angel|Nightwish|2004|metal|en|0.30|0.97|146|0.00|epic dark gaming storm
Du hast|Rammstein|1997|metal,electronic|de|0.30|0.90|125|0.00|dark angry workout
Sonne|Rammstein|2001|metal|de|0.25|0.90|107|0.00|epic dark workout
Engel|Rammstein|1997|metal|de|0.30|0.80|114|0.00|dark mysterious
Ich will|Rammstein|2001|metal|de|0.35|0.92|108|0.00|angry workout
Mein Herz brennt|Rammstein|2001|metal|de|0.20|0.85|88|0.02|dark epic
Links 2-3-4|Rammstein|2001|metal|de|0.40|0.90|99|0.00|workout running confident
# indie, 2000s
Mr. Brightside|The Killers|2004|indie,rock|en|0.24|0.92|148|0.00|anxious heartbreak singalong party weekend roadtrip
Somebody Told Me|The Killers|2004|indie,rock|en|0.60|0.95|138|0.00|dancing party night
When You Were Young|The Killers|2006|indie,rock|en|0.40|0.95|130|0.00|epic driving
Human|The Killers|2008|synthpop,rock|en|0.50|0.88|135|0.00|dancing night driving
All These Things That I've Done|The Killers|2004|indie,rock|en|0.35|0.80|118|0.00|triumphant empowering epic
Seven Nation Army|The White Stripes|2003|rock,blues|en|0.30|0.70|124|0.01|confident workout angry
Fell in Love with a Girl|The White Stripes|2001|rock,punk|en|0.75|0.95|135|0.00|romantic rebellious
We're Going to Be Friends|The White Stripes|2001|folk,indie|en|0.65|0.25|125|0.90|cozy nostalgic autumn
Take Me Out|Franz Ferdinand|2004|indie,rock|en|0.60|0.70|105|0.00|dancing confident party commute
Last Nite|The Strokes|2001|indie,rock|en|0.75|0.90|104|0.01|party night rebellious weekend
Someday|The Strokes|2001|indie,rock|en|0.70|0.85|110|0.01|nostalgic city commute
Reptilia|The Strokes|2003|indie,rock|en|0.50|0.95|158|0.00|rebellious driving commute
I Bet You Look Good on the Dancefloor|Arctic Monkeys|2005|indie,rock|en|0.70|0.97|103|0.00|dancing party club
Fluorescent Adolescent|Arctic Monkeys|2007|indie,rock|en|0.70|0.85|112|0.00|playful nostalgic
505|Arctic Monkeys|2007|indie,rock|en|0.25|0.55|140|0.05|romantic latenight lonely
Mardy Bum|Arctic Monkeys|2006|indie,rock|en|0.70|0.80|110|0.02|playful romantic
Yellow|Coldplay|2000|rock,alternative|en|0.30|0.66|173|0.05|romantic hopeful dreamy
The Scientist|Coldplay|2002|rock,alternative|en|0.22|0.44|146|0.75|sad heartbreak rain nostalgic
Clocks|Coldplay|2002|rock,alternative|en|0.26|0.75|131|0.60|dreamy driving night commute
Fix You|Coldplay|2005|rock,alternative|en|0.12|0.42|138|0.16|hopeful sad uplifting
Viva la Vida|Coldplay|2008|rock,pop|en|0.42|0.62|138|0.10|epic triumphant singalong
Trouble|Coldplay|2000|rock,alternative|en|0.25|0.40|140|0.55|melancholy heartbreak rain
Speed of Sound|Coldplay|2005|rock,alternative|en|0.35|0.80|123|0.01|dreamy driving
Chasing Cars|Snow Patrol|2006|rock,alternative|en|0.12|0.50|104|0.25|romantic calm evening
Run|Snow Patrol|2003|rock,alternative|en|0.20|0.55|76|0.10|epic hopeful melancholy
Somewhere Only We Know|Keane|2004|rock,pop|en|0.35|0.60|86|0.05|nostalgic romantic
Everybody's Changing|Keane|2004|rock,pop|en|0.40|0.70|125|0.05|melancholy nostalgic
Use Somebody|Kings of Leon|2008|rock,alternative|en|0.20|0.72|137|0.01|lonely epic night city
Sex on Fire|Kings of Leon|2008|rock,alternative|en|0.37|0.90|153|0.00|sensual driving party
Float On|Modest Mouse|2004|indie,rock|en|0.75|0.85|101|0.01|hopeful uplifting commute morning
Such Great Heights|The Postal Service|2003|synthpop,indie|en|0.55|0.70|87|0.15|romantic dreamy morning commute spring
Rebellion (Lies)|Arcade Fire|2004|indie,rock|en|0.55|0.80|122|0.05|epic triumphant
Wake Up|Arcade Fire|2004|indie,rock|en|0.45|0.85|140|0.05|epic uplifting singalong
No Cars Go|Arcade Fire|2007|indie,rock|en|0.55|0.85|122|0.05|epic hopeful
New Slang|The Shins|2001|indie,folk|en|0.40|0.40|133|0.75|nostalgic dreamy autumn
Maps|Yeah Yeah Yeahs|2003|indie,rock|en|0.35|0.60|124|0.05|romantic heartbreak
Heads Will Roll|Yeah Yeah Yeahs|2009|indie,dance|en|0.45|0.90|121|0.00|dancing club night
Zero|Yeah Yeah Yeahs|2009|indie,synthpop|en|0.65|0.85|128|0.00|confident dancing party
Steady, As She Goes|The Raconteurs|2006|rock,blues|en|0.55|0.80|123|0.05|driving confident
Dakota|Stereophonics|2005|rock|en|0.45|0.85|147|0.01|nostalgic driving
Chelsea Dagger|The Fratellis|2006|indie,rock|en|0.80|0.95|154|0.00|party bar singalong weekend
Ruby|Kaiser Chiefs|2007|indie,rock|en|0.60|0.90|92|0.00|singalong party
I Predict a Riot|Kaiser Chiefs|2004|indie,rock|en|0.55|0.92|158|0.00|rebellious party
Time to Pretend|MGMT|2007|indie,synthpop|en|0.55|0.80|101|0.02|nostalgic dreamy rebellious
Kids|MGMT|2007|indie,synthpop|en|0.60|0.80|123|0.01|nostalgic dancing party roadtrip
Electric Feel|MGMT|2007|indie,electronic|en|0.55|0.75|103|0.05|sensual dancing night
Young Folks|Peter Bjorn and John|2006|indie,pop|en|0.75|0.60|154|0.40|playful happy spring afternoon
Heartbeats|The Knife|2002|synthpop,electronic|en|0.45|0.70|113|0.05|dreamy night mysterious sleep
Little Bit|Lykke Li|2008|indie,pop|en|0.50|0.45|108|0.30|romantic dreamy
Sweet Disposition|The Temper Trap|2008|indie,rock|en|0.45|0.80|129|0.01|dreamy hopeful summer
1901|Phoenix|2009|indie,synthpop|en|0.75|0.85|144|0.01|happy driving summer roadtrip
Lisztomania|Phoenix|2009|indie,rock|en|0.70|0.85|128|0.01|happy dancing spring
If I Ever Feel Better|Phoenix|2000|indie,funk|en|0.65|0.65|101|0.05|chill evening sensual
We Own the Sky|M83|2008|synthpop,electronic|en|0.30|0.70|124|0.05|dreamy epic night
Feel Good Inc.|Gorillaz|2005|alternative,hiphop|en|0.75|0.70|139|0.01|chill confident city commute
Clint Eastwood|Gorillaz|2001|alternative,hiphop,trip-hop|en|0.50|0.70|84|0.05|dark chill
DARE|Gorillaz|2005|electronic,dance|en|0.80|0.75|120|0.01|dancing party playful
Crazy|Gnarls Barkley|2006|soul,alternative|en|0.65|0.70|112|0.05|anxious playful
Take Your Mama|Scissor Sisters|2004|pop,disco|en|0.85|0.80|124|0.05|party happy dancing cleaning
I Don't Feel Like Dancin'|Scissor Sisters|2006|pop,disco|en|0.90|0.80|108|0.02|happy dancing cleaning
Paper Planes|M.I.A.|2007|hiphop,electronic|en|0.45|0.60|86|0.05|rebellious confident
All My Friends|LCD Soundsystem|2007|electronic,dance|en|0.45|0.85|146|0.00|nostalgic night dancing
Someone Great|LCD Soundsystem|2007|electronic,synthpop|en|0.30|0.65|122|0.00|melancholy lonely night
Daft Punk Is Playing at My House|LCD Soundsystem|2005|electronic,punk|en|0.70|0.90|125|0.00|party playful dancing
Over and Over|Hot Chip|2006|electronic,dance|en|0.60|0.85|120|0.00|dancing club
Ready for the Floor|Hot Chip|2008|electronic,synthpop|en|0.70|0.80|117|0.00|dancing party
Foundations|Kate Nash|2007|indie,pop|en|0.55|0.60|80|0.40|playful heartbreak
Smile|Lily Allen|2006|pop,reggae|en|0.80|0.55|96|0.10|playful confident summer
The Fear|Lily Allen|2008|pop,synthpop|en|0.55|0.60|134|0.05|playful city
Not Fair|Lily Allen|2008|pop,country|en|0.80|0.75|121|0.20|playful happy
LDN|Lily Allen|2006|pop,reggae|en|0.85|0.65|95|0.10|city summer sun
# pop hits
...Baby One More Time|Britney Spears|1998|pop|en|0.55|0.70|93|0.20|heartbreak karaoke singalong cleaning
Toxic|Britney Spears|2003|pop,dance|en|0.70|0.85|143|0.03|sensual dancing party club
Oops!...I Did It Again|Britney Spears|2000|pop|en|0.85|0.80|95|0.30|playful karaoke
Womanizer|Britney Spears|2008|pop,dance|en|0.60|0.85|139|0.01|confident dancing club
Circus|Britney Spears|2008|pop,dance|en|0.65|0.80|115|0.01|party confident
My Only Wish (This Year)|Britney Spears|2000|pop|en|0.80|0.70|100|0.10|christmas winter happy snow
Wannabe|Spice Girls|1996|pop,dance|en|0.89|0.86|110|0.10|happy party playful karaoke singalong cleaning
Say You'll Be There|Spice Girls|1996|pop,rnb|en|0.70|0.70|109|0.05|playful romantic
2 Become 1|Spice Girls|1996|pop|en|0.45|0.50|72|0.30|romantic evening
Spice Up Your Life|Spice Girls|1997|pop,latin|en|0.90|0.90|128|0.05|party dancing happy
I Want It That Way|Backstreet Boys|1999|pop|en|0.50|0.70|99|0.22|romantic nostalgic karaoke singalong
Everybody (Backstreet's Back)|Backstreet Boys|1997|pop,dance|en|0.75|0.85|108|0.05|party dancing karaoke cleaning
As Long as You Love Me|Backstreet Boys|1997|pop|en|0.55|0.60|140|0.10|romantic nostalgic
Show Me the Meaning of Being Lonely|Backstreet Boys|1999|pop|en|0.25|0.55|84|0.15|lonely heartbreak
Bye Bye Bye|*NSYNC|2000|pop,dance|en|0.70|0.90|173|0.03|confident dancing karaoke cleaning
It's Gonna Be Me|*NSYNC|2000|pop,rnb|en|0.75|0.80|165|0.05|playful romantic
Tearin' Up My Heart|*NSYNC|1997|pop,dance|en|0.55|0.85|102|0.03|heartbreak dancing
Merry Christmas, Happy Holidays|*NSYNC|1998|pop|en|0.85|0.80|103|0.10|christmas happy winter
Genie in a Bottle|Christina Aguilera|1999|pop,rnb|en|0.60|0.65|176|0.15|sensual playful
Beautiful|Christina Aguilera|2002|pop,soul|en|0.25|0.40|76|0.40|empowering hopeful
Fighter|Christina Aguilera|2002|pop,rock|en|0.45|0.90|95|0.01|empowering angry workout
Candyman|Christina Aguilera|2006|pop,jazz|en|0.85|0.85|172|0.15|playful happy dancing
Cry Me a River|Justin Timberlake|2002|pop,rnb|en|0.30|0.65|74|0.05|heartbreak dark rain
SexyBack|Justin Timberlake|2006|pop,electronic|en|0.80|0.80|117|0.05|sensual confident club
Rock Your Body|Justin Timberlake|2002|pop,funk|en|0.90|0.75|101|0.10|dancing party sensual
What Goes Around...Comes Around|Justin Timberlake|2006|pop,rnb|en|0.35|0.70|76|0.10|heartbreak dark
My Love|Justin Timberlake|2006|pop,rnb|en|0.60|0.70|120|0.05|romantic sensual
Can't Get You Out of My Head|Kylie Minogue|2001|pop,dance|en|0.80|0.75|126|0.02|dancing sensual club cleaning
Spinning Around|Kylie Minogue|2000|pop,disco|en|0.90|0.85|120|0.02|happy dancing party cleaning
Love at First Sight|Kylie Minogue|2001|pop,dance|en|0.80|0.85|125|0.01|romantic dancing happy
Come Into My World|Kylie Minogue|2001|pop,dance|en|0.60|0.75|128|0.01|dreamy dancing
Believe|Cher|1998|pop,dance|en|0.65|0.85|133|0.01|empowering dancing party
Vogue|Madonna|1990|pop,house|en|0.65|0.80|116|0.05|dancing confident club
Frozen|Madonna|1998|pop,electronic|en|0.20|0.55|107|0.10|dark mysterious
Ray of Light|Madonna|1998|electronic,dance|en|0.65|0.90|127|0.01|uplifting dancing party
Music|Madonna|2000|pop,dance|en|0.75|0.80|120|0.02|dancing party club
Hung Up|Madonna|2005|pop,disco|en|0.75|0.90|125|0.01|dancing party club cleaning
Don't Tell Me|Madonna|2000|pop,electronic|en|0.55|0.60|100|0.30|confident mysterious
Poker Face|Lady Gaga|2008|pop,dance|en|0.80|0.80|119|0.10|confident party dancing
Just Dance|Lady Gaga|2008|pop,dance|en|0.75|0.85|119|0.02|party dancing club
Bad Romance|Lady Gaga|2009|pop,dance|en|0.71|0.92|119|0.00|confident dancing club dark
Paparazzi|Lady Gaga|2008|pop,synthpop|en|0.40|0.70|115|0.10|dark romantic
LoveGame|Lady Gaga|2008|pop,dance|en|0.80|0.85|105|0.01|sensual club party
Hot N Cold|Katy Perry|2008|pop,rock|en|0.85|0.85|132|0.00|playful dancing party cleaning
I Kissed a Girl|Katy Perry|2008|pop,rock|en|0.70|0.80|130|0.00|playful rebellious
Waking Up in Vegas|Katy Perry|2009|pop,rock|en|0.80|0.88|130|0.00|party weekend playful
Since U Been Gone|Kelly Clarkson|2004|pop,rock|en|0.40|0.85|131|0.00|empowering heartbreak karaoke cleaning
Behind These Hazel Eyes|Kelly Clarkson|2004|pop,rock|en|0.40|0.85|90|0.00|heartbreak angry
Because of You|Kelly Clarkson|2004|pop,rock|en|0.15|0.60|140|0.05|sad heartbreak
My Life Would Suck Without You|Kelly Clarkson|2009|pop,rock|en|0.50|0.90|145|0.01|romantic singalong
Breakaway|Kelly Clarkson|2004|pop,rock|en|0.45|0.60|80|0.20|hopeful empowering
Complicated|Avril Lavigne|2002|pop,rock|en|0.45|0.60|78|0.10|anxious nostalgic singalong
Sk8er Boi|Avril Lavigne|2002|pop,punk|en|0.70|0.90|150|0.00|rebellious playful singalong
I'm with You|Avril Lavigne|2002|pop,rock|en|0.20|0.55|150|0.10|lonely sad rain
Girlfriend|Avril Lavigne|2007|pop,punk|en|0.75|0.97|152|0.00|playful rebellious workout cleaning
My Happy Ending|Avril Lavigne|2004|pop,rock|en|0.35|0.85|86|0.00|heartbreak angry
So What|P!nk|2008|pop,rock|en|0.55|0.90|126|0.00|empowering rebellious
Get the Party Started|P!nk|2001|pop,dance|en|0.80|0.90|129|0.01|party dancing confident cleaning
Just Like a Pill|P!nk|2002|pop,rock|en|0.40|0.85|82|0.01|heartbreak angry
Who Knew|P!nk|2006|pop,rock|en|0.30|0.70|140|0.01|heartbreak nostalgic
Don't Let Me Get Me|P!nk|2001|pop,rock|en|0.55|0.85|98|0.01|anxious rebellious
Hollaback Girl|Gwen Stefani|2004|pop,hiphop|en|0.80|0.90|110|0.30|confident playful workout
The Sweet Escape|Gwen Stefani|2006|pop|en|0.75|0.70|120|0.10|happy summer playful
Rich Girl|Gwen Stefani|2004|pop,hiphop|en|0.70|0.80|98|0.05|confident playful
Don't Speak|No Doubt|1995|rock,pop|en|0.25|0.55|76|0.20|heartbreak sad
Just a Girl|No Doubt|1995|rock,punk|en|0.70|0.85|108|0.01|rebellious empowering
It's My Life|No Doubt|2003|pop,new-wave|en|0.65|0.80|135|0.01|confident driving
Unwritten|Natasha Bedingfield|2004|pop|en|0.65|0.75|100|0.05|hopeful empowering morning uplifting
Pocketful of Sunshine|Natasha Bedingfield|2008|pop|en|0.70|0.80|110|0.05|happy sun summer morning
Chasing Pavements|Adele|2008|pop,soul|en|0.35|0.45|160|0.40|heartbreak melancholy
Hometown Glory|Adele|2007|soul,singer-songwriter|en|0.30|0.35|124|0.85|nostalgic melancholy city
Make You Feel My Love|Adele|2008|pop,soul|en|0.25|0.20|72|0.90|romantic calm wedding evening cozy home
Rehab|Amy Winehouse|2006|soul,rnb|en|0.75|0.65|72|0.10|rebellious confident cooking dinner
Back to Black|Amy Winehouse|2006|soul,rnb|en|0.20|0.55|123|0.10|heartbreak dark sad
You Know I'm No Good|Amy Winehouse|2006|soul,jazz|en|0.45|0.60|103|0.20|dark sensual bar
Tears Dry on Their Own|Amy Winehouse|2006|soul|en|0.60|0.70|124|0.10|heartbreak empowering
Love Is a Losing Game|Amy Winehouse|2006|soul,jazz|en|0.20|0.25|77|0.60|heartbreak sad latenight
Stronger Than Me|Amy Winehouse|2003|soul,jazz|en|0.55|0.55|130|0.35|confident bar
Valerie|Mark Ronson|2007|soul,pop|en|0.85|0.80|106|0.10|happy dancing party cooking dinner
Mercy|Duffy|2008|soul,pop|en|0.70|0.75|130|0.20|playful dancing
Warwick Avenue|Duffy|2008|soul,pop|en|0.25|0.45|92|0.40|heartbreak sad city
Crazy|Seal|1990|pop,soul|en|0.55|0.75|104|0.05|dreamy mysterious
Kiss from a Rose|Seal|1994|pop,soul|en|0.40|0.40|131|0.30|romantic dreamy wedding
Bleeding Love|Leona Lewis|2007|pop,rnb|en|0.35|0.65|104|0.05|romantic heartbreak karaoke
Beautiful Day|U2|2000|rock|en|0.45|0.85|136|0.01|uplifting hopeful morning
One|U2|1991|rock|en|0.30|0.50|91|0.15|melancholy hopeful
Vertigo|U2|2004|rock|en|0.60|0.95|140|0.00|workout driving confident
City of Blinding Lights|U2|2004|rock|en|0.40|0.80|139|0.01|epic city night
Elevation|U2|2000|rock|en|0.55|0.90|106|0.01|workout confident
Stuck in a Moment You Can't Get Out Of|U2|2000|rock,gospel|en|0.40|0.55|82|0.15|hopeful melancholy
Angels|Robbie Williams|1997|pop,rock|en|0.25|0.50|76|0.30|hopeful singalong karaoke
Feel|Robbie Williams|2002|pop,rock|en|0.30|0.55|95|0.30|lonely melancholy
Rock DJ|Robbie Williams|2000|pop,dance|en|0.80|0.90|103|0.02|party dancing confident cleaning
Let Me Entertain You|Robbie Williams|1998|pop,rock|en|0.70|0.95|122|0.00|party confident
Millennium|Robbie Williams|1998|pop|en|0.55|0.70|99|0.10|epic nostalgic
She's the One|Robbie Williams|1999|pop,rock|en|0.45|0.45|124|0.40|romantic wedding
Back for Good|Take That|1995|pop|en|0.40|0.45|84|0.30|romantic heartbreak karaoke
Patience|Take That|2006|pop,rock|en|0.35|0.55|80|0.15|hopeful romantic
Rule the World|Take That|2007|pop,rock|en|0.40|0.65|136|0.10|romantic epic wedding
Shine|Take That|2007|pop|en|0.85|0.75|110|0.10|happy uplifting morning cleaning
Everywhere|Michelle Branch|2001|pop,rock|en|0.65|0.80|92|0.02|romantic hopeful
A Thousand Miles|Vanessa Carlton|2002|pop,singer-songwriter|en|0.40|0.85|95|0.10|romantic nostalgic karaoke
I'm Yours|Jason Mraz|2008|pop,reggae|en|0.80|0.45|151|0.60|happy romantic summer sun beach
The Remedy (I Won't Worry)|Jason Mraz|2002|pop,rock|en|0.80|0.80|98|0.15|hopeful happy
Lucky|Jason Mraz|2008|pop,folk|en|0.65|0.35|133|0.80|romantic wedding cozy morning spring
Bubbly|Colbie Caillat|2007|pop,folk|en|0.65|0.40|73|0.60|romantic cozy morning sunday cooking dinner
Realize|Colbie Caillat|2007|pop,folk|en|0.55|0.50|82|0.50|romantic hopeful
Apologize|OneRepublic|2007|pop,rock|en|0.30|0.60|118|0.20|heartbreak sad
Hey, Soul Sister|Train|2009|pop,rock|en|0.80|0.88|97|0.19|happy romantic roadtrip summer sun
Drops of Jupiter (Tell Me)|Train|2001|pop,rock|en|0.45|0.60|79|0.20|dreamy nostalgic
Collide|Howie Day|2004|pop,rock|en|0.40|0.55|87|0.30|romantic hopeful
Breakeven|The Script|2008|pop,rock|en|0.35|0.70|94|0.05|heartbreak sad
The Man Who Can't Be Moved|The Script|2008|pop,rock|en|0.30|0.60|100|0.10|heartbreak lonely city
You're Beautiful|James Blunt|2004|pop,singer-songwriter|en|0.35|0.45|82|0.60|romantic melancholy
Goodbye My Lover|James Blunt|2004|pop,singer-songwriter|en|0.15|0.25|90|0.85|heartbreak sad
Bad Day|Daniel Powter|2005|pop|en|0.55|0.60|140|0.35|hopeful melancholy commute
How to Save a Life|The Fray|2005|rock,pop|en|0.25|0.70|122|0.30|sad melancholy
Over My Head (Cable Car)|The Fray|2005|rock,pop|en|0.40|0.75|116|0.10|heartbreak anxious
You Found Me|The Fray|2008|rock,pop|en|0.30|0.80|151|0.05|lonely anxious
Wherever You Will Go|The Calling|2001|rock,pop|en|0.35|0.75|112|0.05|romantic heartbreak
Hanging by a Moment|Lifehouse|2000|rock,pop|en|0.50|0.80|124|0.01|romantic hopeful
You and Me|Lifehouse|2005|rock,pop|en|0.40|0.45|128|0.30|romantic wedding calm
MMMBop|Hanson|1997|pop,rock|en|0.90|0.85|104|0.05|happy summer playful
Barbie Girl|Aqua|1997|pop,dance|en|0.90|0.85|130|0.05|playful party karaoke
Mambo No. 5 (a Little Bit of...)|Lou Bega|1999|pop,latin|en|0.95|0.85|174|0.20|party playful happy cleaning
Return of the Mack|Mark Morrison|1996|rnb,pop|en|0.70|0.70|96|0.05|confident dancing
Virtual Insanity|Jamiroquai|1996|funk,soul|en|0.60|0.70|93|0.20|city dancing commute
Cosmic Girl|Jamiroquai|1996|funk,disco|en|0.85|0.85|118|0.05|dancing happy party cooking dinner
Canned Heat|Jamiroquai|1999|funk,disco|en|0.85|0.90|128|0.02|dancing party cleaning cooking dinner
Little L|Jamiroquai|2001|funk,disco|en|0.80|0.80|122|0.05|dancing sensual
Deeper Underground|Jamiroquai|1998|funk,rock|en|0.55|0.90|127|0.01|driving workout
Freedom! '90|George Michael|1990|pop,soul|en|0.80|0.80|92|0.05|empowering dancing singalong
Fastlove|George Michael|1996|pop,soul|en|0.65|0.70|104|0.10|sensual night dancing
Jesus to a Child|George Michael|1996|pop,soul|en|0.25|0.35|84|0.50|sad melancholy calm
Black or White|Michael Jackson|1991|pop,rock|en|0.85|0.90|115|0.05|happy dancing party
Remember the Time|Michael Jackson|1991|pop,rnb|en|0.70|0.75|108|0.05|romantic dancing nostalgic
You Are Not Alone|Michael Jackson|1995|pop,rnb|en|0.30|0.40|120|0.30|romantic lonely
They Don't Care About Us|Michael Jackson|1995|pop,funk|en|0.45|0.90|88|0.05|angry rebellious
Cream|Prince|1991|funk,pop|en|0.85|0.75|116|0.05|sensual confident
Diamonds and Pearls|Prince|1991|pop,rnb|en|0.55|0.55|96|0.20|romantic dreamy
Thank You|Dido|1999|pop,trip-hop|en|0.45|0.45|80|0.30|romantic cozy rain
White Flag|Dido|2003|pop|en|0.30|0.50|86|0.25|heartbreak melancholy
Here with Me|Dido|1999|pop,trip-hop|en|0.30|0.45|82|0.25|romantic dreamy night
Are You Gonna Go My Way|Lenny Kravitz|1993|rock,funk|en|0.70|0.90|122|0.00|confident workout driving
Fly Away|Lenny Kravitz|1998|rock|en|0.70|0.90|124|0.01|driving roadtrip
It Ain't Over 'Til It's Over|Lenny Kravitz|1991|soul,rock|en|0.60|0.50|94|0.30|romantic hopeful
Again|Lenny Kravitz|2000|rock,pop|en|0.45|0.60|78|0.15|romantic melancholy
I Gotta Feeling|The Black Eyed Peas|2009|pop,dance|en|0.61|0.75|128|0.07|party happy weekend dancing
Where Is the Love?|The Black Eyed Peas|2003|hiphop,pop|en|0.55|0.70|94|0.10|hopeful uplifting
Boom Boom Pow|The Black Eyed Peas|2009|electronic,hiphop|en|0.45|0.85|130|0.01|club party
Pump It|The Black Eyed Peas|2005|hiphop,dance|en|0.65|0.95|154|0.00|workout party
Let's Get It Started|The Black Eyed Peas|2004|hiphop,dance|en|0.75|0.90|105|0.01|party workout
Bitch|Meredith Brooks|1997|rock,pop|en|0.60|0.80|93|0.05|confident empowering
# rnb, soul, neo-soul
Crazy in Love|Beyoncé|2003|rnb,pop|en|0.75|0.85|100|0.01|confident dancing party
Single Ladies (Put a Ring on It)|Beyoncé|2008|rnb,pop|en|0.27|0.58|193|0.02|empowering dancing party
Halo|Beyoncé|2008|rnb,pop|en|0.45|0.72|80|0.27|romantic hopeful wedding
Irreplaceable|Beyoncé|2006|rnb,pop|en|0.55|0.70|88|0.05|empowering heartbreak
Baby Boy|Beyoncé|2003|rnb,reggae|en|0.70|0.70|91|0.05|sensual summer
Naughty Girl|Beyoncé|2004|rnb,pop|en|0.65|0.60|100|0.05|sensual night
Say My Name|Destiny's Child|1999|rnb|en|0.65|0.70|138|0.05|confident heartbreak
Survivor|Destiny's Child|2001|rnb,pop|en|0.55|0.85|161|0.02|empowering workout
Bootylicious|Destiny's Child|2001|rnb,funk|en|0.80|0.80|104|0.05|confident dancing
No Scrubs|TLC|1999|rnb,hiphop|en|0.60|0.60|93|0.05|confident empowering
Waterfalls|TLC|1995|rnb,hiphop|en|0.55|0.55|86|0.10|melancholy chill
Unpretty|TLC|1999|rnb,pop|en|0.40|0.50|80|0.30|empowering hopeful
Fallin'|Alicia Keys|2001|rnb,soul|en|0.40|0.55|96|0.40|heartbreak romantic
If I Ain't Got You|Alicia Keys|2003|rnb,soul|en|0.30|0.45|64|0.60|romantic evening
No One|Alicia Keys|2007|rnb,pop|en|0.55|0.70|90|0.05|romantic hopeful
Umbrella|Rihanna|2007|pop,rnb|en|0.58|0.83|174|0.01|romantic rain confident
Don't Stop The Music|Rihanna|2007|pop,dance|en|0.55|0.85|123|0.01|dancing club party
SOS|Rihanna|2006|pop,dance|en|0.65|0.90|137|0.00|dancing club
Disturbia|Rihanna|2008|pop,dance|en|0.50|0.85|125|0.01|dark club night
Pon de Replay|Rihanna|2005|pop,reggae|en|0.75|0.80|99|0.02|dancing party club
Take a Bow|Rihanna|2008|pop,rnb|en|0.45|0.50|82|0.10|heartbreak confident
Let Me Love You|Mario|2004|rnb|en|0.55|0.60|94|0.10|romantic sensual
We Belong Together|Mariah Carey|2005|rnb,pop|en|0.40|0.50|139|0.10|heartbreak romantic
Fantasy|Mariah Carey|1995|pop,rnb|en|0.85|0.80|102|0.05|happy dancing summer
Hero|Mariah Carey|1993|pop,soul|en|0.35|0.40|60|0.35|empowering hopeful
Always Be My Baby|Mariah Carey|1995|pop,rnb|en|0.70|0.60|80|0.15|romantic nostalgic
All I Want for Christmas Is You|Mariah Carey|1994|pop|en|0.35|0.63|150|0.16|christmas happy winter snow singalong
Miss You Most (At Christmas Time)|Mariah Carey|1994|pop,rnb|en|0.25|0.35|66|0.40|christmas lonely winter
Vision of Love|Mariah Carey|1990|rnb,soul|en|0.35|0.40|136|0.40|romantic hopeful
I Will Always Love You|Whitney Houston|1992|pop,soul|en|0.20|0.40|68|0.40|romantic heartbreak karaoke
I'm Every Woman|Whitney Houston|1992|pop,dance|en|0.80|0.85|117|0.05|empowering dancing
It's Not Right But It's Okay|Whitney Houston|1999|rnb,dance|en|0.55|0.80|100|0.05|empowering heartbreak
End of the Road|Boyz II Men|1992|rnb,soul|en|0.25|0.40|150|0.30|heartbreak sad
I'll Make Love to You|Boyz II Men|1994|rnb|en|0.45|0.35|72|0.30|romantic sensual night
Motownphilly|Boyz II Men|1991|rnb,hiphop|en|0.85|0.80|106|0.05|happy dancing
Un-Break My Heart|Toni Braxton|1996|rnb,pop|en|0.20|0.45|110|0.20|heartbreak sad lonely
No Diggity|Blackstreet|1996|rnb,hiphop|en|0.80|0.55|89|0.30|confident chill sensual
Real Love|Mary J. Blige|1992|rnb,hiphop|en|0.65|0.70|95|0.05|romantic hopeful
Family Affair|Mary J. Blige|2001|rnb,hiphop|en|0.85|0.75|93|0.05|dancing party happy weekend
Be Without You|Mary J. Blige|2005|rnb,soul|en|0.45|0.60|75|0.10|romantic heartbreak
Pony|Ginuwine|1996|rnb|en|0.70|0.60|140|0.05|sensual night
On & On|Erykah Badu|1997|soul,rnb|en|0.55|0.40|88|0.45|chill mysterious cafe cooking dinner
Bag Lady|Erykah Badu|2000|soul,rnb|en|0.55|0.45|77|0.35|chill empowering
Untitled (How Does It Feel)|D'Angelo|2000|soul,rnb|en|0.40|0.30|66|0.30|sensual romantic latenight
Brown Sugar|D'Angelo|1995|soul,rnb|en|0.65|0.55|92|0.20|sensual chill
Are You That Somebody|Aaliyah|1998|rnb|en|0.60|0.70|160|0.05|sensual night
Try Again|Aaliyah|2000|rnb,electronic|en|0.70|0.75|93|0.05|confident dancing
Rock the Boat|Aaliyah|2001|rnb|en|0.60|0.50|93|0.10|sensual ocean latenight
One in a Million|Aaliyah|1996|rnb|en|0.50|0.50|80|0.10|romantic sensual
So Sick|Ne-Yo|2006|rnb,pop|en|0.35|0.55|93|0.10|heartbreak sad
Miss Independent|Ne-Yo|2008|rnb,pop|en|0.80|0.65|85|0.10|romantic confident
Closer|Ne-Yo|2008|rnb,dance|en|0.60|0.80|126|0.02|dancing romantic club
Beautiful Girls|Sean Kingston|2007|pop,reggae|en|0.75|0.70|130|0.10|summer heartbreak beach
Yeah!|USHER|2004|rnb,hiphop|en|0.60|0.88|105|0.02|party club dancing
U Remind Me|USHER|2001|rnb|en|0.55|0.55|92|0.10|romantic heartbreak
Burn|USHER|2004|rnb|en|0.35|0.50|138|0.10|heartbreak melancholy
Ordinary People|John Legend|2004|soul,singer-songwriter|en|0.30|0.25|66|0.90|romantic melancholy evening
Save Room|John Legend|2006|soul,rnb|en|0.60|0.50|84|0.40|romantic sensual dinner
Green Light|John Legend|2008|rnb,pop|en|0.80|0.80|129|0.05|dancing party
Ascension (Don't Ever Wonder)|Maxwell|1996|soul,rnb|en|0.75|0.55|104|0.20|romantic sensual
Fortunate|Maxwell|1999|soul,rnb|en|0.55|0.35|72|0.20|romantic sensual night
A Long Walk|Jill Scott|2000|soul,rnb|en|0.75|0.45|90|0.40|romantic cozy sunday
Video|India.Arie|2001|soul,rnb|en|0.70|0.45|88|0.60|empowering hopeful
I Try|Macy Gray|1999|soul,rnb|en|0.55|0.50|79|0.30|heartbreak romantic
You Gotta Be|Des'ree|1994|soul,pop|en|0.70|0.55|96|0.30|empowering hopeful morning
No Ordinary Love|Sade|1992|soul,rnb|en|0.35|0.35|72|0.20|romantic sensual latenight
Kiss of Life|Sade|1992|soul,jazz|en|0.70|0.35|102|0.40|romantic dreamy dinner cooking
By Your Side|Sade|2000|soul,rnb|en|0.60|0.30|86|0.50|romantic calm cozy cooking dinner
Cherish the Day|Sade|1993|soul,rnb|en|0.55|0.40|93|0.20|romantic sensual night
Put Your Records On|Corinne Bailey Rae|2006|soul,pop|en|0.80|0.45|95|0.60|happy chill sunday morning summer cooking
Like a Star|Corinne Bailey Rae|2005|soul,singer-songwriter|en|0.50|0.25|74|0.75|romantic calm cozy
Killing Me Softly With His Song|Fugees|1996|hiphop,soul|en|0.60|0.45|92|0.20|romantic chill
Ready or Not|Fugees|1996|hiphop,rnb|en|0.35|0.55|77|0.10|dark mysterious
Doo Wop (That Thing)|Ms. Lauryn Hill|1998|hiphop,soul|en|0.80|0.65|100|0.20|confident empowering
Ex-Factor|Ms. Lauryn Hill|1998|soul,rnb|en|0.30|0.40|68|0.30|heartbreak sad
Gangsta's Paradise|Coolio|1995|hiphop,rap|en|0.38|0.61|80|0.06|dark city night
# hiphop, rap
Lose Yourself|Eminem|2002|hiphop,rap|en|0.35|0.90|171|0.01|empowering workout running confident triumphant
Without Me|Eminem|2002|hiphop,rap|en|0.66|0.67|112|0.00|playful confident party
The Real Slim Shady|Eminem|2000|hiphop,rap|en|0.76|0.66|105|0.03|playful rebellious
Stan|Eminem|2000|hiphop,rap|en|0.30|0.70|80|0.10|dark melancholy rain
'Till I Collapse|Eminem|2002|hiphop,rap|en|0.40|0.92|171|0.05|empowering workout running
Mockingbird|Eminem|2004|hiphop,rap|en|0.25|0.65|84|0.20|melancholy nostalgic
Sing for the Moment|Eminem|2002|hiphop,rap|en|0.40|0.80|82|0.01|rebellious epic
In Da Club|50 Cent|2003|hiphop,rap|en|0.80|0.71|90|0.25|party club confident
Candy Shop|50 Cent|2005|hiphop,rap|en|0.60|0.60|125|0.05|sensual club
21 Questions|50 Cent|2003|hiphop,rnb|en|0.60|0.60|92|0.05|romantic chill
P.I.M.P.|50 Cent|2003|hiphop,rap|en|0.75|0.60|85|0.10|confident chill
Still D.R.E.|Dr. Dre|1999|hiphop,rap|en|0.60|0.70|93|0.20|confident driving city
The Next Episode|Dr. Dre|1999|hiphop,rap|en|0.60|0.80|95|0.01|driving confident party
Forgot About Dre|Dr. Dre|1999|hiphop,rap|en|0.60|0.85|134|0.05|confident workout
Nuthin' But A "G" Thang|Dr. Dre|1992|hiphop,rap|en|0.80|0.60|95|0.05|chill driving summer
Gin and Juice|Snoop Dogg|1993|hiphop,rap|en|0.80|0.60|95|0.05|chill party summer
Drop It Like It's Hot|Snoop Dogg|2004|hiphop,rap|en|0.60|0.45|92|0.10|confident chill
California Love|2Pac|1995|hiphop,rap|en|0.75|0.85|92|0.05|party driving summer sun
Changes|2Pac|1998|hiphop,rap|en|0.55|0.65|111|0.10|melancholy hopeful
Dear Mama|2Pac|1995|hiphop,rap|en|0.45|0.55|84|0.20|nostalgic hopeful
Ambitionz Az A Ridah|2Pac|1996|hiphop,rap|en|0.40|0.80|84|0.01|confident dark driving
Juicy|The Notorious B.I.G.|1994|hiphop,rap|en|0.75|0.60|96|0.10|triumphant nostalgic confident
Hypnotize|The Notorious B.I.G.|1997|hiphop,rap|en|0.80|0.70|95|0.05|confident party
Big Poppa|The Notorious B.I.G.|1994|hiphop,rap|en|0.70|0.55|84|0.10|sensual chill night
Mo Money Mo Problems|The Notorious B.I.G.|1997|hiphop,rap|en|0.85|0.80|104|0.05|party dancing
N.Y. State of Mind|Nas|1994|hiphop,rap|en|0.35|0.75|84|0.05|dark city night
The World Is Yours|Nas|1994|hiphop,rap|en|0.55|0.60|90|0.20|hopeful city chill
C.R.E.A.M.|Wu-Tang Clan|1993|hiphop,rap|en|0.40|0.60|90|0.20|dark city
Protect Ya Neck|Wu-Tang Clan|1993|hiphop,rap|en|0.45|0.85|103|0.05|rebellious workout
Empire State of Mind|JAY-Z|2009|hiphop,rap|en|0.81|0.96|174|0.03|city triumphant confident
99 Problems|JAY-Z|2004|hiphop,rap|en|0.50|0.85|90|0.01|confident workout
Hard Knock Life (Ghetto Anthem)|JAY-Z|1998|hiphop,rap|en|0.60|0.80|93|0.05|empowering confident
Izzo (H.O.V.A.)|JAY-Z|2001|hiphop,rap|en|0.80|0.75|85|0.10|confident chill
Big Pimpin'|JAY-Z|1999|hiphop,rap|en|0.80|0.65|138|0.05|party summer
Run This Town|JAY-Z|2009|hiphop,rap|en|0.40|0.80|87|0.05|epic confident triumphant
Numb / Encore|JAY-Z|2004|hiphop,metal|en|0.40|0.90|107|0.01|workout epic
Gold Digger|Kanye West|2005|hiphop,soul|en|0.65|0.70|93|0.02|playful party
Stronger|Kanye West|2007|hiphop,electronic|en|0.49|0.72|104|0.01|workout confident running commute triumphant
Heartless|Kanye West|2008|hiphop,electronic|en|0.65|0.65|88|0.05|heartbreak night
Jesus Walks|Kanye West|2004|hiphop,gospel|en|0.45|0.85|87|0.05|empowering epic
Through the Wire|Kanye West|2003|hiphop,soul|en|0.65|0.70|85|0.10|hopeful empowering
Flashing Lights|Kanye West|2007|hiphop,electronic|en|0.45|0.65|90|0.05|night city
All Falls Down|Kanye West|2004|hiphop,soul|en|0.55|0.65|92|0.10|melancholy chill
Homecoming|Kanye West|2007|hiphop,pop|en|0.65|0.75|87|0.15|nostalgic city
Lollipop|Lil Wayne|2008|hiphop,rap|en|0.45|0.55|148|0.05|sensual club
A Milli|Lil Wayne|2008|hiphop,rap|en|0.50|0.70|151|0.01|confident workout
Jump Around|House Of Pain|1992|hiphop,rap|en|0.80|0.95|107|0.01|party workout
Regulate|Warren G|1994|hiphop,rap|en|0.60|0.60|95|0.10|chill driving night
Insane in the Brain|Cypress Hill|1993|hiphop,rap|en|0.65|0.85|102|0.02|party rebellious
Scenario|A Tribe Called Quest|1991|hiphop,rap|en|0.75|0.85|100|0.05|party playful
Can I Kick It?|A Tribe Called Quest|1990|hiphop,jazz|en|0.80|0.60|97|0.15|chill playful
Electric Relaxation|A Tribe Called Quest|1993|hiphop,jazz|en|0.70|0.50|93|0.20|chill evening
Passin' Me By|The Pharcyde|1992|hiphop,jazz|en|0.55|0.50|93|0.30|chill melancholy
Rebirth of Slick (Cool Like Dat)|Digable Planets|1992|hiphop,jazz|en|0.70|0.60|99|0.30|chill cafe city
They Reminisce Over You (T.R.O.Y.)|Pete Rock & C.L. Smooth|1992|hiphop,jazz|en|0.55|0.70|95|0.10|nostalgic chill
Shook Ones, Pt. II|Mobb Deep|1995|hiphop,rap|en|0.30|0.70|93|0.02|dark city night
Mass Appeal|Gang Starr|1994|hiphop,rap|en|0.55|0.60|89|0.10|chill city
93 'til Infinity|Souls Of Mischief|1993|hiphop,rap|en|0.65|0.60|90|0.15|chill nostalgic summer
Get Ur Freak On|Missy Elliott|2001|hiphop,electronic|en|0.70|0.80|178|0.05|party dancing club
Work It|Missy Elliott|2002|hiphop,rap|en|0.75|0.75|101|0.05|dancing playful workout
Lose Control|Missy Elliott|2005|hiphop,dance|en|0.75|0.90|126|0.01|workout dancing party
Hot in Herre|Nelly|2002|hiphop,rap|en|0.90|0.75|107|0.10|party summer dancing weekend
Ride wit Me|Nelly|2000|hiphop,rap|en|0.80|0.70|101|0.10|driving summer party
Dilemma|Nelly|2002|hiphop,rnb|en|0.70|0.55|84|0.20|romantic chill
Ms. Jackson|Outkast|2000|hiphop,rap|en|0.60|0.70|95|0.10|heartbreak chill
Hey Ya!|Outkast|2003|hiphop,pop,funk|en|0.96|0.97|160|0.10|happy party dancing cleaning weekend
Roses|Outkast|2003|hiphop,funk|en|0.65|0.80|116|0.05|playful party
B.O.B.|Outkast|2000|hiphop,rap|en|0.55|0.99|155|0.02|workout running
So Fresh, So Clean|Outkast|2000|hiphop,funk|en|0.75|0.60|80|0.10|confident chill
U Can't Touch This|MC Hammer|1990|hiphop,funk|en|0.90|0.85|133|0.05|party dancing playful
Ice Ice Baby|Vanilla Ice|1990|hiphop,rap|en|0.85|0.80|116|0.05|party playful nostalgic
Jump|Kris Kross|1992|hiphop,rap|en|0.85|0.90|102|0.05|party workout
Whoomp! (There It Is)|Tag Team|1993|hiphop,dance|en|0.90|0.90|130|0.01|party workout
Baby Got Back|Sir Mix-A-Lot|1992|hiphop,rap|en|0.80|0.80|133|0.05|playful party
Summertime|DJ Jazzy Jeff & The Fresh Prince|1991|hiphop,rnb|en|0.80|0.55|98|0.20|summer chill sun nostalgic sunset afternoon
Gettin' Jiggy Wit It|Will Smith|1998|hiphop,pop|en|0.90|0.80|108|0.05|party dancing
Men in Black|Will Smith|1997|hiphop,pop|en|0.85|0.75|112|0.05|playful party
Miami|Will Smith|1998|hiphop,latin|en|0.85|0.80|105|0.05|summer beach party
It Was a Good Day|Ice Cube|1992|hiphop,rap|en|0.75|0.55|82|0.10|chill summer sunday sunset
Mama Said Knock You Out|LL COOL J|1990|hiphop,rap|en|0.55|0.90|101|0.01|empowering workout
Sabotage|Beastie Boys|1994|rock,rap|en|0.55|0.99|168|0.00|workout running rebellious
Intergalactic|Beastie Boys|1998|hiphop,electronic|en|0.70|0.90|110|0.02|playful party
Hip Hop Hooray|Naughty By Nature|1993|hiphop,rap|en|0.85|0.80|98|0.05|party singalong
O.P.P.|Naughty By Nature|1991|hiphop,rap|en|0.90|0.80|97|0.05|party playful
Shoop|Salt-N-Pepa|1993|hiphop,rnb|en|0.85|0.75|96|0.05|playful sensual
This Is How We Do It|Montell Jordan|1995|rnb,hiphop|en|0.85|0.70|104|0.05|party weekend dancing
Party Up (Up in Here)|DMX|1999|hiphop,rap|en|0.55|0.90|100|0.01|workout angry party
Ruff Ryders' Anthem|DMX|1998|hiphop,rap|en|0.50|0.85|95|0.01|workout confident
X Gon' Give It to Ya|DMX|2003|hiphop,rap|en|0.50|0.90|96|0.01|workout running confident
Get Low|Lil Jon & The East Side Boyz|2003|hiphop,rap|en|0.60|0.90|101|0.01|club party workout weekend
Ridin'|Chamillionaire|2005|hiphop,rap|en|0.55|0.70|143|0.05|driving confident
Crank That (Soulja Boy)|Soulja Boy|2007|hiphop,rap|en|0.80|0.80|140|0.05|dancing party playful
Low|Flo Rida|2007|hiphop,dance|en|0.70|0.80|128|0.05|club party dancing
Right Round|Flo Rida|2009|hiphop,dance|en|0.70|0.85|125|0.01|club party
I Know You Want Me (Calle Ocho)|Pitbull|2009|dance,latin|en|0.75|0.90|127|0.01|party club dancing
Whatever You Like|T.I.|2008|hiphop,rap|en|0.55|0.55|150|0.05|romantic confident
Best I Ever Had|Drake|2009|hiphop,rnb|en|0.65|0.70|162|0.05|romantic confident
Day 'N' Nite (nightmare)|Kid Cudi|2008|hiphop,electronic|en|0.45|0.60|138|0.05|lonely latenight city
Accordion|Madvillain|2004|hiphop,rap|en|0.45|0.55|95|0.20|mysterious chill
# electronic, house, trance, eurodance
Around the World|Daft Punk|1997|house,electronic|en|0.80|0.80|121|0.00|dancing club party
One More Time|Daft Punk|2000|house,dance|en|0.55|0.70|123|0.02|party dancing happy club weekend
Harder, Better, Faster, Stronger|Daft Punk|2001|electronic,house|en|0.60|0.80|123|0.01|workout focus running work
Digital Love|Daft Punk|2001|house,disco|en|0.70|0.70|125|0.01|romantic dreamy dancing
Da Funk|Daft Punk|1995|house,electronic|instrumental|0.60|0.80|111|0.00|confident driving city focus work
Something About Us|Daft Punk|2001|electronic,funk|en|0.40|0.40|100|0.05|romantic latenight dreamy
Robot Rock|Daft Punk|2005|electronic,house|instrumental|0.60|0.90|112|0.00|workout gaming
Block Rockin' Beats|The Chemical Brothers|1997|electronic,dance|en|0.60|0.95|110|0.00|workout club
Galvanize|The Chemical Brothers|2004|electronic,hiphop|en|0.60|0.90|104|0.01|workout running confident
Hey Boy Hey Girl|The Chemical Brothers|1999|electronic,techno|en|0.60|0.95|130|0.00|club party dancing
Setting Sun|The Chemical Brothers|1996|electronic|en|0.40|0.95|112|0.00|dark club
Star Guitar|The Chemical Brothers|2002|electronic,house|instrumental|0.60|0.75|127|0.00|dreamy driving commute focus work
Firestarter|The Prodigy|1996|electronic,techno|en|0.30|0.97|141|0.00|angry workout rebellious storm
Breathe|The Prodigy|1996|electronic,techno|en|0.30|0.95|135|0.00|dark workout
Out of Space|The Prodigy|1992|electronic,dance|en|0.70|0.95|140|0.00|party club
Omen|The Prodigy|2009|electronic,techno|en|0.35|0.97|140|0.00|workout running
Right Here, Right Now|Fatboy Slim|1999|electronic,dance|en|0.50|0.85|125|0.01|epic triumphant workout weekend
Praise You|Fatboy Slim|1998|electronic,dance|en|0.75|0.80|111|0.05|happy uplifting dancing
The Rockafeller Skank|Fatboy Slim|1998|electronic,dance|en|0.75|0.95|152|0.00|party workout
Weapon of Choice|Fatboy Slim|2000|electronic,dance|en|0.60|0.75|129|0.01|dancing playful
Sandstorm|Darude|1999|electronic,dance|instrumental|0.50|0.97|136|0.00|workout running gaming club
Children|Robert Miles|1995|electronic,dance|instrumental|0.40|0.75|137|0.05|dreamy nostalgic driving sunset
Insomnia|Faithless|1995|electronic,house|en|0.35|0.90|127|0.00|latenight club dark
God Is a DJ|Faithless|1998|electronic,house|en|0.55|0.85|127|0.00|club dancing
What Is Love|Haddaway|1993|dance,pop|en|0.60|0.90|124|0.01|party dancing nostalgic
Rhythm Is a Dancer|SNAP!|1992|dance,electronic|en|0.55|0.85|124|0.00|dancing club
The Power|SNAP!|1990|dance,hiphop|en|0.60|0.90|118|0.00|workout empowering
Be My Lover|La Bouche|1995|dance,pop|en|0.60|0.95|134|0.00|dancing party
Freed from Desire|Gala|1996|dance,pop|en|0.55|0.90|129|0.00|party singalong dancing
Show Me Love|Robin S|1992|house,dance|en|0.60|0.80|120|0.01|club dancing
Gonna Make You Sweat (Everybody Dance Now)|C+C Music Factory|1990|dance,house|en|0.80|0.90|116|0.01|workout party dancing
Mr. Vain|Culture Beat|1993|dance,electronic|en|0.55|0.90|133|0.00|dancing club
No Limit|2 Unlimited|1993|dance,techno|en|0.65|0.95|140|0.00|workout party
Get Ready for This|2 Unlimited|1991|dance,techno|en|0.70|0.95|125|0.00|workout party
Better Off Alone|Alice Deejay|1999|dance,electronic|en|0.55|0.90|137|0.00|dancing club nostalgic
Rhythm of the Night|Corona|1993|dance,pop|en|0.75|0.90|126|0.00|party dancing summer
Saturday Night|Whigfield|1994|dance,pop|en|0.85|0.90|128|0.02|party weekend dancing
Cotton Eye Joe|Rednex|1994|dance,country|en|0.90|0.95|132|0.05|party playful dancing
Blue (Da Ba Dee)|Eiffel 65|1998|dance,electronic|en|0.70|0.90|128|0.00|party dancing nostalgic
Coco Jamboo|Mr. President|1996|dance,reggae|en|0.85|0.85|104|0.05|summer beach party
Scatman (ski-ba-bop-ba-dop-bop)|Scatman John|1994|dance,jazz|en|0.80|0.90|136|0.01|playful party
Set You Free|N-Trance|1994|dance,electronic|en|0.55|0.90|138|0.00|dancing club
Everybody's Free (To Feel Good)|Rozalla|1991|dance,house|en|0.75|0.90|124|0.00|uplifting dancing
Finally|CeCe Peniston|1991|house,dance|en|0.85|0.80|122|0.05|happy dancing
Gypsy Woman (She's Homeless)|Crystal Waters|1991|house,dance|en|0.60|0.70|121|0.01|club dancing
Papua New Guinea|The Future Sound Of London|1991|electronic,ambient|instrumental|0.40|0.65|123|0.05|dreamy mysterious night
Kernkraft 400|Zombie Nation|1999|techno,electronic|instrumental|0.55|0.95|142|0.00|workout party gaming
Satisfaction|Benny Benassi|2002|electronic,house|en|0.55|0.90|130|0.00|club party workout
Call on Me|Eric Prydz|2004|house,dance|en|0.70|0.85|126|0.00|workout dancing club
Pjanoo|Eric Prydz|2008|house,electronic|instrumental|0.75|0.85|126|0.00|club dancing happy
Lola's Theme|The Shapeshifters|2004|house,soul|en|0.75|0.85|125|0.00|uplifting dancing
Music Sounds Better With You|Stardust|1998|house,disco|en|0.80|0.80|124|0.01|dancing happy summer cleaning
Lady (Hear Me Tonight)|Modjo|2000|house,disco|en|0.80|0.80|126|0.02|dancing summer party weekend
Groovejet (If This Ain't Love)|Spiller|2000|house,disco|en|0.75|0.80|123|0.02|dancing summer
Starlight|The Supermen Lovers|2001|house,disco|en|0.80|0.75|125|0.01|dancing happy
Love Generation|Bob Sinclar|2005|house,reggae|en|0.90|0.80|128|0.02|happy summer uplifting
World, Hold On (Children of the Sky)|Bob Sinclar|2006|house,dance|en|0.65|0.90|128|0.00|uplifting club
Love Is Gone|David Guetta|2007|house,dance|en|0.50|0.85|128|0.00|club dancing
When Love Takes Over|David Guetta|2009|house,dance|en|0.45|0.85|130|0.01|uplifting club
Adagio for Strings|Tiësto|2004|electronic,dance|instrumental|0.25|0.90|138|0.00|epic club running
For an Angel|Paul van Dyk|1994|electronic,dance|instrumental|0.55|0.85|138|0.00|uplifting dreamy running
9 PM (Till I Come)|ATB|1998|electronic,dance|instrumental|0.50|0.85|132|0.00|dancing club nostalgic
Café del Mar|Energy 52|1993|electronic,dance|instrumental|0.50|0.75|133|0.00|sunset beach dreamy
Silence|Delerium|1999|electronic,ambient|en|0.25|0.70|135|0.05|dreamy dark night
Castles in the Sky|Ian Van Dahl|2000|dance,electronic|en|0.55|0.90|138|0.00|dreamy dancing
Heaven|DJ Sammy|2002|dance,pop|en|0.45|0.80|138|0.01|romantic dancing
Everytime We Touch|Cascada|2005|dance,pop|en|0.55|0.95|142|0.00|party romantic running
Infinity 2008|Guru Josh Project|2008|dance,house|en|0.50|0.90|128|0.00|club party
Strobe|deadmau5|2009|electronic,house|instrumental|0.30|0.60|128|0.00|focus dreamy night study work
Ghosts 'n' Stuff|deadmau5|2008|electronic,house|en|0.50|0.90|128|0.00|club workout gaming
D.A.N.C.E.|Justice|2007|electronic,disco|en|0.85|0.85|114|0.00|dancing happy party
Genesis|Justice|2007|electronic|instrumental|0.40|0.90|120|0.00|epic dark gaming
Move Your Feet|Junior Senior|2002|dance,pop|en|0.90|0.90|119|0.01|happy dancing party cleaning
Dragostea Din Tei|O-Zone|2003|dance,pop|ro|0.85|0.90|130|0.02|party happy dancing karaoke
Boten Anna|Basshunter|2006|dance,electronic|sv|0.70|0.95|140|0.00|party dancing gaming
Now You're Gone|Basshunter|2007|dance,electronic|en|0.40|0.90|145|0.00|heartbreak dancing
How Much Is the Fish?|Scooter|1998|techno,dance|en|0.70|0.97|147|0.00|party workout
Maria (I Like It Loud)|Scooter|2003|techno,dance|en|0.70|0.98|140|0.00|party workout
Sky and Sand|Paul Kalkbrenner|2008|electronic,techno|en|0.45|0.70|124|0.00|dreamy sunset club
L'amour toujours|Gigi D'Agostino|1999|dance,electronic|en|0.60|0.85|139|0.00|dancing party nostalgic
# trip-hop, downtempo, ambient, lofi
Teardrop|Massive Attack|1998|trip-hop,electronic|en|0.15|0.40|77|0.10|dark dreamy latenight rain sunset
Unfinished Sympathy|Massive Attack|1991|trip-hop,soul|en|0.40|0.65|99|0.10|melancholy city epic
Angel|Massive Attack|1998|trip-hop|en|0.15|0.50|80|0.05|dark mysterious night
Glory Box|Portishead|1994|trip-hop|en|0.25|0.40|76|0.20|sensual dark latenight
Sour Times|Portishead|1994|trip-hop|en|0.25|0.45|87|0.15|dark mysterious lonely
Roads|Portishead|1994|trip-hop|en|0.10|0.25|82|0.40|sad lonely rain latenight
Jóga|Björk|1997|electronic,classical|en|0.30|0.50|86|0.20|epic dreamy mountains forest
Hyperballad|Björk|1995|electronic|en|0.45|0.60|140|0.05|dreamy mysterious
It's Oh So Quiet|Björk|1995|jazz,pop|en|0.70|0.50|107|0.40|playful romantic
Human Behaviour|Björk|1993|electronic,pop|en|0.55|0.55|120|0.05|playful mysterious
Porcelain|Moby|1999|electronic,ambient|en|0.25|0.40|96|0.30|dreamy melancholy night sleep sunset
Natural Blues|Moby|1999|electronic,blues|en|0.40|0.60|96|0.10|melancholy hopeful
Why Does My Heart Feel So Bad?|Moby|1999|electronic,gospel|en|0.30|0.45|98|0.20|melancholy lonely
Extreme Ways|Moby|2002|electronic|en|0.35|0.80|128|0.05|epic running driving
Midnight in a Perfect World|DJ Shadow|1996|trip-hop,hiphop|instrumental|0.30|0.45|90|0.20|latenight dreamy study
Building Steam with a Grain of Salt|DJ Shadow|1996|trip-hop,hiphop|instrumental|0.35|0.55|90|0.25|focus study mysterious work
Ghostwriter|RJD2|2002|hiphop,trip-hop|instrumental|0.55|0.60|97|0.15|focus chill study work commute
Lebanese Blonde|Thievery Corporation|2000|trip-hop,bossa-nova|en|0.55|0.55|98|0.20|chill cafe evening cooking dinner sunset
In the Waiting Line|Zero 7|2001|trip-hop,electronic|en|0.35|0.35|93|0.30|chill dreamy latenight
Destiny|Zero 7|2001|trip-hop,soul|en|0.50|0.35|80|0.35|chill morning dreamy
La femme d'argent|Air|1998|electronic,ambient|instrumental|0.45|0.45|95|0.15|chill dreamy study focus work
Sexy Boy|Air|1998|electronic,synthpop|fr|0.60|0.55|103|0.10|dreamy playful
All I Need|Air|1998|electronic,trip-hop|en|0.45|0.35|97|0.30|dreamy calm sunday
Playground Love|Air|2000|electronic,soundtrack|en|0.30|0.30|70|0.30|dreamy melancholy latenight
Cherry Blossom Girl|Air|2004|electronic,pop|en|0.45|0.35|110|0.30|dreamy spring romantic
Rose Rouge|St Germain|2000|jazz,house|en|0.60|0.70|119|0.10|chill cafe city focus work commute
So Flute|St Germain|2000|jazz,house|instrumental|0.70|0.65|124|0.10|chill cafe work cooking dinner
Roygbiv|Boards of Canada|1998|electronic,ambient|instrumental|0.55|0.40|89|0.10|nostalgic dreamy study meditation yoga focus
Dayvan Cowboy|Boards of Canada|2006|electronic,ambient|instrumental|0.40|0.55|88|0.10|dreamy epic driving focus work
Avril 14th|Aphex Twin|2001|classical,ambient|instrumental|0.35|0.05|92|0.99|calm study sleep reading peaceful meditation
Xtal|Aphex Twin|1992|ambient,electronic|instrumental|0.40|0.40|118|0.05|dreamy focus study meditation yoga
Windowlicker|Aphex Twin|1999|electronic|instrumental|0.55|0.65|128|0.01|playful mysterious focus work
Recurring|Bonobo|2006|electronic,trip-hop|instrumental|0.40|0.45|100|0.30|chill focus study work
Ketto|Bonobo|2003|electronic,trip-hop|instrumental|0.45|0.40|90|0.35|chill study afternoon focus work
To Build a Home|The Cinematic Orchestra|2007|classical,folk|en|0.10|0.20|67|0.95|sad melancholy home rain
Arrival of the Birds|The Cinematic Orchestra|2008|classical,soundtrack|instrumental|0.25|0.25|76|0.90|peaceful hopeful reading meditation yoga
Aruarian Dance|Nujabes|2005|lofi,hiphop,jazz|instrumental|0.50|0.45|90|0.40|study focus chill rain work
Feather|Nujabes|2005|lofi,hiphop|en|0.60|0.55|88|0.35|chill hopeful study
Reflection Eternal|Nujabes|2005|lofi,jazz|instrumental|0.40|0.40|90|0.45|study calm rain focus work
Luv(sic.) pt3|Nujabes|2005|lofi,hiphop|en|0.55|0.55|90|0.40|chill romantic study
Time: The Donut of the Heart|J Dilla|2006|lofi,hiphop|instrumental|0.50|0.45|85|0.30|chill study focus work
Don't Cry|J Dilla|2006|lofi,hiphop,soul|instrumental|0.45|0.50|86|0.30|nostalgic chill study
Sadeness (Part I)|Enigma|1990|electronic,ambient|fr|0.35|0.45|95|0.10|mysterious dark meditation
Return to Innocence|Enigma|1993|electronic,world|en|0.55|0.55|89|0.20|peaceful hopeful meditation yoga
Only Time|Enya|2000|ambient,pop|en|0.30|0.20|83|0.60|calm peaceful sleep reading meditation yoga
Caribbean Blue|Enya|1991|ambient,pop|en|0.45|0.25|84|0.60|dreamy calm peaceful ocean meditation yoga
Book of Days|Enya|1992|ambient,pop|en|0.60|0.45|120|0.50|hopeful uplifting
May It Be|Enya|2001|soundtrack,ambient|en|0.25|0.20|80|0.70|calm peaceful sleep meditation yoga
Your Hand in Mine|Explosions in the Sky|2003|rock,ambient|instrumental|0.40|0.45|112|0.30|hopeful focus study epic work
First Breath After Coma|Explosions in the Sky|2003|rock,ambient|instrumental|0.35|0.55|120|0.20|epic focus study work
Auto Rock|Mogwai|2006|rock,ambient|instrumental|0.30|0.55|100|0.20|epic focus dark work
On the Nature of Daylight|Max Richter|2004|classical,ambient|instrumental|0.08|0.15|68|0.95|sad calm reading rain meditation yoga
Vladimir's Blues|Max Richter|2004|classical|instrumental|0.25|0.10|70|0.99|calm study reading peaceful meditation yoga
Lux Aeterna|Clint Mansell|2000|soundtrack,classical|instrumental|0.10|0.45|82|0.70|dark epic anxious storm
# classical, soundtrack, piano
Le onde|Ludovico Einaudi|1996|classical|instrumental|0.30|0.15|85|0.99|calm study focus reading ocean meditation
Nuvole bianche|Ludovico Einaudi|2004|classical|instrumental|0.25|0.20|140|0.99|calm melancholy study rain sleep focus
Una mattina|Ludovico Einaudi|2004|classical|instrumental|0.35|0.15|78|0.99|calm morning study peaceful meditation yoga
I giorni|Ludovico Einaudi|2001|classical|instrumental|0.30|0.15|70|0.99|calm reading peaceful sleep meditation yoga
Divenire|Ludovico Einaudi|2006|classical|instrumental|0.35|0.40|135|0.95|focus hopeful study work
River Flows in You|Yiruma|2001|classical|instrumental|0.40|0.20|136|0.99|calm romantic study rain sleep focus
Kiss the Rain|Yiruma|2003|classical|instrumental|0.35|0.20|116|0.99|calm rain romantic reading sleep focus
Comptine d'un autre été, l'après-midi|Yann Tiersen|2001|classical,soundtrack|instrumental|0.30|0.25|100|0.99|calm nostalgic study afternoon focus work
La Valse d'Amélie|Yann Tiersen|2001|soundtrack,chanson|instrumental|0.55|0.30|168|0.90|playful cafe nostalgic afternoon
Energy Flow|Ryuichi Sakamoto|1999|classical|instrumental|0.35|0.15|75|0.99|calm peaceful study sleep meditation yoga
Summer|Joe Hisaishi|1999|soundtrack,classical|instrumental|0.75|0.45|150|0.85|happy summer nostalgic sun
One Summer's Day|Joe Hisaishi|2001|soundtrack,classical|instrumental|0.35|0.20|85|0.95|nostalgic calm summer reading sleep
Tank!|The Seatbelts|1998|jazz,soundtrack|instrumental|0.70|0.95|147|0.20|confident workout gaming
Married Life|Michael Giacchino|2009|soundtrack,classical|instrumental|0.45|0.30|95|0.85|nostalgic romantic melancholy reading
Hedwig's Theme|John Williams|2001|soundtrack,classical|instrumental|0.40|0.35|90|0.80|mysterious winter snow christmas
Duel of the Fates|John Williams|1999|soundtrack,classical|instrumental|0.25|0.85|110|0.60|epic dark gaming storm
Theme From Jurassic Park|John Williams|1993|soundtrack,classical|instrumental|0.50|0.35|96|0.85|epic triumphant mountains forest
Theme From Schindler's List|John Williams|1993|soundtrack,classical|instrumental|0.10|0.15|70|0.95|sad melancholy reading
Now We Are Free|Hans Zimmer|2000|soundtrack,classical|instrumental|0.30|0.35|87|0.70|epic peaceful hopeful forest mountains triumphant
He's a Pirate|Klaus Badelt|2003|soundtrack,classical|instrumental|0.45|0.90|125|0.50|epic workout gaming triumphant
Concerning Hobbits|Howard Shore|2001|soundtrack,folk|instrumental|0.70|0.25|113|0.90|peaceful cozy forest morning mountains
Christmas Canon|Trans-Siberian Orchestra|1998|classical,soundtrack|en|0.60|0.35|80|0.70|christmas winter peaceful
Christmas Eve / Sarajevo 12/24|Trans-Siberian Orchestra|1996|metal,classical|instrumental|0.55|0.85|136|0.20|christmas epic winter
Wizards in Winter|Trans-Siberian Orchestra|2004|metal,classical|instrumental|0.55|0.85|148|0.15|christmas epic snow storm
# jazz, vocal jazz
Exit Music (For a Film)|Brad Mehldau|1998|jazz|instrumental|0.20|0.30|70|0.95|melancholy latenight study reading
From Gagarin's Point of View|Esbjörn Svensson Trio|1999|jazz|instrumental|0.30|0.25|70|0.95|calm focus study latenight work reading
The Look of Love|Diana Krall|2001|jazz|en|0.45|0.25|72|0.85|romantic dinner latenight
Peel Me a Grape|Diana Krall|1997|jazz|en|0.55|0.30|92|0.85|sensual bar playful
Dance Me to the End of Love|Madeleine Peyroux|2004|jazz|en|0.50|0.35|98|0.80|romantic cafe dinner
Don't Wait Too Long|Madeleine Peyroux|2004|jazz,singer-songwriter|en|0.55|0.30|88|0.85|romantic cozy sunday
What a Difference a Day Made|Jamie Cullum|2003|jazz|en|0.65|0.50|120|0.75|romantic cafe cooking dinner
Feeling Good|Michael Bublé|2005|jazz,soul|en|0.50|0.60|70|0.35|confident empowering evening cooking dinner
Home|Michael Bublé|2005|pop,jazz|en|0.35|0.40|78|0.50|lonely nostalgic home roadtrip
Everything|Michael Bublé|2007|pop,jazz|en|0.75|0.60|125|0.30|romantic happy wedding cooking dinner
Sway|Michael Bublé|2003|jazz,latin|en|0.70|0.60|120|0.40|sensual dancing dinner cooking
Haven't Met You Yet|Michael Bublé|2009|pop,jazz|en|0.80|0.70|128|0.20|happy romantic hopeful
Let It Snow! Let It Snow! Let It Snow!|Michael Bublé|2003|jazz,pop|en|0.75|0.45|130|0.60|christmas snow cozy winter home
Come Away With Me|Norah Jones|2002|jazz,singer-songwriter|en|0.35|0.15|74|0.90|calm romantic cozy rain sleep home
Don't Know Why|Norah Jones|2002|jazz,pop|en|0.40|0.20|88|0.90|calm cozy rain cafe morning cooking
Sunrise|Norah Jones|2004|jazz,folk|en|0.55|0.25|84|0.85|morning calm peaceful sun
Turn Me On|Norah Jones|2002|jazz,soul|en|0.45|0.25|70|0.80|sensual cozy latenight
The Nearness of You|Norah Jones|2002|jazz|en|0.35|0.10|72|0.95|romantic calm latenight sleep cozy home
Shoot the Moon|Norah Jones|2002|jazz|en|0.25|0.20|82|0.90|melancholy autumn rain
# folk, singer-songwriter, acoustic
Banana Pancakes|Jack Johnson|2005|folk,singer-songwriter|en|0.75|0.40|80|0.90|cozy morning rain sunday home cooking
Better Together|Jack Johnson|2005|folk,pop|en|0.80|0.40|85|0.85|romantic cozy morning cooking dinner
Upside Down|Jack Johnson|2006|folk,pop|en|0.85|0.50|90|0.75|happy playful morning afternoon spring
Sitting, Waiting, Wishing|Jack Johnson|2005|folk,pop|en|0.75|0.55|140|0.70|chill summer afternoon
Flake|Jack Johnson|2001|folk,singer-songwriter|en|0.55|0.40|92|0.80|chill beach afternoon
Taylor|Jack Johnson|2003|folk,pop|en|0.70|0.50|95|0.75|beach summer chill
Constellations|Jack Johnson|2005|folk,singer-songwriter|en|0.45|0.20|90|0.95|calm night beach sleep cozy home
Do You Remember|Jack Johnson|2005|folk,singer-songwriter|en|0.65|0.30|110|0.90|nostalgic romantic cozy home
Hallelujah|Jeff Buckley|1994|folk,rock|en|0.15|0.25|68|0.85|sad melancholy latenight
Lover, You Should've Come Over|Jeff Buckley|1994|rock,folk|en|0.20|0.40|70|0.60|heartbreak melancholy
Last Goodbye|Jeff Buckley|1994|rock|en|0.30|0.60|112|0.20|heartbreak melancholy
Between the Bars|Elliott Smith|1997|folk,singer-songwriter|en|0.20|0.15|120|0.95|sad lonely latenight sleep autumn
Say Yes|Elliott Smith|1997|folk,singer-songwriter|en|0.50|0.30|112|0.90|romantic hopeful morning cozy home
Waltz #2 (XO)|Elliott Smith|1998|indie,singer-songwriter|en|0.25|0.35|110|0.60|melancholy lonely bar
Needle in the Hay|Elliott Smith|1995|folk,singer-songwriter|en|0.20|0.35|124|0.95|dark lonely anxious
Naked As We Came|Iron & Wine|2004|folk|en|0.35|0.15|110|0.95|calm melancholy rain sleep cozy home
Flightless Bird, American Mouth|Iron & Wine|2007|folk,indie|en|0.30|0.30|72|0.85|romantic melancholy wedding autumn
Upward Over the Mountain|Iron & Wine|2002|folk|en|0.30|0.20|120|0.95|calm melancholy mountains sleep forest
Boy with a Coin|Iron & Wine|2007|folk,indie|en|0.50|0.45|118|0.70|dreamy afternoon
Chicago|Sufjan Stevens|2005|folk,indie|en|0.45|0.55|124|0.50|roadtrip hopeful nostalgic
Casimir Pulaski Day|Sufjan Stevens|2005|folk,singer-songwriter|en|0.25|0.20|93|0.95|sad melancholy winter autumn
To Be Alone With You|Sufjan Stevens|2004|folk,singer-songwriter|en|0.35|0.15|112|0.95|romantic calm lonely sleep cozy home
The Blower's Daughter|Damien Rice|2002|folk,singer-songwriter|en|0.15|0.20|72|0.90|heartbreak sad rain
Cannonball|Damien Rice|2002|folk,singer-songwriter|en|0.35|0.30|130|0.95|melancholy hopeful
Delicate|Damien Rice|2002|folk,singer-songwriter|en|0.20|0.25|90|0.90|romantic melancholy latenight
9 Crimes|Damien Rice|2006|folk,singer-songwriter|en|0.15|0.25|68|0.85|heartbreak dark
Volcano|Damien Rice|2002|folk,singer-songwriter|en|0.30|0.35|110|0.85|romantic melancholy
Falling Slowly|Glen Hansard|2007|folk,singer-songwriter|en|0.30|0.30|95|0.90|romantic hopeful
Fade Into You|Mazzy Star|1993|alternative,folk|en|0.20|0.30|75|0.55|dreamy melancholy latenight autumn
Into Dust|Mazzy Star|1993|folk,alternative|en|0.10|0.15|75|0.90|sad lonely rain sleep
Skinny Love|Bon Iver|2007|folk,indie|en|0.20|0.35|75|0.85|heartbreak sad winter forest mountains
Flume|Bon Iver|2007|folk,indie|en|0.20|0.25|80|0.85|melancholy winter snow cozy home forest
Re: Stacks|Bon Iver|2007|folk,indie|en|0.15|0.15|76|0.95|sad calm winter latenight sleep cozy
White Winter Hymnal|Fleet Foxes|2008|folk,indie|en|0.50|0.45|117|0.75|winter snow dreamy cozy home forest
Mykonos|Fleet Foxes|2008|folk,indie|en|0.45|0.55|128|0.70|hopeful forest roadtrip mountains
Blue Ridge Mountains|Fleet Foxes|2008|folk,indie|en|0.40|0.40|90|0.75|mountains nostalgic peaceful autumn forest
Ragged Wood|Fleet Foxes|2008|folk,indie|en|0.55|0.60|102|0.65|forest uplifting mountains
Home|Edward Sharpe & The Magnetic Zeros|2009|folk,indie|en|0.85|0.65|123|0.60|happy romantic singalong roadtrip
Little Lion Man|Mumford & Sons|2009|folk,rock|en|0.50|0.80|139|0.55|angry singalong
The Cave|Mumford & Sons|2009|folk,rock|en|0.55|0.75|142|0.60|hopeful uplifting
Awake My Soul|Mumford & Sons|2009|folk|en|0.35|0.40|79|0.80|peaceful hopeful forest mountains
Lua|Bright Eyes|2005|folk,singer-songwriter|en|0.20|0.15|110|0.95|lonely latenight city cozy home
First Day of My Life|Bright Eyes|2005|folk,singer-songwriter|en|0.55|0.30|120|0.95|romantic calm wedding
1234|Feist|2007|indie,folk|en|0.75|0.55|96|0.70|happy playful spring morning
Mushaboom|Feist|2004|indie,folk|en|0.75|0.45|110|0.70|happy cozy home morning spring
I Feel It All|Feist|2007|indie,pop|en|0.65|0.60|125|0.50|playful hopeful
Heartbeats|José González|2003|folk,singer-songwriter|en|0.30|0.20|110|0.95|calm melancholy night sleep
Crosses|José González|2003|folk,singer-songwriter|en|0.35|0.20|90|0.95|calm study reading meditation yoga
Angel|Sarah McLachlan|1997|pop,singer-songwriter|en|0.15|0.20|70|0.85|sad calm sleep
Building a Mystery|Sarah McLachlan|1997|pop,rock|en|0.45|0.55|112|0.30|mysterious dreamy
I Will Remember You|Sarah McLachlan|1995|pop,singer-songwriter|en|0.25|0.30|74|0.60|nostalgic sad
Winter|Tori Amos|1992|singer-songwriter|en|0.25|0.20|72|0.90|winter snow melancholy nostalgic cozy home
Cornflake Girl|Tori Amos|1994|alternative,singer-songwriter|en|0.55|0.65|120|0.40|playful mysterious
Down by the Water|PJ Harvey|1995|alternative,rock|en|0.25|0.45|90|0.10|dark mysterious
Criminal|Fiona Apple|1996|alternative,singer-songwriter|en|0.40|0.60|92|0.40|sensual dark
Wagon Wheel|Old Crow Medicine Show|2004|country,folk|en|0.75|0.70|146|0.80|roadtrip singalong driving
Hurt|Johnny Cash|2002|country,folk|en|0.10|0.25|94|0.90|sad dark melancholy
Winter Song|Sara Bareilles|2008|pop,singer-songwriter|en|0.30|0.30|100|0.80|winter snow christmas melancholy
# country
Friends in Low Places|Garth Brooks|1990|country|en|0.70|0.60|106|0.50|bar singalong party weekend
The Dance|Garth Brooks|1990|country|en|0.30|0.30|70|0.60|nostalgic melancholy
Achy Breaky Heart|Billy Ray Cyrus|1992|country|en|0.90|0.80|124|0.40|playful dancing party
Chattahoochee|Alan Jackson|1992|country|en|0.85|0.80|140|0.50|summer party roadtrip
Remember When|Alan Jackson|2003|country|en|0.45|0.30|72|0.70|nostalgic romantic wedding
Man! I Feel Like a Woman!|Shania Twain|1997|country,pop|en|0.85|0.90|125|0.05|empowering party karaoke
You're Still the One|Shania Twain|1998|country,pop|en|0.55|0.50|136|0.30|romantic wedding
That Don't Impress Me Much|Shania Twain|1997|country,pop|en|0.80|0.80|125|0.10|playful confident
Any Man of Mine|Shania Twain|1995|country,pop|en|0.85|0.85|100|0.20|confident dancing
Amazed|Lonestar|1999|country,pop|en|0.45|0.45|70|0.30|romantic wedding
Breathe|Faith Hill|1999|country,pop|en|0.45|0.55|136|0.25|romantic sensual
This Kiss|Faith Hill|1998|country,pop|en|0.85|0.80|100|0.20|romantic happy spring
Where Are You Christmas?|Faith Hill|2000|pop,soundtrack|en|0.30|0.40|76|0.40|christmas winter nostalgic
Live Like You Were Dying|Tim McGraw|2004|country|en|0.60|0.65|134|0.30|hopeful uplifting
Don't Take the Girl|Tim McGraw|1994|country|en|0.40|0.40|160|0.50|romantic sad
Something Like That|Tim McGraw|1999|country|en|0.75|0.75|125|0.30|nostalgic summer
Before He Cheats|Carrie Underwood|2005|country,pop|en|0.50|0.75|148|0.20|angry empowering
Jesus, Take the Wheel|Carrie Underwood|2005|country,gospel|en|0.35|0.50|80|0.40|hopeful driving
Need You Now|Lady A|2009|country,pop|en|0.30|0.60|108|0.15|lonely latenight heartbreak
Love Story|Taylor Swift|2008|country,pop|en|0.60|0.74|119|0.15|romantic happy wedding
You Belong With Me|Taylor Swift|2008|country,pop|en|0.55|0.77|130|0.16|romantic hopeful singalong
Teardrops On My Guitar|Taylor Swift|2006|country,pop|en|0.30|0.45|100|0.30|heartbreak lonely
Our Song|Taylor Swift|2006|country|en|0.75|0.65|90|0.20|romantic happy driving
Fifteen|Taylor Swift|2008|country,pop|en|0.35|0.55|96|0.20|nostalgic melancholy
Wide Open Spaces|The Chicks|1998|country|en|0.70|0.65|96|0.50|hopeful roadtrip
Cowboy Take Me Away|The Chicks|1999|country|en|0.55|0.50|95|0.60|romantic dreamy
Goodbye Earl|The Chicks|1999|country|en|0.80|0.75|96|0.40|playful rebellious
Landslide|The Chicks|2002|country,folk|en|0.25|0.30|112|0.80|melancholy nostalgic
Strawberry Wine|Deana Carter|1996|country|en|0.45|0.50|90|0.40|nostalgic summer romantic
I Hope You Dance|Lee Ann Womack|2000|country|en|0.45|0.40|76|0.50|hopeful uplifting
How Do I Live|LeAnn Rimes|1997|country,pop|en|0.35|0.50|132|0.20|romantic wedding
Boot Scootin' Boogie|Brooks & Dunn|1992|country|en|0.85|0.85|148|0.40|dancing party bar
She's in Love with the Boy|Trisha Yearwood|1991|country|en|0.70|0.60|100|0.45|romantic nostalgic
Gunpowder & Lead|Miranda Lambert|2007|country,rock|en|0.45|0.85|100|0.10|angry rebellious
Redneck Woman|Gretchen Wilson|2004|country|en|0.70|0.80|100|0.20|confident bar party
Whiskey Lullaby|Brad Paisley|2003|country|en|0.10|0.30|80|0.70|sad heartbreak
Mud on the Tires|Brad Paisley|2003|country|en|0.75|0.70|148|0.40|roadtrip summer playful
Chicken Fried|Zac Brown Band|2008|country|en|0.80|0.60|85|0.50|cozy home summer singalong
Toes|Zac Brown Band|2008|country,reggae|en|0.85|0.60|121|0.50|beach summer chill sun
Big Green Tractor|Jason Aldean|2009|country|en|0.60|0.55|142|0.30|romantic summer
# reggae, dancehall
Welcome to Jamrock|Damian Marley|2005|reggae,hiphop|en|0.45|0.75|90|0.05|rebellious dark
Boombastic|Shaggy|1995|reggae,pop|en|0.80|0.65|103|0.05|playful sensual summer
It Wasn't Me|Shaggy|2000|reggae,pop|en|0.85|0.60|95|0.10|playful party
Angel|Shaggy|2000|reggae,pop|en|0.80|0.60|85|0.10|romantic happy
Murder She Wrote|Chaka Demus & Pliers|1992|reggae|en|0.80|0.70|97|0.10|summer dancing beach
Here Comes the Hotstepper|Ini Kamoze|1994|reggae,hiphop|en|0.75|0.75|105|0.10|party summer morning sunset sun
Informer|Snow|1992|reggae,rap|en|0.75|0.80|97|0.05|party playful
Sweat (A La La La La Long)|Inner Circle|1992|reggae,pop|en|0.90|0.75|91|0.15|summer beach happy sun
(I Can't Help) Falling in Love With You|UB40|1993|reggae,pop|en|0.75|0.60|84|0.15|romantic summer
Get Busy|Sean Paul|2003|reggae,hiphop|en|0.75|0.75|101|0.05|party club dancing
Temperature|Sean Paul|2005|reggae,dance|en|0.85|0.85|126|0.05|party summer dancing
Gimme the Light|Sean Paul|2002|reggae,hiphop|en|0.75|0.80|107|0.05|party club
No Letting Go|Wayne Wonder|2002|reggae,rnb|en|0.75|0.55|93|0.10|romantic summer
Who Am I|Beenie Man|1997|reggae|en|0.75|0.75|90|0.05|party confident
King Without a Crown|Matisyahu|2005|reggae|en|0.70|0.75|92|0.20|uplifting hopeful
One Day|Matisyahu|2009|reggae,pop|en|0.65|0.65|92|0.20|hopeful uplifting
# christmas, winter
Stay Another Day|East 17|1994|pop|en|0.25|0.40|72|0.20|christmas winter heartbreak
Christmastime|The Smashing Pumpkins|1997|rock,pop|en|0.60|0.45|130|0.60|christmas winter cozy home
Oi to the World!|No Doubt|1997|punk,reggae|en|0.85|0.90|160|0.00|christmas party playful
Don't Shoot Me Santa|The Killers|2007|indie,rock|en|0.70|0.75|125|0.05|christmas playful
A Great Big Sled|The Killers|2006|indie,rock|en|0.70|0.80|130|0.05|christmas winter snow
Grown-Up Christmas List|Amy Grant|1992|pop|en|0.40|0.35|72|0.40|christmas hopeful winter
Believe|Josh Groban|2004|pop,soundtrack|en|0.45|0.30|80|0.60|christmas hopeful snow
O Holy Night|Josh Groban|2007|classical,gospel|en|0.50|0.35|70|0.70|christmas peaceful winter
Do They Know It's Christmas?|Band Aid 20|2004|pop|en|0.50|0.70|115|0.10|christmas hopeful singalong
# latin pop, rock en español, reggaeton, salsa, bachata
Hips Don't Lie|Shakira|2006|latin,pop|en|0.76|0.82|100|0.28|party dancing summer confident
Whenever, Wherever|Shakira|2001|latin,pop|en|0.80|0.85|108|0.10|dancing party summer
She Wolf|Shakira|2009|latin,synthpop|en|0.65|0.85|122|0.02|club dancing sensual
Ojos Así|Shakira|1998|latin,world|es|0.70|0.85|124|0.10|dancing party desert
Estoy Aquí|Shakira|1995|latin,rock|es|0.60|0.75|90|0.20|romantic nostalgic
Inevitable|Shakira|1998|latin,rock|es|0.40|0.70|78|0.10|heartbreak romantic
La Tortura|Shakira|2005|latin,reggaeton|es|0.80|0.80|100|0.10|dancing sensual party
Antología|Shakira|1995|latin,pop|es|0.40|0.35|94|0.70|romantic nostalgic
Livin' la Vida Loca|Ricky Martin|1999|latin,pop|en|0.75|0.90|178|0.02|party dancing summer karaoke cleaning
María|Ricky Martin|1995|latin,pop|es|0.85|0.90|126|0.05|dancing party summer
La Copa de la Vida|Ricky Martin|1998|latin,pop|es|0.90|0.95|127|0.05|party triumphant workout
Vuelve|Ricky Martin|1998|latin,pop|es|0.25|0.50|140|0.25|heartbreak romantic
Bailamos|Enrique Iglesias|1999|latin,pop|en|0.75|0.80|120|0.10|dancing romantic summer
Hero|Enrique Iglesias|2001|pop|en|0.25|0.40|65|0.30|romantic wedding
Experiencia Religiosa|Enrique Iglesias|1995|latin,pop|es|0.45|0.50|130|0.20|romantic sensual
Smooth|Santana|1999|latin,rock|en|0.80|0.90|116|0.10|summer dancing party
Maria Maria|Santana|1999|latin,rock|en|0.75|0.70|98|0.20|summer sensual
Corazón Espinado|Santana|1999|latin,rock|es|0.75|0.85|96|0.10|dancing heartbreak
Macarena|Los Del Rio|1993|latin,dance|es|0.90|0.85|103|0.10|party dancing playful summer cleaning
Aserejé|Las Ketchup|2002|latin,pop|es|0.90|0.85|92|0.20|party dancing playful summer cleaning
Gasolina|Daddy Yankee|2004|reggaeton,latin|es|0.80|0.90|96|0.05|party club workout dancing weekend
Rompe|Daddy Yankee|2005|reggaeton|es|0.70|0.95|95|0.02|party workout club
Lo Que Pasó, Pasó|Daddy Yankee|2004|reggaeton,latin|es|0.65|0.80|96|0.05|heartbreak dancing
Dale Don Dale|Don Omar|2003|reggaeton|es|0.75|0.90|98|0.02|party club
Dile|Don Omar|2003|reggaeton|es|0.55|0.80|97|0.05|romantic dancing
Atrévete-Te-Te|Calle 13|2005|reggaeton,latin|es|0.85|0.85|96|0.05|party playful dancing
Rakata|Wisin & Yandel|2005|reggaeton|es|0.75|0.90|100|0.02|party club
Pa' Que Retozen|Tego Calderón|2002|reggaeton|es|0.75|0.85|96|0.05|party dancing
Quiero Bailar|Ivy Queen|2003|reggaeton|es|0.65|0.85|95|0.03|dancing confident club
La Camisa Negra|Juanes|2004|latin,rock|es|0.70|0.75|97|0.25|heartbreak playful singalong
A Dios le Pido|Juanes|2002|latin,rock|es|0.80|0.85|100|0.10|hopeful happy romantic
Es Por Ti|Juanes|2002|latin,pop|es|0.60|0.55|84|0.40|romantic wedding
Me Enamora|Juanes|2007|latin,pop|es|0.85|0.85|124|0.05|romantic happy spring
Clandestino|Manu Chao|1998|latin,world|es|0.45|0.45|92|0.60|lonely melancholy roadtrip
Me Gustas Tú|Manu Chao|2001|latin,reggae|es|0.85|0.60|92|0.50|playful romantic summer
Bongo Bong|Manu Chao|1998|world,reggae|en|0.75|0.55|100|0.40|playful city
Corazón Partío|Alejandro Sanz|1997|latin,flamenco,pop|es|0.60|0.70|96|0.40|heartbreak singalong
Y, ¿Si Fuera Ella?|Alejandro Sanz|1997|latin,pop|es|0.25|0.35|70|0.50|romantic melancholy
Amiga Mía|Alejandro Sanz|1997|latin,pop|es|0.35|0.45|84|0.45|heartbreak melancholy
No Es lo Mismo|Alejandro Sanz|2003|latin,pop|es|0.60|0.70|96|0.30|hopeful playful
Labios Compartidos|Maná|2006|latin,rock|es|0.40|0.60|138|0.20|heartbreak romantic
Rayando el Sol|Maná|1990|latin,rock|es|0.50|0.70|128|0.20|heartbreak singalong
Clavado en un Bar|Maná|1997|latin,rock|es|0.65|0.85|126|0.10|bar singalong heartbreak
Oye Mi Amor|Maná|1992|latin,rock|es|0.75|0.85|140|0.10|romantic driving
En el Muelle de San Blas|Maná|1997|latin,rock|es|0.30|0.55|150|0.30|sad lonely ocean
Vivir Sin Aire|Maná|1992|latin,rock|es|0.35|0.50|82|0.30|romantic heartbreak
Eres|Café Tacvba|2003|latin,rock|es|0.55|0.50|120|0.40|romantic wedding
Las Flores|Café Tacvba|1994|latin,rock|es|0.65|0.75|110|0.30|playful spring
Chilanga Banda|Café Tacvba|1996|latin,hiphop|es|0.70|0.80|100|0.20|playful city
La Flaca|Jarabe De Palo|1996|latin,rock|es|0.55|0.60|124|0.30|romantic summer
Depende|Jarabe De Palo|1998|latin,rock|es|0.70|0.70|96|0.30|hopeful playful
Entre Dos Tierras|Héroes Del Silencio|1990|rock,latin|es|0.35|0.80|133|0.05|dark driving epic desert
Maldito Duende|Héroes Del Silencio|1990|rock|es|0.30|0.75|120|0.05|dark mysterious
Lamento Boliviano|Enanitos Verdes|1994|latin,rock|es|0.45|0.75|170|0.20|heartbreak singalong bar
De Música Ligera|Soda Stereo|1990|latin,rock|es|0.60|0.85|150|0.01|singalong driving nostalgic
Crimen|Gustavo Cerati|2006|latin,rock|es|0.30|0.55|126|0.30|heartbreak melancholy
Puente|Gustavo Cerati|1999|latin,rock|es|0.45|0.55|100|0.20|dreamy romantic
Mariposa Tecknicolor|Fito Paez|1994|latin,rock|es|0.60|0.65|124|0.30|nostalgic dreamy
Flaca|Andrés Calamaro|1997|latin,rock|es|0.40|0.50|95|0.40|heartbreak bar
Crímenes Perfectos|Andrés Calamaro|1999|latin,rock|es|0.40|0.55|130|0.30|heartbreak bar latenight
Afuera|Caifanes|1992|latin,rock|es|0.35|0.80|100|0.05|angry heartbreak
Frijolero|Molotov|2003|latin,rock,rap|es|0.60|0.90|98|0.05|rebellious angry
En el 2000|Natalia Lafourcade|2002|latin,pop|es|0.75|0.70|118|0.20|playful happy
Rebelde|RBD|2004|latin,pop|es|0.65|0.85|95|0.05|rebellious singalong
Amor a la Mexicana|Thalia|1997|latin,pop|es|0.80|0.85|112|0.15|dancing party
Y Yo Sigo Aquí|Paulina Rubio|2000|latin,pop|es|0.75|0.85|120|0.05|dancing summer
Ni Una Sola Palabra|Paulina Rubio|2006|latin,pop|es|0.60|0.75|110|0.05|heartbreak confident
No Sé Tú|Luis Miguel|1992|latin,pop|es|0.40|0.30|80|0.50|romantic dinner evening
Hasta Que Me Olvides|Luis Miguel|1993|latin,pop|es|0.30|0.35|76|0.45|heartbreak romantic
Por Debajo de la Mesa|Luis Miguel|1997|latin|es|0.40|0.20|68|0.70|romantic sensual dinner
Me Dediqué a Perderte|Alejandro Fernández|2004|latin,pop|es|0.25|0.45|76|0.30|heartbreak sad
Bidi Bidi Bom Bom|Selena|1994|latin,pop|es|0.85|0.70|90|0.20|happy romantic dancing
Amor Prohibido|Selena|1994|latin,pop|es|0.70|0.70|92|0.20|romantic dancing
Como La Flor|Selena|1992|latin|es|0.60|0.75|90|0.30|heartbreak dancing singalong
Rosas|La Oreja de Van Gogh|2003|latin,pop|es|0.40|0.55|90|0.30|heartbreak nostalgic
Puedes Contar Conmigo|La Oreja de Van Gogh|2003|latin,pop|es|0.70|0.75|128|0.20|romantic happy
La Playa|La Oreja de Van Gogh|2000|latin,pop|es|0.35|0.40|80|0.40|nostalgic beach melancholy summer
El 28|La Oreja de Van Gogh|1998|latin,pop|es|0.60|0.65|110|0.30|nostalgic romantic
Limón y Sal|Julieta Venegas|2006|latin,pop|es|0.80|0.65|125|0.50|romantic happy summer sun
Me Voy|Julieta Venegas|2006|latin,pop|es|0.60|0.60|118|0.45|heartbreak playful
Andar Conmigo|Julieta Venegas|2004|latin,pop|es|0.70|0.65|114|0.40|romantic hopeful
Obsesión|Aventura|2002|latin|es|0.55|0.60|124|0.40|romantic sensual
Los Infieles|Aventura|2007|latin|es|0.50|0.60|126|0.40|heartbreak dancing
Valió la Pena|Marc Anthony|2004|latin|es|0.80|0.85|96|0.20|dancing romantic happy
Tu Amor Me Hace Bien|Marc Anthony|2004|latin|es|0.80|0.85|94|0.20|dancing romantic
I Need to Know|Marc Anthony|1999|latin,pop|en|0.70|0.85|102|0.10|dancing romantic
Mi Tierra|Gloria Estefan|1993|latin|es|0.60|0.70|92|0.40|nostalgic dancing
La Vida Es Un Carnaval|Celia Cruz|1998|latin|es|0.95|0.85|98|0.30|happy party dancing uplifting cooking dinner
La Negra Tiene Tumbao|Celia Cruz|2001|latin,hiphop|es|0.80|0.80|95|0.20|dancing confident party
Chan Chan|Buena Vista Social Club|1997|latin,world|es|0.50|0.30|78|0.85|calm nostalgic cafe sunset cooking dinner
Dos Gardenias|Buena Vista Social Club|1997|latin,world|es|0.35|0.25|70|0.85|romantic nostalgic dinner cooking
El Cuarto de Tula|Buena Vista Social Club|1997|latin,world|es|0.80|0.60|100|0.70|dancing happy bar
Bachata Rosa|Juan Luis Guerra|1990|latin|es|0.60|0.45|126|0.50|romantic sensual
Burbujas de Amor|Juan Luis Guerra|1990|latin|es|0.50|0.40|124|0.50|romantic sensual
La Bilirrubina|Juan Luis Guerra|1990|latin|es|0.90|0.85|160|0.30|party dancing playful weekend
La Gota Fría|Carlos Vives|1993|latin,folk|es|0.85|0.85|118|0.40|party dancing summer
Fruta Fresca|Carlos Vives|1999|latin,pop|es|0.85|0.85|122|0.30|happy summer beach sun
Suavemente|Elvis Crespo|1998|latin|es|0.85|0.90|150|0.20|party dancing summer
Torero|Chayanne|2002|latin,pop|es|0.75|0.85|103|0.10|dancing confident
Salomé|Chayanne|1998|latin,pop|es|0.85|0.90|104|0.10|party dancing summer
Dejaría Todo|Chayanne|1998|latin,pop|es|0.30|0.50|72|0.30|heartbreak romantic
Historia de Taxi|Ricardo Arjona|1993|latin,singer-songwriter|es|0.40|0.45|95|0.50|nostalgic city night
Al Otro Lado del Río|Jorge Drexler|2004|latin,folk|es|0.55|0.30|96|0.85|hopeful calm peaceful
Mi Primer Millón|Bacilos|2002|latin,pop|es|0.80|0.75|95|0.40|playful hopeful
Bolero Falaz|Aterciopelados|1995|latin,rock|es|0.50|0.70|110|0.20|heartbreak rebellious
Todo Cambió|Camila|2006|latin,pop|es|0.35|0.45|80|0.40|heartbreak romantic
Yo Quisiera|Reik|2005|latin,pop|es|0.40|0.40|80|0.60|romantic lonely
Entra en Mi Vida|Sin Bandera|2002|latin,pop|es|0.45|0.40|70|0.40|romantic wedding
Manos al Aire|Nelly Furtado|2009|latin,pop|es|0.55|0.70|100|0.20|romantic hopeful
Promiscuous|Nelly Furtado|2006|pop,hiphop|en|0.75|0.80|114|0.05|sensual playful club
Maneater|Nelly Furtado|2006|pop,dance|en|0.65|0.90|132|0.01|dancing club confident
Say It Right|Nelly Furtado|2006|pop,electronic|en|0.40|0.75|117|0.05|mysterious night dancing
I'm Like a Bird|Nelly Furtado|2000|pop,folk|en|0.55|0.60|90|0.30|hopeful dreamy
Malo|Bebe|2004|latin,flamenco|es|0.45|0.70|95|0.50|angry empowering
Como Camarón|Estopa|1999|flamenco,rock|es|0.70|0.85|135|0.50|playful singalong
La Raja de Tu Falda|Estopa|1999|flamenco,rock|es|0.75|0.85|130|0.50|playful party
Sin Ti No Soy Nada|Amaral|2002|rock,pop|es|0.30|0.45|80|0.35|heartbreak sad
Como Hablar|Amaral|2000|rock,pop|es|0.55|0.60|100|0.30|romantic hopeful
Zapatillas|El Canto del Loco|2005|rock,pop|es|0.75|0.85|145|0.05|playful party singalong
Soldadito Marinero|Fito & Fitipaldis|2003|rock|es|0.55|0.80|145|0.10|nostalgic bar singalong
So Payaso|Extremoduro|1996|rock|es|0.40|0.75|148|0.10|heartbreak angry
Fiesta Pagana|Mägo de Oz|2000|metal,folk|es|0.70|0.95|150|0.05|party rebellious
Bulería|David Bisbal|2004|flamenco,pop|es|0.75|0.90|128|0.10|dancing party
Ave María|David Bisbal|2002|latin,pop|es|0.75|0.85|97|0.10|dancing romantic
Papeles Mojados|Chambao|2005|flamenco,electronic|es|0.35|0.45|96|0.50|melancholy chill ocean
No Estamos Lokos|Ketama|1995|flamenco,latin|es|0.80|0.75|110|0.60|happy dancing
Baila Me|Gipsy Kings|1991|flamenco,latin|es|0.85|0.85|122|0.70|dancing party summer
# brazil, portugal, cape verde
Mas Que Nada|Sérgio Mendes|2006|bossa-nova,hiphop|pt|0.85|0.85|100|0.20|party dancing summer cooking dinner
Samba de Janeiro|Bellini|1997|samba,dance|pt|0.85|0.95|130|0.05|party dancing summer
Samba da Bênção|Bebel Gilberto|2000|bossa-nova,electronic|pt|0.55|0.40|110|0.40|chill cafe sunday cooking dinner morning
Tanto Tempo|Bebel Gilberto|2000|bossa-nova,electronic|pt|0.50|0.30|100|0.50|chill dreamy evening cooking dinner morning
Burguesinha|Seu Jorge|2007|samba,pop|pt|0.85|0.75|96|0.40|playful summer dancing
Mina do Condomínio|Seu Jorge|2007|samba,pop|pt|0.85|0.70|96|0.40|happy summer romantic
Amor I Love You|Marisa Monte|2000|pop,bossa-nova|pt|0.60|0.40|90|0.60|romantic dreamy cooking dinner
Beija Eu|Marisa Monte|1991|pop,samba|pt|0.60|0.45|100|0.60|romantic playful
Ainda Lembro|Marisa Monte|1991|pop|pt|0.45|0.35|90|0.60|nostalgic romantic
Velha Infância|Tribalistas|2002|pop,folk|pt|0.65|0.35|92|0.80|romantic cozy nostalgic cooking dinner
Já Sei Namorar|Tribalistas|2002|pop,samba|pt|0.85|0.60|100|0.70|playful happy summer
Anna Júlia|Los Hermanos|1999|rock,pop|pt|0.70|0.85|150|0.10|romantic singalong
O Vencedor|Los Hermanos|2003|rock,samba|pt|0.60|0.55|110|0.40|hopeful nostalgic
Garota Nacional|Skank|1996|rock,reggae|pt|0.85|0.85|112|0.10|summer party dancing sun
Vou Deixar|Skank|2003|rock,pop|pt|0.65|0.75|125|0.10|romantic driving
Sozinho|Caetano Veloso|1998|bossa-nova,singer-songwriter|pt|0.35|0.15|72|0.90|lonely calm romantic meditation yoga cozy
Quem de Nós Dois|Ana Carolina|2001|pop,singer-songwriter|pt|0.30|0.40|80|0.60|heartbreak romantic
Proibida pra Mim|Charlie Brown Jr.|1997|rock,reggae|pt|0.70|0.80|100|0.20|romantic summer rebellious
Só os Loucos Sabem|Charlie Brown Jr.|2009|rock,pop|pt|0.60|0.70|90|0.30|hopeful romantic
Vento no Litoral|Legião Urbana|1991|rock|pt|0.30|0.45|80|0.30|melancholy ocean nostalgic
Perfeição|Legião Urbana|1993|rock|pt|0.45|0.70|120|0.10|rebellious angry
Pelados em Santos|Mamonas Assassinas|1995|rock,pop|pt|0.90|0.90|140|0.10|playful party
Malandragem|Cássia Eller|1994|rock,pop|pt|0.55|0.55|96|0.30|rebellious nostalgic
O Segundo Sol|Cássia Eller|1999|rock,pop|pt|0.45|0.55|90|0.30|hopeful melancholy
Ó Gente da Minha Terra|Mariza|2001|world|pt|0.20|0.25|70|0.90|melancholy nostalgic sad
O Pastor|Madredeus|1990|world,folk|pt|0.30|0.30|100|0.90|melancholy peaceful dreamy meditation yoga
Canção do Mar|Dulce Pontes|1993|world,folk|pt|0.35|0.60|112|0.60|ocean epic melancholy
Ai Ai Ai|Vanessa da Mata|2004|pop,reggae|pt|0.85|0.65|100|0.40|summer happy romantic sun
Boa Sorte / Good Luck|Vanessa da Mata|2007|pop,folk|pt|0.45|0.30|84|0.80|heartbreak calm
Deixa a Vida Me Levar|Zeca Pagodinho|2002|samba|pt|0.85|0.60|98|0.70|happy hopeful bar cooking dinner
Qual É?|Marcelo D2|2003|samba,hiphop|pt|0.75|0.75|95|0.30|confident summer
Sodade|Cesária Évora|1992|world,folk|pt|0.35|0.30|90|0.85|melancholy nostalgic ocean
Epitáfio|Titãs|2001|rock,pop|pt|0.40|0.40|80|0.40|melancholy nostalgic
Dias Melhores|Jota Quest|2000|pop,rock|pt|0.65|0.65|90|0.20|hopeful uplifting
Assim Caminha a Humanidade|Lulu Santos|1994|pop,rock|pt|0.60|0.55|100|0.30|hopeful nostalgic
O Canto da Cidade|Daniela Mercury|1992|samba,pop|pt|0.85|0.90|128|0.10|party dancing summer
A Praieira|Chico Science & Nação Zumbi|1994|rock,world|pt|0.60|0.80|100|0.20|rebellious beach
Minha Alma (A Paz Que Eu Não Quero)|O Rappa|1999|rock,reggae|pt|0.35|0.70|92|0.10|rebellious dark city
Cara Valente|Maria Rita|2003|samba,pop|pt|0.55|0.50|98|0.60|confident romantic
Sorte Grande|Ivete Sangalo|2003|samba,pop|pt|0.90|0.95|140|0.05|party dancing summer
Diário de um Detento|Racionais MC's|1997|hiphop,rap|pt|0.20|0.60|90|0.10|dark angry city
Mentiras|Adriana Calcanhotto|1992|pop,singer-songwriter|pt|0.40|0.40|100|0.60|heartbreak playful
Admirável Chip Novo|Pitty|2003|rock|pt|0.40|0.90|130|0.00|rebellious angry
# france, belgium, africa
Moi... Lolita|Alizée|2000|pop,synthpop|fr|0.70|0.75|114|0.05|playful dancing
J'en ai marre!|Alizée|2003|pop,dance|fr|0.70|0.80|117|0.05|playful dancing
La Tribu de Dana|Manau|1998|hiphop,world|fr|0.40|0.70|95|0.30|epic mysterious
Désenchantée|Mylène Farmer|1991|synthpop,pop|fr|0.45|0.80|118|0.05|melancholy dancing
XXL|Mylène Farmer|1995|rock,pop|fr|0.55|0.80|120|0.05|confident rebellious
Le Vent Nous Portera|Noir Désir|2001|rock,chanson|fr|0.35|0.45|100|0.60|melancholy dreamy autumn
Un jour en France|Noir Désir|1996|rock|fr|0.35|0.90|140|0.05|angry rebellious
Aïcha|Khaled|1996|world,pop|fr|0.50|0.60|94|0.30|romantic sensual desert
Didi|Khaled|1992|world,pop|ar|0.80|0.85|126|0.20|party dancing desert
Ya Rayah|Rachid Taha|1997|world,rock|ar|0.65|0.80|110|0.30|nostalgic dancing desert
Tomber la chemise|Zebda|1999|rock,world|fr|0.85|0.90|150|0.20|party dancing
Foule sentimentale|Alain Souchon|1993|chanson,pop|fr|0.45|0.50|100|0.40|melancholy nostalgic
Caravane|Raphael|2005|chanson,rock|fr|0.40|0.55|88|0.50|melancholy roadtrip
Pour que tu m'aimes encore|Céline Dion|1995|pop,chanson|fr|0.35|0.45|76|0.30|romantic heartbreak
S'il suffisait d'aimer|Céline Dion|1998|pop,chanson|fr|0.35|0.45|80|0.30|romantic hopeful
My Heart Will Go On|Céline Dion|1997|pop,soundtrack|en|0.25|0.40|99|0.40|romantic epic ocean karaoke
Because You Loved Me|Céline Dion|1996|pop|en|0.40|0.45|120|0.30|romantic wedding
It's All Coming Back to Me Now|Céline Dion|1996|pop,rock|en|0.30|0.60|78|0.30|romantic epic heartbreak
Sous le vent|Garou|2001|pop,chanson|fr|0.45|0.50|90|0.40|romantic ocean
Quelqu'un m'a dit|Carla Bruni|2002|chanson,folk|fr|0.35|0.15|100|0.95|calm melancholy cafe rain cozy home
Comme des enfants|Cœur de pirate|2008|chanson,singer-songwriter|fr|0.45|0.35|100|0.90|romantic melancholy cafe
Alors on danse|Stromae|2009|electronic,dance|fr|0.60|0.80|120|0.05|dancing club night
On s'attache|Christophe Maé|2007|pop,chanson|fr|0.70|0.60|104|0.50|romantic happy
Parce qu'on vient de loin|Corneille|2002|rnb,pop|fr|0.50|0.55|90|0.30|hopeful empowering
La boulette|Diam's|2006|hiphop,rap|fr|0.55|0.80|98|0.05|rebellious confident
Je danse le Mia|IAM|1993|hiphop,funk|fr|0.80|0.75|105|0.10|party nostalgic dancing
Caroline|MC Solaar|1991|hiphop,jazz|fr|0.40|0.50|90|0.30|heartbreak chill
Bouge de là|MC Solaar|1990|hiphop,rap|fr|0.70|0.70|96|0.10|playful confident
Laisse pas traîner ton fils|Suprême NTM|1998|hiphop,rap|fr|0.45|0.80|95|0.05|rebellious confident
Tout le bonheur du monde|Sinsemilia|2004|reggae,chanson|fr|0.75|0.55|92|0.50|hopeful uplifting
J't'emmène au vent|Louise Attaque|1997|rock,folk|fr|0.75|0.85|150|0.40|happy roadtrip singalong
J'ai demandé à la lune|Indochine|2002|rock,pop|fr|0.40|0.55|112|0.30|melancholy night romantic
En apesanteur|Calogero|2002|pop,rock|fr|0.55|0.60|100|0.20|dreamy romantic
Ma philosophie|Amel Bent|2004|pop,rnb|fr|0.65|0.70|96|0.20|empowering confident
À cause des garçons|Yelle|2007|electronic,synthpop|fr|0.70|0.85|125|0.02|playful dancing club
Dimanche à Bamako|Amadou & Mariam|2004|world,afrobeats|fr|0.85|0.80|120|0.30|happy dancing wedding sunday
Premier Gaou|Magic System|2000|afrobeats,world|fr|0.90|0.85|120|0.20|party dancing happy
Le dîner|Bénabar|2005|chanson,pop|fr|0.80|0.65|120|0.50|playful dinner
Divine Idylle|Vanessa Paradis|2007|pop,chanson|fr|0.75|0.60|124|0.40|romantic playful
À nos actes manqués|Fredericks Goldman Jones|1990|pop,chanson|fr|0.50|0.55|100|0.30|nostalgic melancholy
Alors regarde|Patrick Bruel|1990|chanson,pop|fr|0.35|0.40|80|0.40|romantic melancholy
Je t'aime|Lara Fabian|1996|pop,chanson|fr|0.25|0.50|66|0.40|romantic heartbreak karaoke
Sensualité|Axelle Red|1993|soul,pop|fr|0.50|0.40|90|0.40|sensual romantic
L'hymne de nos campagnes|Tryo|1998|reggae,folk|fr|0.70|0.60|100|0.70|hopeful forest mountains
Ta douleur|Camille|2005|chanson,pop|fr|0.60|0.60|100|0.50|playful mysterious
Jardin d'hiver|Henri Salvador|2000|chanson,bossa-nova|fr|0.50|0.20|100|0.85|calm cozy winter dreamy sleep home
J'traîne des pieds|Olivia Ruiz|2006|chanson,pop|fr|0.60|0.55|110|0.60|nostalgic playful
Mon cœur, mon amour|Anaïs|2005|chanson,folk|fr|0.70|0.55|130|0.80|playful heartbreak
Allumer le feu|Johnny Hallyday|1998|rock|fr|0.60|0.90|125|0.05|epic party
Osez Joséphine|Alain Bashung|1991|rock,chanson|fr|0.55|0.55|100|0.30|mysterious playful
Il y a trop de gens qui t'aiment|Hélène Ségara|1999|pop,chanson|fr|0.30|0.40|72|0.40|heartbreak melancholy
Respire|Mickey 3D|2003|rock,pop|fr|0.45|0.65|120|0.30|hopeful melancholy
Saint-Denis|Grand Corps Malade|2006|chanson,hiphop|fr|0.50|0.35|90|0.50|city nostalgic
Je dis aime|M|1999|rock,funk|fr|0.75|0.70|112|0.20|romantic playful
La corrida|Francis Cabrel|1994|chanson,folk|fr|0.30|0.40|90|0.80|melancholy dark
# germany, austria
Schrei nach Liebe|Die Ärzte|1993|punk,rock|de|0.50|0.90|160|0.00|angry rebellious
Männer sind Schweine|Die Ärzte|1998|punk,rock|de|0.75|0.90|150|0.05|playful party
Junge|Die Ärzte|2007|punk,rock|de|0.70|0.90|150|0.01|playful rebellious
Zehn kleine Jägermeister|Die Toten Hosen|1996|punk,rock|de|0.75|0.90|140|0.05|party bar singalong
Mensch|Herbert Grönemeyer|2002|pop,rock|de|0.40|0.45|80|0.40|melancholy hopeful
Der Weg|Herbert Grönemeyer|2002|pop,singer-songwriter|de|0.15|0.25|70|0.70|sad melancholy
Sie sieht mich nicht|Xavier Naidoo|1998|soul,rnb|de|0.35|0.50|90|0.30|heartbreak lonely
Dieser Weg|Xavier Naidoo|2005|soul,pop|de|0.45|0.50|72|0.40|hopeful empowering
Jein|Fettes Brot|1996|hiphop,rap|de|0.75|0.75|96|0.10|playful party
Emanuela|Fettes Brot|2005|hiphop,pop|de|0.80|0.80|110|0.05|playful dancing
MfG|Die Fantastischen Vier|1999|hiphop,rap|de|0.65|0.70|95|0.05|playful confident
Sie ist weg|Die Fantastischen Vier|1995|hiphop,pop|de|0.40|0.55|92|0.20|heartbreak melancholy
Haus am See|Peter Fox|2008|hiphop,reggae|de|0.70|0.70|98|0.20|hopeful summer nostalgic
Alles neu|Peter Fox|2008|hiphop,classical|de|0.60|0.90|100|0.10|empowering workout
Schwarz zu blau|Peter Fox|2008|hiphop|de|0.40|0.75|95|0.10|city night dark
Denkmal|Wir sind Helden|2003|rock,pop|de|0.70|0.80|126|0.05|playful singalong
Nur ein Wort|Wir sind Helden|2005|rock,pop|de|0.55|0.85|140|0.05|anxious romantic
Guten Tag|Wir sind Helden|2002|rock,new-wave|de|0.65|0.90|140|0.05|rebellious playful
Perfekte Welle|Juli|2004|rock,pop|de|0.65|0.80|118|0.05|summer hopeful ocean
Geile Zeit|Juli|2004|rock,pop|de|0.35|0.65|90|0.20|nostalgic melancholy
Das Beste|Silbermond|2006|pop,rock|de|0.45|0.45|74|0.40|romantic wedding
Symphonie|Silbermond|2004|pop,rock|de|0.30|0.60|84|0.20|heartbreak melancholy
Durch den Monsun|Tokio Hotel|2005|rock,pop|de|0.30|0.75|80|0.10|melancholy storm rain
Ein Kompliment|Sportfreunde Stiller|2002|rock,pop|de|0.70|0.75|130|0.20|romantic singalong
Dickes B|Seeed|2001|reggae,hiphop|de|0.75|0.80|96|0.10|city party summer
Ding|Seeed|2005|reggae,dance|de|0.85|0.85|100|0.10|party dancing
Hamma!|Culcha Candela|2007|reggae,hiphop|de|0.85|0.85|100|0.05|party summer
Liebe ist|Nena|2005|pop,rock|de|0.60|0.70|110|0.10|romantic hopeful
Liebe ist alles|Rosenstolz|2004|pop|de|0.60|0.65|120|0.10|romantic uplifting
Vom selben Stern|Ich + Ich|2007|pop|de|0.45|0.55|96|0.30|hopeful romantic
Pflaster|Ich + Ich|2009|pop|de|0.50|0.55|92|0.30|romantic hopeful
Für dich|Yvonne Catterfeld|2003|pop,rnb|de|0.40|0.40|80|0.40|romantic melancholy
Du trägst keine Liebe in dir|Echt|1999|pop,rock|de|0.30|0.55|104|0.20|heartbreak melancholy
Remmidemmi (Yippie Yippie Yeah)|Deichkind|2006|electronic,hiphop|de|0.80|0.95|125|0.01|party club
Mein Block|Sido|2004|hiphop,rap|de|0.50|0.70|92|0.05|city confident
Herz an Herz|Blümchen|1995|dance,techno|de|0.85|0.95|160|0.00|party dancing
Out of the Dark|Falco|1998|pop,electronic|de|0.20|0.60|110|0.05|dark melancholy
# italy
Con te partirò|Andrea Bocelli|1995|classical,pop|it|0.30|0.35|68|0.70|romantic epic wedding
Vivo per lei|Andrea Bocelli|1995|classical,pop|it|0.40|0.50|80|0.50|romantic epic
Canto della terra|Andrea Bocelli|1999|classical,pop|it|0.40|0.50|80|0.50|epic hopeful
Più bella cosa|Eros Ramazzotti|1996|pop,rock|it|0.75|0.80|130|0.10|romantic happy driving
Se bastasse una canzone|Eros Ramazzotti|1990|pop|it|0.55|0.55|100|0.30|hopeful romantic
Cose della vita|Eros Ramazzotti|1993|pop,rock|it|0.50|0.65|95|0.10|nostalgic melancholy
La solitudine|Laura Pausini|1993|pop|it|0.25|0.40|80|0.30|lonely heartbreak
Strani amori|Laura Pausini|1994|pop|it|0.35|0.55|90|0.20|heartbreak romantic
Non c'è|Laura Pausini|1993|pop|it|0.30|0.45|75|0.30|heartbreak lonely
A te|Jovanotti|2008|pop,singer-songwriter|it|0.70|0.55|110|0.50|romantic wedding
L'ombelico del mondo|Jovanotti|1995|pop,world|it|0.75|0.90|124|0.10|party dancing
Serenata rap|Jovanotti|1994|pop,hiphop|it|0.70|0.55|90|0.30|romantic playful
Sally|Vasco Rossi|1996|rock,singer-songwriter|it|0.25|0.40|70|0.40|melancholy lonely
Un senso|Vasco Rossi|2004|rock,pop|it|0.45|0.60|80|0.20|hopeful melancholy
Certe notti|Ligabue|1995|rock|it|0.55|0.80|128|0.10|night driving nostalgic
Urlando contro il cielo|Ligabue|1991|rock|it|0.55|0.85|130|0.05|rebellious driving
Il volo|Zucchero|1995|rock,soul|it|0.40|0.50|80|0.30|romantic melancholy cooking dinner
Baila (Sexy Thing)|Zucchero|2001|rock,soul|it|0.75|0.80|118|0.10|sensual dancing
Perdono|Tiziano Ferro|2001|pop,rnb|it|0.60|0.70|96|0.10|romantic hopeful
Sere nere|Tiziano Ferro|2004|pop|it|0.30|0.45|80|0.30|heartbreak night
Laura non c'è|Nek|1997|pop,rock|it|0.45|0.75|130|0.10|heartbreak singalong
Estate|Negramaro|2005|rock,pop|it|0.45|0.60|100|0.20|summer nostalgic
Luce (tramonti a nord est)|Elisa|2001|pop,rock|it|0.40|0.50|90|0.30|dreamy hopeful sunset
Meravigliosa creatura|Gianna Nannini|2004|pop,rock|it|0.45|0.55|90|0.30|romantic epic
Hanno ucciso l'Uomo Ragno|883|1992|pop,dance|it|0.80|0.80|125|0.05|playful nostalgic
Come mai|883|1993|pop|it|0.40|0.55|92|0.20|romantic nostalgic summer
50 Special|Lùnapop|1999|pop,rock|it|0.85|0.80|115|0.20|happy summer roadtrip
Fuori dal tunnel|Caparezza|2003|hiphop,rap|it|0.75|0.85|115|0.05|playful rebellious party
Come saprei|Giorgia|1995|pop,soul|it|0.30|0.40|72|0.40|romantic heartbreak
Confusa e felice|Carmen Consoli|1997|rock,pop|it|0.55|0.70|120|0.20|playful anxious
Tutti i miei sbagli|Subsonica|2000|electronic,rock|it|0.40|0.80|125|0.05|dark night
Attenti al lupo|Lucio Dalla|1990|pop,folk|it|0.85|0.70|120|0.40|playful happy singalong
La cura|Franco Battiato|1996|pop,singer-songwriter|it|0.45|0.35|80|0.50|romantic peaceful calm
7000 caffè|Alex Britti|2003|pop,blues|it|0.70|0.65|110|0.50|playful cafe morning
Vamos a bailar (Esta vida nueva)|Paola & Chiara|2000|dance,pop|it|0.80|0.85|128|0.05|party dancing summer
# japan
First Love|Hikaru Utada|1999|jpop,rnb|ja|0.25|0.40|80|0.30|heartbreak nostalgic romantic
Automatic|Hikaru Utada|1998|jpop,rnb|ja|0.55|0.55|92|0.10|romantic chill
traveling|Hikaru Utada|2001|jpop,dance|ja|0.75|0.85|134|0.02|happy dancing city
innocent world|Mr.Children|1994|jpop,rock|ja|0.65|0.75|140|0.10|nostalgic hopeful summer
Tomorrow never knows|Mr.Children|1994|jpop,rock|ja|0.40|0.60|120|0.20|hopeful melancholy
Sign|Mr.Children|2004|jpop,rock|ja|0.45|0.55|120|0.30|romantic hopeful
ロビンソン|Spitz|1995|jpop,rock|ja|0.55|0.65|124|0.30|nostalgic dreamy spring
チェリー|Spitz|1996|jpop,rock|ja|0.60|0.70|140|0.30|nostalgic spring romantic
CAN YOU CELEBRATE?|Namie Amuro|1997|jpop|ja|0.45|0.50|70|0.30|romantic wedding
SEASONS|Ayumi Hamasaki|2000|jpop|ja|0.35|0.55|80|0.20|melancholy nostalgic
Boys & Girls|Ayumi Hamasaki|1999|jpop,dance|ja|0.70|0.85|140|0.02|uplifting dancing
TSUNAMI|Southern All Stars|2000|jpop,rock|ja|0.35|0.45|76|0.30|heartbreak ocean summer
ultra soul|B'z|2001|jpop,rock|ja|0.70|0.95|133|0.00|workout triumphant running
HONEY|L'Arc~en~Ciel|1998|jpop,rock|ja|0.65|0.90|150|0.01|driving confident
READY STEADY GO|L'Arc~en~Ciel|2004|jpop,rock|ja|0.60|0.95|170|0.00|workout gaming running
Forever Love|X JAPAN|1996|rock,classical|ja|0.25|0.45|72|0.30|epic romantic melancholy
丸ノ内サディスティック|Sheena Ringo|1999|jpop,jazz|ja|0.55|0.55|96|0.30|city mysterious chill
ポリリズム|Perfume|2007|jpop,electronic|ja|0.70|0.85|128|0.01|dancing club
雪の華|Mika Nakashima|2003|jpop|ja|0.30|0.35|80|0.40|winter snow romantic christmas
CHE.R.RY|YUI|2007|jpop,rock|ja|0.80|0.75|130|0.30|romantic spring happy
Good-bye days|YUI|2006|jpop,folk|ja|0.35|0.35|80|0.70|melancholy nostalgic summer
リライト|ASIAN KUNG-FU GENERATION|2004|jpop,rock|ja|0.50|0.95|170|0.00|workout gaming rebellious
LOVE LOVE LOVE|DREAMS COME TRUE|1995|jpop|ja|0.40|0.40|82|0.30|romantic melancholy
花|ORANGE RANGE|2004|jpop,rock|ja|0.45|0.60|96|0.20|nostalgic hopeful
HOWEVER|GLAY|1997|jpop,rock|ja|0.40|0.60|80|0.20|romantic epic
カブトムシ|aiko|1999|jpop|ja|0.40|0.45|80|0.40|romantic summer melancholy
瞳をとじて|Ken Hirai|2004|jpop|ja|0.25|0.35|76|0.40|sad romantic
全力少年|Sukima Switch|2005|jpop,rock|ja|0.75|0.85|140|0.10|empowering uplifting morning
栄光の架橋|Yuzu|2004|jpop,folk|ja|0.50|0.55|80|0.50|epic hopeful triumphant
粉雪|Remioromen|2005|jpop,rock|ja|0.25|0.70|80|0.10|winter snow heartbreak
Time goes by|Every Little Thing|1998|jpop|ja|0.35|0.40|76|0.40|melancholy romantic
DEPARTURES|globe|1996|jpop,electronic|ja|0.40|0.60|100|0.05|winter snow nostalgic
そばかす|JUDY AND MARY|1996|jpop,rock|ja|0.75|0.90|170|0.01|playful happy
アジアの純真|PUFFY|1996|jpop,rock|ja|0.80|0.75|126|0.10|playful happy
群青日和|Tokyo Jihen|2004|jpop,rock|ja|0.50|0.90|150|0.01|city rebellious
SAY YES|CHAGE and ASKA|1991|jpop|ja|0.45|0.45|80|0.30|romantic wedding
ラブ・ストーリーは突然に|Kazumasa Oda|1991|jpop|ja|0.65|0.65|120|0.30|romantic nostalgic
# korea
난 알아요|Seo Taiji and Boys|1992|kpop,hiphop|ko|0.70|0.85|120|0.02|nostalgic dancing
거짓말|BIGBANG|2007|kpop,hiphop|ko|0.40|0.80|130|0.02|heartbreak dancing
하루하루|BIGBANG|2008|kpop,hiphop|ko|0.30|0.80|130|0.02|heartbreak melancholy
Tell Me|Wonder Girls|2007|kpop,dance|ko|0.85|0.85|125|0.02|playful dancing
Nobody|Wonder Girls|2008|kpop,disco|ko|0.75|0.80|128|0.02|playful dancing
So Hot|Wonder Girls|2008|kpop,dance|ko|0.80|0.85|135|0.02|confident dancing party
Gee|Girls' Generation|2009|kpop,dance|ko|0.90|0.90|100|0.02|happy playful dancing
소원을 말해봐 (Genie)|Girls' Generation|2009|kpop,dance|ko|0.70|0.85|125|0.02|confident dancing
I Don't Care|2NE1|2009|kpop,reggae|ko|0.65|0.70|120|0.05|heartbreak confident
Fire|2NE1|2009|kpop,hiphop|ko|0.60|0.90|130|0.02|confident workout party
No.1|BoA|2002|kpop,dance|ko|0.55|0.80|105|0.05|romantic dancing
Sorry, Sorry|SUPER JUNIOR|2009|kpop,dance|ko|0.65|0.90|130|0.01|dancing club confident
Fly|Epik High|2005|kpop,hiphop|ko|0.60|0.75|95|0.10|hopeful uplifting
Candy|H.O.T.|1996|kpop,dance|ko|0.85|0.85|120|0.05|playful happy nostalgic
10 Minutes|Lee Hyori|2003|kpop,dance|ko|0.70|0.85|125|0.02|sensual dancing club
It's Raining|Rain|2004|kpop,dance|ko|0.55|0.85|125|0.02|dancing rain confident
잘못된 만남|Kim Gun Mo|1995|kpop,dance|ko|0.75|0.85|140|0.05|playful nostalgic dancing
꿍따리 샤바라|CLON|1996|kpop,dance|ko|0.85|0.90|135|0.02|party summer dancing
Timeless|SG Wannabe|2004|kpop,rnb|ko|0.25|0.45|72|0.30|heartbreak sad
Again & Again|2PM|2009|kpop,dance|ko|0.55|0.85|128|0.02|dancing romantic
Bo Peep Bo Peep|T-ARA|2009|kpop,dance|ko|0.80|0.85|130|0.02|playful dancing
바람이 분다|Lee Sora|2004|kpop,singer-songwriter|ko|0.15|0.25|70|0.70|sad lonely autumn
겁쟁이|Buzz|2005|kpop,rock|ko|0.25|0.55|76|0.20|heartbreak sad
누난 너무 예뻐 (Replay)|SHINee|2008|kpop,dance|ko|0.75|0.80|120|0.02|romantic playful
# nordics, netherlands, elsewhere
Music Non Stop|Kent|2000|rock,synthpop|sv|0.50|0.80|125|0.02|driving night
747|Kent|1996|rock,alternative|sv|0.25|0.60|110|0.05|melancholy epic
Dom andra|Kent|2002|rock,alternative|sv|0.35|0.75|130|0.02|melancholy rebellious
Om du var här|Kent|1997|rock,alternative|sv|0.25|0.60|90|0.10|lonely heartbreak
Känn ingen sorg för mig Göteborg|Håkan Hellström|2000|indie,rock|sv|0.70|0.85|150|0.10|nostalgic summer singalong roadtrip
Fångad av en stormvind|Carola|1991|pop,dance|sv|0.75|0.85|130|0.05|uplifting storm dancing
Dumpa mig|Veronica Maggio|2006|pop,soul|sv|0.60|0.65|110|0.20|heartbreak playful
Alla vill till himmelen men ingen vill dö|Timbuktu|2005|hiphop,reggae|sv|0.60|0.70|95|0.20|hopeful rebellious
Show Me Love|Robyn|1997|pop,rnb|en|0.65|0.70|110|0.05|romantic dancing
With Every Heartbeat|Robyn|2007|synthpop,electronic|en|0.35|0.70|118|0.05|heartbreak dancing
Be Mine!|Robyn|2005|synthpop,pop|en|0.45|0.75|120|0.05|heartbreak lonely dancing
Lovefool|The Cardigans|1996|pop,indie|en|0.80|0.60|111|0.20|romantic playful spring afternoon
My Favourite Game|The Cardigans|1998|rock,indie|en|0.45|0.85|115|0.01|driving anxious
Erase / Rewind|The Cardigans|1998|pop,indie|en|0.50|0.60|100|0.20|dreamy melancholy
All That She Wants|Ace of Base|1992|pop,reggae|en|0.55|0.65|95|0.10|dancing nostalgic
The Sign|Ace of Base|1993|pop,dance|en|0.75|0.75|97|0.05|happy dancing summer
Don't Turn Around|Ace of Base|1994|pop,reggae|en|0.65|0.70|102|0.05|heartbreak dancing
Joyride|Roxette|1991|pop,rock|en|0.90|0.90|120|0.05|happy roadtrip driving
It Must Have Been Love|Roxette|1990|pop,rock|en|0.30|0.50|81|0.20|heartbreak sad karaoke
Fading Like a Flower (Every Time You Leave)|Roxette|1991|pop,rock|en|0.40|0.70|110|0.10|heartbreak romantic
Dromen zijn bedrog|Marco Borsato|1994|pop|nl|0.35|0.45|80|0.40|heartbreak romantic
Rood|Marco Borsato|2006|pop|nl|0.55|0.55|96|0.30|romantic hopeful
Het Is Een Nacht (Levensecht)|Guus Meeuwis|1995|pop,folk|nl|0.65|0.55|100|0.50|romantic singalong night
Tamally Maak|Amr Diab|2000|world,pop|ar|0.60|0.65|100|0.30|romantic dancing desert
Amarain|Amr Diab|1999|world,pop|ar|0.75|0.75|110|0.30|romantic happy summer
Ah W Noss|Nancy Ajram|2004|world,pop|ar|0.75|0.75|100|0.20|playful dancing
Chaiyya Chaiyya|A.R. Rahman|1998|soundtrack,world|hi|0.80|0.85|95|0.30|dancing party happy desert
Jai Ho|A.R. Rahman|2008|soundtrack,world|hi|0.85|0.90|135|0.10|triumphant party dancing
Dil Se Re|A.R. Rahman|1998|soundtrack,world|hi|0.40|0.80|100|0.20|romantic epic desert
Tere Bina|A.R. Rahman|2007|soundtrack,world|hi|0.45|0.40|80|0.50|romantic calm
Kal Ho Naa Ho|Sonu Nigam|2003|soundtrack,pop|hi|0.50|0.45|90|0.40|hopeful romantic nostalgic
Нас не догонят|t.A.T.u.|2001|pop,electronic|ru|0.50|0.90|120|0.01|rebellious driving
Я сошла с ума|t.A.T.u.|2000|pop,electronic|ru|0.40|0.90|120|0.01|anxious rebellious
All the Things She Said|t.A.T.u.|2002|pop,electronic|en|0.40|0.90|90|0.01|anxious rebellious
Хочешь?|Zemfira|2000|rock,pop|ru|0.35|0.55|100|0.20|romantic melancholy
Despre Tine|O-Zone|2002|dance,pop|ro|0.65|0.85|130|0.02|romantic dancing
Mima'amakim|The Idan Raichel Project|2005|world|he|0.35|0.40|90|0.60|melancholy peaceful meditation yoga
7 Seconds|Youssou N'Dour|1994|world,pop|en|0.40|0.45|95|0.30|hopeful calm desert
African Queen|2Baba|2004|afrobeats,rnb|en|0.75|0.60|93|0.20|romantic happy
Jailer|Asa|2007|afrobeats,soul|en|0.60|0.55|90|0.50|rebellious hopeful
`;
