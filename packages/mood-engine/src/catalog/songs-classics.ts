// Catalog rows, 1960s to 1990s, mostly English. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_CLASSICS = String.raw`
# 1960s
I Want to Hold Your Hand|The Beatles|1963|rock,pop|en|0.90|0.70|131|0.30|happy romantic singalong
Help!|The Beatles|1965|rock,pop|en|0.75|0.80|95|0.20|anxious singalong
A Hard Day's Night|The Beatles|1964|rock,pop|en|0.80|0.75|139|0.20|happy party
Hey Jude|The Beatles|1968|rock,pop|en|0.55|0.45|74|0.30|hopeful singalong uplifting
Come Together|The Beatles|1969|rock,blues|en|0.55|0.40|82|0.05|mysterious chill
Something|The Beatles|1969|rock,pop|en|0.45|0.35|66|0.40|romantic calm
In My Life|The Beatles|1965|rock,pop|en|0.45|0.35|103|0.50|nostalgic romantic
Eleanor Rigby|The Beatles|1966|pop,classical|en|0.30|0.40|137|0.60|lonely melancholy
Penny Lane|The Beatles|1967|pop,rock|en|0.85|0.55|113|0.30|happy nostalgic city
Norwegian Wood (This Bird Has Flown)|The Beatles|1965|folk,rock|en|0.40|0.30|124|0.80|nostalgic calm
(I Can't Get No) Satisfaction|The Rolling Stones|1965|rock|en|0.75|0.80|136|0.05|rebellious confident
Gimme Shelter|The Rolling Stones|1969|rock|en|0.35|0.75|118|0.10|dark storm epic
Wild Horses|The Rolling Stones|1971|rock,country|en|0.30|0.30|70|0.60|melancholy romantic
Angie|The Rolling Stones|1973|rock|en|0.30|0.35|70|0.60|heartbreak melancholy
Like a Rolling Stone|Bob Dylan|1965|rock,folk|en|0.55|0.70|96|0.20|rebellious roadtrip
Blowin' in the Wind|Bob Dylan|1963|folk|en|0.45|0.20|87|0.95|hopeful calm
The Times They Are a-Changin'|Bob Dylan|1964|folk|en|0.40|0.25|90|0.95|rebellious hopeful
Mr. Tambourine Man|The Byrds|1965|folk,rock|en|0.65|0.55|118|0.30|dreamy happy
Turn! Turn! Turn!|The Byrds|1965|folk,rock|en|0.60|0.50|122|0.30|hopeful peaceful
California Dreamin'|The Mamas & The Papas|1965|folk,pop|en|0.45|0.55|112|0.30|winter nostalgic dreamy
Monday, Monday|The Mamas & The Papas|1966|pop,folk|en|0.45|0.45|110|0.40|melancholy
Good Vibrations|The Beach Boys|1966|pop|en|0.75|0.60|134|0.20|happy
God Only Knows|The Beach Boys|1966|pop|en|0.50|0.40|115|0.40|romantic dreamy wedding
Wouldn't It Be Nice|The Beach Boys|1966|pop|en|0.85|0.60|124|0.20|happy romantic summer
Respect|Aretha Franklin|1967|soul|en|0.85|0.70|115|0.20|empowering confident
(You Make Me Feel Like) A Natural Woman|Aretha Franklin|1967|soul|en|0.45|0.40|110|0.40|romantic
Think|Aretha Franklin|1968|soul|en|0.85|0.85|115|0.20|empowering dancing
My Girl|The Temptations|1964|soul,pop|en|0.85|0.45|104|0.40|happy romantic sunday
Ain't Too Proud to Beg|The Temptations|1966|soul|en|0.80|0.70|132|0.20|dancing
Stand By Me|Ben E. King|1961|soul,pop|en|0.55|0.30|118|0.50|romantic hopeful calm
(Sittin' On) The Dock of the Bay|Otis Redding|1968|soul|en|0.50|0.35|104|0.50|calm ocean sunset chill
Try a Little Tenderness|Otis Redding|1966|soul|en|0.45|0.55|80|0.30|romantic
A Change Is Gonna Come|Sam Cooke|1964|soul|en|0.30|0.30|64|0.60|hopeful melancholy
Twistin' the Night Away|Sam Cooke|1962|soul,pop|en|0.90|0.65|150|0.40|dancing party
Ain't No Mountain High Enough|Marvin Gaye|1967|soul|en|0.85|0.70|130|0.20|romantic happy uplifting
I Heard It Through the Grapevine|Marvin Gaye|1968|soul|en|0.50|0.50|118|0.20|heartbreak mysterious
Signed, Sealed, Delivered I'm Yours|Stevie Wonder|1970|soul,funk|en|0.90|0.80|108|0.20|happy dancing
Dancing in the Street|Martha and the Vandellas|1964|soul|en|0.85|0.80|128|0.20|dancing party summer city
Baby Love|The Supremes|1964|soul,pop|en|0.80|0.55|136|0.30|romantic playful
You Can't Hurry Love|The Supremes|1966|soul,pop|en|0.85|0.70|96|0.20|hopeful happy
Be My Baby|The Ronettes|1963|pop|en|0.75|0.60|130|0.20|romantic dreamy
Unchained Melody|The Righteous Brothers|1965|pop,soul|en|0.30|0.30|100|0.50|romantic wedding
You've Lost That Lovin' Feelin'|The Righteous Brothers|1964|pop,soul|en|0.30|0.45|92|0.30|heartbreak
Can't Help Falling in Love|Elvis Presley|1961|pop|en|0.35|0.25|100|0.80|romantic wedding calm
Suspicious Minds|Elvis Presley|1969|rock,soul|en|0.55|0.70|116|0.20|heartbreak anxious
Jailhouse Rock|Elvis Presley|1957|rock|en|0.85|0.75|168|0.30|party dancing
Pretty Woman|Roy Orbison|1964|rock|en|0.75|0.70|128|0.20|playful romantic
Crying|Roy Orbison|1961|pop|en|0.25|0.35|84|0.50|heartbreak sad
Johnny B. Goode|Chuck Berry|1958|rock|en|0.95|0.80|167|0.30|party dancing
Twist and Shout|The Beatles|1963|rock|en|0.90|0.85|124|0.20|party dancing
House of the Rising Sun|The Animals|1964|rock,blues|en|0.30|0.55|117|0.30|dark melancholy night
You Really Got Me|The Kinks|1964|rock|en|0.70|0.85|138|0.05|rebellious party
Waterloo Sunset|The Kinks|1967|rock,pop|en|0.55|0.40|94|0.30|sunset city nostalgic calm
My Generation|The Who|1965|rock|en|0.55|0.85|190|0.05|rebellious
Baba O'Riley|The Who|1971|rock|en|0.45|0.80|118|0.10|epic rebellious
White Rabbit|Jefferson Airplane|1967|rock|en|0.35|0.55|104|0.10|mysterious dark dreamy
Somebody to Love|Jefferson Airplane|1967|rock|en|0.55|0.80|133|0.05|rebellious
Light My Fire|The Doors|1967|rock|en|0.65|0.70|123|0.10|sensual party
Break On Through (To the Other Side)|The Doors|1967|rock|en|0.60|0.80|180|0.05|rebellious
Purple Haze|Jimi Hendrix|1967|rock|en|0.55|0.85|110|0.05|rebellious dreamy
All Along the Watchtower|Jimi Hendrix|1968|rock|en|0.45|0.80|113|0.05|epic driving
Little Wing|Jimi Hendrix|1967|rock,blues|en|0.40|0.40|70|0.20|dreamy romantic
Born to Be Wild|Steppenwolf|1968|rock|en|0.60|0.90|146|0.05|driving roadtrip rebellious
Fortunate Son|Creedence Clearwater Revival|1969|rock|en|0.65|0.85|133|0.10|rebellious angry
Have You Ever Seen the Rain|Creedence Clearwater Revival|1970|rock,country|en|0.60|0.65|116|0.20|rain melancholy
Bad Moon Rising|Creedence Clearwater Revival|1969|rock,country|en|0.90|0.65|180|0.20|storm playful
Proud Mary|Creedence Clearwater Revival|1969|rock|en|0.80|0.65|122|0.20|roadtrip happy
Mrs. Robinson|Simon & Garfunkel|1968|folk,rock|en|0.80|0.55|92|0.40|playful nostalgic
The Boxer|Simon & Garfunkel|1969|folk|en|0.45|0.40|84|0.70|melancholy lonely
Both Sides Now|Joni Mitchell|1969|folk|en|0.35|0.20|95|0.90|melancholy dreamy
Big Yellow Taxi|Joni Mitchell|1970|folk,pop|en|0.80|0.45|88|0.70|playful happy
Sunshine Superman|Donovan|1966|folk,rock|en|0.65|0.55|110|0.30|dreamy sun summer
San Francisco (Be Sure to Wear Flowers in Your Hair)|Scott McKenzie|1967|folk,pop|en|0.55|0.35|114|0.50|summer dreamy peaceful
Happy Together|The Turtles|1967|pop,rock|en|0.70|0.55|120|0.20|romantic happy
Daydream Believer|The Monkees|1967|pop|en|0.85|0.55|128|0.30|happy nostalgic morning
I'm a Believer|The Monkees|1966|pop,rock|en|0.90|0.70|160|0.20|happy romantic
Sugar, Sugar|The Archies|1969|pop|en|0.90|0.65|120|0.30|happy playful
Build Me Up Buttercup|The Foundations|1968|soul,pop|en|0.90|0.75|136|0.20|happy singalong
Brown Eyed Girl|Van Morrison|1967|rock,pop|en|0.90|0.65|150|0.20|happy nostalgic summer
Into the Mystic|Van Morrison|1970|folk,soul|en|0.55|0.40|91|0.50|dreamy ocean calm
Moondance|Van Morrison|1970|jazz,soul|en|0.70|0.50|134|0.40|romantic evening autumn
Son of a Preacher Man|Dusty Springfield|1968|soul,pop|en|0.70|0.55|120|0.30|playful
Downtown|Petula Clark|1964|pop|en|0.80|0.70|120|0.30|city happy
These Boots Are Made for Walkin'|Nancy Sinatra|1966|pop,country|en|0.65|0.55|86|0.30|confident empowering
Bang Bang (My Baby Shot Me Down)|Nancy Sinatra|1966|pop|en|0.20|0.20|85|0.60|dark heartbreak
Strangers in the Night|Frank Sinatra|1966|jazz,pop|en|0.50|0.30|110|0.60|romantic night
My Way|Frank Sinatra|1969|jazz,pop|en|0.35|0.35|76|0.50|triumphant nostalgic
What'd I Say|Ray Charles|1959|soul,rnb|en|0.85|0.75|180|0.30|party dancing
Hit the Road Jack|Ray Charles|1961|soul,rnb|en|0.75|0.55|87|0.40|playful heartbreak
Georgia on My Mind|Ray Charles|1960|soul,jazz|en|0.35|0.25|67|0.60|nostalgic calm
I Put a Spell on You|Nina Simone|1965|jazz,soul|en|0.30|0.35|96|0.50|dark sensual
Sinnerman|Nina Simone|1965|jazz,soul|en|0.50|0.70|150|0.40|epic anxious
The Girl from Ipanema|Stan Getz|1964|bossa-nova,jazz|en|0.55|0.30|130|0.85|chill beach summer cafe
Take the "A" Train|Duke Ellington|1941|jazz|instrumental|0.70|0.50|170|0.70|city playful
Round Midnight|Thelonious Monk|1957|jazz|instrumental|0.25|0.15|60|0.90|latenight night calm rain
A Love Supreme, Pt. I - Acknowledgement|John Coltrane|1965|jazz|instrumental|0.40|0.45|130|0.70|meditation focus
Moanin'|Art Blakey & The Jazz Messengers|1958|jazz|instrumental|0.55|0.55|132|0.70|cafe night
Song for My Father|Horace Silver|1965|jazz|instrumental|0.55|0.45|130|0.70|cafe chill
Cantaloupe Island|Herbie Hancock|1964|jazz|instrumental|0.60|0.45|112|0.60|chill cafe study
Watermelon Man|Herbie Hancock|1962|jazz,funk|instrumental|0.70|0.55|120|0.50|chill summer
The Sidewinder|Lee Morgan|1964|jazz|instrumental|0.70|0.60|124|0.60|cafe playful
Footprints|Wayne Shorter|1966|jazz|instrumental|0.40|0.40|130|0.70|focus night
Misty|Erroll Garner|1954|jazz|instrumental|0.40|0.15|64|0.90|rain calm romantic
# 1970s
Stairway to Heaven|Led Zeppelin|1971|rock|en|0.35|0.50|82|0.40|epic dreamy
Whole Lotta Love|Led Zeppelin|1969|rock|en|0.45|0.85|90|0.05|rebellious workout
Immigrant Song|Led Zeppelin|1970|rock|en|0.50|0.90|112|0.01|workout epic
Kashmir|Led Zeppelin|1975|rock|en|0.35|0.75|80|0.05|epic desert
Black Dog|Led Zeppelin|1971|rock|en|0.55|0.85|82|0.02|rebellious
Going to California|Led Zeppelin|1971|folk,rock|en|0.40|0.20|90|0.90|dreamy calm roadtrip
Wish You Were Here|Pink Floyd|1975|rock|en|0.35|0.35|122|0.50|melancholy nostalgic lonely
Comfortably Numb|Pink Floyd|1979|rock|en|0.20|0.40|127|0.20|dreamy dark
Time|Pink Floyd|1973|rock|en|0.30|0.55|123|0.10|anxious epic
Money|Pink Floyd|1973|rock|en|0.45|0.60|123|0.10|playful
Shine On You Crazy Diamond (Pts. 1-5)|Pink Floyd|1975|rock|en|0.25|0.35|96|0.20|dreamy epic latenight
Hotel California|Eagles|1976|rock|en|0.50|0.55|74|0.20|mysterious desert night driving
Take It Easy|Eagles|1972|rock,country|en|0.75|0.60|138|0.40|roadtrip driving chill
Desperado|Eagles|1973|rock,country|en|0.20|0.25|62|0.70|lonely melancholy
Layla|Derek & The Dominos|1970|rock,blues|en|0.45|0.80|116|0.10|heartbreak epic
Free Bird|Lynyrd Skynyrd|1973|rock|en|0.45|0.60|120|0.10|epic roadtrip
Sweet Home Alabama|Lynyrd Skynyrd|1974|rock,country|en|0.85|0.75|98|0.20|roadtrip driving singalong
Dream On|Aerosmith|1973|rock|en|0.30|0.55|80|0.20|epic melancholy
Walk This Way|Aerosmith|1975|rock,funk|en|0.70|0.85|108|0.05|confident party
More Than a Feeling|Boston|1976|rock|en|0.50|0.75|110|0.10|nostalgic driving
Carry On Wayward Son|Kansas|1976|rock|en|0.50|0.80|127|0.10|epic roadtrip
Dust in the Wind|Kansas|1977|folk,rock|en|0.30|0.25|95|0.90|melancholy calm
Don't Fear the Reaper|Blue Öyster Cult|1976|rock|en|0.45|0.70|141|0.10|dark dreamy
Go Your Own Way|Fleetwood Mac|1977|rock|en|0.60|0.80|135|0.10|heartbreak driving
Rhiannon|Fleetwood Mac|1975|rock|en|0.55|0.60|125|0.20|mysterious
Everywhere|Fleetwood Mac|1987|pop,rock|en|0.80|0.60|114|0.10|romantic dreamy happy
Rocket Man (I Think It's Going to Be a Long, Long Time)|Elton John|1972|pop,rock|en|0.35|0.45|136|0.40|dreamy lonely night
Bennie and the Jets|Elton John|1973|pop,rock|en|0.70|0.55|134|0.30|playful
Crocodile Rock|Elton John|1972|pop,rock|en|0.90|0.80|150|0.20|happy nostalgic
Piano Man|Billy Joel|1973|pop,singer-songwriter|en|0.45|0.40|90|0.60|bar nostalgic singalong
Just the Way You Are|Billy Joel|1977|pop|en|0.60|0.30|138|0.50|romantic calm
Uptown Girl|Billy Joel|1983|pop|en|0.90|0.85|129|0.10|happy playful
Space Oddity|David Bowie|1969|rock,folk|en|0.35|0.40|69|0.40|dreamy lonely night
Life on Mars?|David Bowie|1971|rock|en|0.35|0.45|130|0.30|dreamy epic
Starman|David Bowie|1972|rock,pop|en|0.65|0.55|100|0.30|dreamy hopeful night
Changes|David Bowie|1971|rock,pop|en|0.60|0.55|136|0.30|hopeful
Let's Dance|David Bowie|1983|pop,funk|en|0.75|0.80|115|0.05|dancing party
Under Pressure|Queen|1981|rock|en|0.50|0.70|114|0.10|epic anxious
Somebody to Love|Queen|1976|rock|en|0.45|0.55|111|0.20|singalong hopeful
Killer Queen|Queen|1974|rock|en|0.65|0.60|117|0.20|playful
Crazy Little Thing Called Love|Queen|1979|rock|en|0.90|0.75|154|0.40|happy dancing
Bicycle Race|Queen|1978|rock|en|0.60|0.60|100|0.20|playful
Radio Ga Ga|Queen|1984|rock,synthpop|en|0.55|0.70|112|0.05|nostalgic singalong
Heart of Glass|Blondie|1978|new-wave,disco|en|0.70|0.65|114|0.10|dancing city night
Call Me|Blondie|1980|new-wave,rock|en|0.70|0.85|142|0.05|party driving city
Atomic|Blondie|1980|new-wave|en|0.60|0.80|136|0.05|dancing night
Psycho Killer|Talking Heads|1977|new-wave,rock|en|0.55|0.70|123|0.10|anxious playful
Once in a Lifetime|Talking Heads|1980|new-wave,funk|en|0.65|0.75|119|0.10|dancing dreamy
This Must Be the Place (Naive Melody)|Talking Heads|1983|new-wave,pop|en|0.80|0.60|113|0.20|romantic home cozy
Blitzkrieg Bop|Ramones|1976|punk,rock|en|0.80|0.95|177|0.02|party workout rebellious
London Calling|The Clash|1979|punk,rock|en|0.55|0.85|134|0.05|rebellious city
Should I Stay or Should I Go|The Clash|1982|punk,rock|en|0.75|0.85|113|0.05|anxious party
Anarchy in the U.K.|Sex Pistols|1976|punk|en|0.45|0.95|138|0.02|angry rebellious
Roxanne|The Police|1978|rock,reggae|en|0.55|0.65|134|0.10|city night heartbreak
Every Breath You Take|The Police|1983|rock,pop|en|0.75|0.45|117|0.40|romantic mysterious
Message in a Bottle|The Police|1979|rock,new-wave|en|0.60|0.80|150|0.10|lonely ocean
Walking on the Moon|The Police|1979|rock,reggae|en|0.55|0.55|145|0.20|dreamy night chill
Sultans of Swing|Dire Straits|1978|rock|en|0.75|0.70|148|0.20|bar night city
Money for Nothing|Dire Straits|1985|rock|en|0.60|0.80|134|0.05|confident driving
Brothers in Arms|Dire Straits|1985|rock|en|0.20|0.25|80|0.40|melancholy calm night
Romeo and Juliet|Dire Straits|1980|rock|en|0.45|0.45|90|0.40|romantic heartbreak
Lola|The Kinks|1970|rock|en|0.75|0.75|140|0.30|playful bar
Listen to the Music|The Doobie Brothers|1972|rock|en|0.85|0.70|106|0.30|happy roadtrip
Long Train Runnin'|The Doobie Brothers|1973|rock,funk|en|0.85|0.80|114|0.20|driving roadtrip
What a Fool Believes|The Doobie Brothers|1978|rock,soul|en|0.80|0.70|124|0.20|playful
Lowdown|Boz Scaggs|1976|soul,rock|en|0.70|0.60|112|0.20|city night chill
Peg|Steely Dan|1977|jazz,rock|en|0.80|0.60|125|0.20|chill city playful
Do It Again|Steely Dan|1972|rock,jazz|en|0.60|0.55|128|0.30|mysterious chill
Reminiscing|Little River Band|1978|pop,rock|en|0.65|0.45|106|0.40|nostalgic romantic
Africa|Toto|1982|rock,pop|en|0.75|0.60|93|0.30|dreamy roadtrip singalong
Rosanna|Toto|1982|rock,pop|en|0.70|0.80|86|0.10|romantic
Hold the Line|Toto|1978|rock|en|0.55|0.85|96|0.05|driving
Don't Stop Believin'|Journey|1981|rock|en|0.55|0.70|119|0.10|uplifting roadtrip singalong karaoke
Open Arms|Journey|1982|rock,pop|en|0.30|0.40|67|0.40|romantic wedding
Faithfully|Journey|1983|rock|en|0.35|0.45|66|0.30|romantic roadtrip
Any Way You Want It|Journey|1980|rock|en|0.80|0.90|138|0.05|party workout
Jump|Van Halen|1983|rock,synthpop|en|0.80|0.85|130|0.02|party workout happy
Panama|Van Halen|1984|rock|en|0.75|0.90|140|0.02|driving party
Here I Go Again|Whitesnake|1987|rock|en|0.55|0.80|90|0.05|driving empowering
Pour Some Sugar on Me|Def Leppard|1987|rock|en|0.75|0.85|95|0.02|party
You Give Love a Bad Name|Bon Jovi|1986|rock|en|0.65|0.90|123|0.02|heartbreak party
Wanted Dead or Alive|Bon Jovi|1986|rock|en|0.35|0.60|75|0.30|roadtrip lonely
Final Countdown|Europe|1986|rock,synthpop|en|0.55|0.90|118|0.02|epic triumphant workout
Welcome to the Jungle|Guns N' Roses|1987|rock,metal|en|0.40|0.95|123|0.01|rebellious workout
Paradise City|Guns N' Roses|1987|rock|en|0.60|0.95|100|0.01|party driving city
November Rain|Guns N' Roses|1991|rock|en|0.25|0.55|80|0.20|rain epic heartbreak
Patience|Guns N' Roses|1988|rock|en|0.50|0.35|120|0.70|calm romantic
Highway Star|Deep Purple|1972|rock|en|0.55|0.95|170|0.02|driving workout
Smoke on the Water|Deep Purple|1972|rock|en|0.60|0.70|114|0.05|confident
Paranoid|Black Sabbath|1970|metal|en|0.40|0.90|164|0.01|angry workout
Iron Man|Black Sabbath|1970|metal|en|0.35|0.75|76|0.01|dark epic
War Pigs|Black Sabbath|1970|metal|en|0.30|0.80|91|0.01|dark angry
The Trooper|Iron Maiden|1983|metal|en|0.45|0.95|160|0.01|epic workout running
Run to the Hills|Iron Maiden|1982|metal|en|0.45|0.95|172|0.01|workout epic running
Ace of Spades|Motörhead|1980|metal,rock|en|0.55|0.98|141|0.01|workout angry running
Breaking the Law|Judas Priest|1980|metal|en|0.50|0.90|160|0.01|rebellious workout
Crazy Train|Ozzy Osbourne|1980|metal|en|0.55|0.90|138|0.01|workout party
Rock You Like a Hurricane|Scorpions|1984|rock,metal|en|0.55|0.90|126|0.01|workout storm
Still Loving You|Scorpions|1984|rock|en|0.25|0.50|102|0.20|heartbreak romantic
Dancing in the Dark|Bruce Springsteen|1984|rock,pop|en|0.75|0.85|149|0.05|dancing lonely night
Born in the U.S.A.|Bruce Springsteen|1984|rock|en|0.60|0.90|122|0.05|triumphant angry
Thunder Road|Bruce Springsteen|1975|rock|en|0.55|0.70|144|0.20|roadtrip hopeful
Hungry Heart|Bruce Springsteen|1980|rock|en|0.85|0.75|100|0.10|roadtrip happy
Jessie's Girl|Rick Springfield|1981|rock,pop|en|0.75|0.80|131|0.05|playful heartbreak
Footloose|Kenny Loggins|1984|rock,pop|en|0.85|0.90|174|0.05|dancing party workout
Danger Zone|Kenny Loggins|1986|rock|en|0.55|0.90|157|0.02|driving workout epic
Eye in the Sky|The Alan Parsons Project|1982|rock,pop|en|0.45|0.45|118|0.20|mysterious dreamy
I Ran (So Far Away)|A Flock of Seagulls|1982|new-wave,synthpop|en|0.60|0.80|145|0.02|anxious dancing
Don't You (Forget About Me)|Simple Minds|1985|new-wave,rock|en|0.55|0.80|112|0.05|nostalgic singalong
Everybody Wants to Rule the World|Tears for Fears|1985|new-wave,synthpop|en|0.60|0.60|112|0.10|driving dreamy
Mad World|Tears for Fears|1982|new-wave,synthpop|en|0.35|0.50|110|0.10|melancholy lonely
Shout|Tears for Fears|1984|new-wave,synthpop|en|0.45|0.75|120|0.05|rebellious epic
Tainted Love|Soft Cell|1981|synthpop,new-wave|en|0.55|0.70|144|0.02|dark dancing night
Don't You Want Me|The Human League|1981|synthpop,new-wave|en|0.80|0.65|118|0.05|heartbreak dancing
Enjoy the Silence|Depeche Mode|1990|synthpop,electronic|en|0.35|0.60|113|0.05|dreamy night melancholy
Just Can't Get Enough|Depeche Mode|1981|synthpop|en|0.90|0.80|128|0.05|happy dancing
Personal Jesus|Depeche Mode|1989|synthpop,rock|en|0.45|0.70|120|0.05|dark mysterious
Blue Monday|New Order|1983|synthpop,electronic|en|0.40|0.80|130|0.01|club night dancing
Bizarre Love Triangle|New Order|1986|synthpop|en|0.55|0.85|120|0.01|dancing heartbreak
Love Will Tear Us Apart|Joy Division|1980|new-wave,punk|en|0.35|0.75|146|0.05|heartbreak dark
Just Like Heaven|The Cure|1987|new-wave,rock|en|0.60|0.80|150|0.05|romantic dreamy
Friday I'm in Love|The Cure|1992|rock,pop|en|0.90|0.80|136|0.05|happy weekend romantic
Boys Don't Cry|The Cure|1979|new-wave,rock|en|0.70|0.75|168|0.10|heartbreak
Lovesong|The Cure|1989|new-wave,rock|en|0.45|0.70|142|0.05|romantic night
There Is a Light That Never Goes Out|The Smiths|1986|indie,rock|en|0.45|0.65|135|0.10|melancholy night driving
This Charming Man|The Smiths|1983|indie,rock|en|0.75|0.80|104|0.10|playful
Under the Milky Way|The Church|1988|alternative,rock|en|0.40|0.50|112|0.30|dreamy night
With or Without You|U2|1987|rock|en|0.30|0.50|110|0.10|heartbreak epic night
I Still Haven't Found What I'm Looking For|U2|1987|rock|en|0.55|0.65|101|0.20|hopeful roadtrip
Where the Streets Have No Name|U2|1987|rock|en|0.45|0.80|126|0.05|epic driving uplifting
One|U2|1991|rock|en|0.40|0.45|91|0.30|melancholy hopeful
Pride (In the Name of Love)|U2|1984|rock|en|0.50|0.80|106|0.05|triumphant uplifting
Bullet the Blue Sky|U2|1987|rock|en|0.30|0.75|100|0.05|dark angry
Sweet Caroline|Neil Diamond|1969|pop|en|0.80|0.60|127|0.40|singalong karaoke party
Take On Me|a-ha|1985|synthpop|en|0.90|0.90|169|0.02|happy
Girls Just Want to Have Fun|Cyndi Lauper|1983|pop,new-wave|en|0.90|0.85|120|0.05|party dancing happy
Time After Time|Cyndi Lauper|1983|pop|en|0.45|0.40|130|0.30|romantic nostalgic
Like a Prayer|Madonna|1989|pop,dance|en|0.65|0.75|111|0.10|uplifting dancing
Vogue|Madonna|1990|dance,house|en|0.65|0.80|116|0.02|dancing club confident
Material Girl|Madonna|1984|pop,new-wave|en|0.90|0.75|136|0.02|playful confident
Holiday|Madonna|1983|pop,dance|en|0.90|0.80|116|0.02|party dancing happy
Purple Rain|Prince|1984|rock,soul|en|0.30|0.50|113|0.20|epic heartbreak rain
When Doves Cry|Prince|1984|funk,pop|en|0.60|0.70|126|0.05|heartbreak dancing
Kiss|Prince|1986|funk|en|0.85|0.70|111|0.05|dancing sensual playful
1999|Prince|1982|funk,pop|en|0.85|0.80|119|0.05|party dancing
Thriller|Michael Jackson|1982|pop,funk|en|0.80|0.80|118|0.05|party dancing dark
Man in the Mirror|Michael Jackson|1987|pop,soul|en|0.55|0.60|100|0.20|hopeful uplifting
Smooth Criminal|Michael Jackson|1987|pop,funk|en|0.70|0.90|118|0.02|dancing confident
Rock with You|Michael Jackson|1979|disco,funk|en|0.85|0.60|114|0.10|dancing romantic
Wake Me Up Before You Go-Go|Wham!|1984|pop|en|0.95|0.80|162|0.10|happy dancing morning
Careless Whisper|George Michael|1984|pop,soul|en|0.45|0.50|77|0.20|heartbreak sensual night
Faith|George Michael|1987|pop,rock|en|0.85|0.70|96|0.30|confident playful
True|Spandau Ballet|1983|pop,soul|en|0.55|0.45|98|0.30|romantic dreamy
Hungry Like the Wolf|Duran Duran|1982|new-wave,synthpop|en|0.75|0.85|128|0.02|party dancing
Rio|Duran Duran|1982|new-wave,synthpop|en|0.80|0.85|138|0.02|summer ocean party
Come On Eileen|Dexys Midnight Runners|1982|pop,new-wave|en|0.85|0.75|110|0.20|party singalong
Karma Chameleon|Culture Club|1983|pop,new-wave|en|0.90|0.65|92|0.20|happy playful

Never Gonna Give You Up|Rick Astley|1987|pop,dance|en|0.90|0.85|113|0.05|happy dancing party
I Wanna Dance with Somebody (Who Loves Me)|Whitney Houston|1987|pop,dance|en|0.90|0.85|119|0.05|dancing party happy
I Will Always Love You|Whitney Houston|1992|pop,soul|en|0.25|0.35|68|0.40|romantic heartbreak wedding
Greatest Love of All|Whitney Houston|1985|pop,soul|en|0.40|0.40|70|0.40|hopeful empowering
Total Eclipse of the Heart|Bonnie Tyler|1983|rock,pop|en|0.30|0.60|130|0.10|heartbreak epic karaoke
Holding Out for a Hero|Bonnie Tyler|1984|rock,pop|en|0.55|0.90|148|0.02|empowering workout epic
Flashdance... What a Feeling|Irene Cara|1983|pop,dance|en|0.75|0.80|122|0.02|empowering dancing workout
Physical|Olivia Newton-John|1981|pop|en|0.90|0.75|126|0.05|workout playful
Hopelessly Devoted to You|Olivia Newton-John|1978|pop|en|0.30|0.30|68|0.50|heartbreak romantic
You're the One That I Want|John Travolta|1978|pop,rock|en|0.90|0.80|107|0.10|party dancing playful
Y.M.C.A.|Village People|1978|disco|en|0.95|0.90|127|0.05|party dancing singalong
Boogie Wonderland|Earth, Wind & Fire|1979|disco,funk|en|0.90|0.85|132|0.05|dancing party
Let's Groove|Earth, Wind & Fire|1981|funk,disco|en|0.95|0.75|126|0.10|dancing party happy
Celebration|Kool & The Gang|1980|funk,disco|en|0.95|0.80|122|0.10|party happy wedding
Get Down On It|Kool & The Gang|1981|funk|en|0.90|0.75|112|0.10|dancing party
Ain't Nobody|Chaka Khan|1983|funk,soul|en|0.80|0.75|104|0.05|dancing romantic
I'm Every Woman|Chaka Khan|1978|disco,soul|en|0.85|0.80|117|0.10|empowering dancing
We Are Family|Sister Sledge|1979|disco|en|0.95|0.80|118|0.10|happy party dancing
Good Times|Chic|1979|disco,funk|en|0.85|0.70|111|0.10|dancing party
Hot Stuff|Donna Summer|1979|disco,rock|en|0.80|0.85|120|0.05|party dancing
I Feel Love|Donna Summer|1977|disco,electronic|en|0.75|0.80|128|0.01|dancing club dreamy
Night Fever|Bee Gees|1977|disco|en|0.90|0.70|109|0.10|dancing night party
How Deep Is Your Love|Bee Gees|1977|pop,soul|en|0.50|0.40|105|0.40|romantic calm
Disco Inferno|The Trammps|1976|disco|en|0.85|0.90|131|0.05|party dancing
Funkytown|Lipps Inc.|1979|disco,funk|en|0.85|0.80|123|0.05|dancing party city
Boogie Oogie Oogie|A Taste of Honey|1978|disco,funk|en|0.90|0.75|117|0.10|dancing party
Love Train|The O'Jays|1972|soul|en|0.90|0.75|122|0.20|happy uplifting
Lean on Me|Bill Withers|1972|soul|en|0.60|0.35|76|0.50|hopeful uplifting calm
Use Me|Bill Withers|1972|soul,funk|en|0.70|0.55|76|0.30|playful
Let's Get It On|Marvin Gaye|1973|soul|en|0.70|0.45|82|0.30|sensual romantic night
Sir Duke|Stevie Wonder|1976|soul,funk|en|0.95|0.75|107|0.10|happy dancing
I Wish|Stevie Wonder|1976|funk,soul|en|0.90|0.75|107|0.05|nostalgic dancing
You Are the Sunshine of My Life|Stevie Wonder|1972|soul,pop|en|0.80|0.40|127|0.40|romantic happy sun morning
Higher Ground|Stevie Wonder|1973|funk|en|0.70|0.75|126|0.05|uplifting workout
Killing Me Softly with His Song|Roberta Flack|1973|soul|en|0.30|0.20|83|0.60|melancholy calm
Midnight Train to Georgia|Gladys Knight & The Pips|1973|soul|en|0.55|0.45|120|0.30|roadtrip heartbreak night
Tracks of My Tears|Smokey Robinson & The Miracles|1965|soul|en|0.45|0.45|115|0.30|heartbreak
Papa Was a Rollin' Stone|The Temptations|1972|soul,funk|en|0.45|0.55|122|0.10|dark city
Move On Up|Curtis Mayfield|1970|soul,funk|en|0.85|0.80|145|0.20|uplifting morning workout
Superfly|Curtis Mayfield|1972|funk,soul|en|0.60|0.65|122|0.10|city night
Give Up the Funk (Tear the Roof off the Sucker)|Parliament|1975|funk|en|0.85|0.70|104|0.10|party dancing
Get Up (I Feel Like Being a) Sex Machine|James Brown|1970|funk|en|0.80|0.85|110|0.10|dancing party workout
I Got You (I Feel Good)|James Brown|1965|funk,soul|en|0.90|0.80|145|0.10|happy dancing
Family Affair|Sly & The Family Stone|1971|funk,soul|en|0.55|0.40|90|0.20|chill
Everyday People|Sly & The Family Stone|1968|funk,soul|en|0.85|0.60|115|0.20|happy uplifting
Jungle Boogie|Kool & The Gang|1973|funk|en|0.80|0.80|101|0.10|dancing party
Play That Funky Music|Wild Cherry|1976|funk,rock|en|0.85|0.80|109|0.10|party dancing
Brick House|Commodores|1977|funk|en|0.90|0.70|107|0.10|dancing party
Easy|Commodores|1977|soul|en|0.50|0.30|66|0.50|calm sunday morning
Three Times a Lady|Commodores|1978|soul,pop|en|0.40|0.25|72|0.50|romantic wedding
All Night Long (All Night)|Lionel Richie|1983|pop,funk|en|0.90|0.80|109|0.10|party dancing
Hello|Lionel Richie|1984|pop,soul|en|0.30|0.35|63|0.40|romantic lonely
Endless Love|Diana Ross|1981|pop,soul|en|0.30|0.30|70|0.50|romantic wedding
Upside Down|Diana Ross|1980|disco,funk|en|0.85|0.75|108|0.10|dancing

No Woman, No Cry|Bob Marley & The Wailers|1974|reggae|en|0.50|0.40|79|0.30|hopeful nostalgic
Redemption Song|Bob Marley & The Wailers|1980|reggae,folk|en|0.45|0.30|80|0.90|hopeful calm
One Love / People Get Ready|Bob Marley & The Wailers|1977|reggae|en|0.80|0.55|75|0.30|happy peaceful uplifting
Buffalo Soldier|Bob Marley & The Wailers|1983|reggae|en|0.70|0.60|124|0.20|chill
Jamming|Bob Marley & The Wailers|1977|reggae|en|0.85|0.60|124|0.20|dancing chill summer
The Harder They Come|Jimmy Cliff|1972|reggae|en|0.70|0.65|155|0.20|empowering
Many Rivers to Cross|Jimmy Cliff|1969|reggae,soul|en|0.30|0.30|72|0.50|lonely hopeful
Israelites|Desmond Dekker|1968|reggae|en|0.75|0.65|130|0.30|playful
Pressure Drop|Toots & The Maytals|1969|reggae|en|0.80|0.65|126|0.30|dancing
Night Nurse|Gregory Isaacs|1982|reggae|en|0.60|0.40|80|0.20|chill latenight
Here Comes the Rain Again|Eurythmics|1983|synthpop,new-wave|en|0.35|0.60|130|0.05|rain melancholy
Smalltown Boy|Bronski Beat|1984|synthpop|en|0.45|0.70|134|0.02|lonely melancholy dancing
Forever Young|Alphaville|1984|synthpop|en|0.40|0.50|140|0.05|nostalgic melancholy hopeful
Big in Japan|Alphaville|1984|synthpop|en|0.50|0.70|125|0.02|dreamy night
West End Girls|Pet Shop Boys|1984|synthpop|en|0.50|0.60|110|0.02|city night mysterious
It's a Sin|Pet Shop Boys|1987|synthpop|en|0.45|0.85|128|0.02|dancing dark
Oh L'amour|Erasure|1986|synthpop|en|0.75|0.80|130|0.05|romantic dancing
The Power of Love|Huey Lewis & The News|1985|rock,pop|en|0.85|0.90|118|0.05|happy driving
Walking in Memphis|Marc Cohn|1991|pop,singer-songwriter|en|0.55|0.45|128|0.50|nostalgic roadtrip
Graceland|Paul Simon|1986|pop,world|en|0.75|0.60|82|0.40|roadtrip hopeful
You Can Call Me Al|Paul Simon|1986|pop,world|en|0.90|0.75|133|0.20|happy playful
50 Ways to Leave Your Lover|Paul Simon|1975|pop,folk|en|0.70|0.40|103|0.40|playful heartbreak
Vienna|Ultravox|1980|new-wave,synthpop|en|0.25|0.45|70|0.20|melancholy night
`;
