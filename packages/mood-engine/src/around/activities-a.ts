// Activity rows, outdoors, body and making things. Format: see curated/parse-rows.ts.
//   title|iconHint|valence|energy|acousticness|tags|description
export const ACTIVITY_ROWS_A = String.raw`
# hiking
Sunrise ridge hike|hiking|0.80|0.70|0.95|morning mountains hopeful|Start before dawn and reach a ridge just as the light spills over the valley.
Forest trail in the drizzle|hiking|0.55|0.45|0.95|rain forest calm peaceful|Pull on a rain jacket and walk a wooded loop while the drizzle hushes everything.
Golden-hour coastal walk|hiking|0.75|0.50|0.90|sunset ocean beach evening|Follow a cliff path along the sea as the sun drops into the water.
Snowshoe trek to a frozen lake|hiking|0.65|0.60|0.95|snow winter mountains peaceful|Crunch through fresh snow to a silent lake and pour something hot from a thermos.
Night hike under the stars|hiking|0.60|0.40|0.90|night dreamy mysterious forest|Walk a familiar trail by headlamp, then switch it off and look up.
# sports
Morning 5K run|sports|0.75|0.85|0.50|running morning workout confident|Lace up early and chase a personal best on a flat loop around the neighbourhood.
High-energy gym session|sports|0.70|0.95|0.10|workout confident empowering|Hit a heavy lifting circuit with a loud playlist and no rest between sets.
Pick-up basketball game|sports|0.80|0.90|0.40|summer afternoon playful|Join a half-court game at the local park and play until the light fades.
Sunset bike ride|sports|0.80|0.65|0.70|sunset summer evening|Ride out along the river and turn back when the sky goes orange.
Open-water swim|sports|0.75|0.70|0.90|summer ocean beach sun|Swim parallel to the shore on a calm morning when the water is glassy.
# dancing
Kitchen dance party|dancing|0.95|0.90|0.30|party dancing happy home|Push the table aside, turn the music up and dance with whoever is around.
Beginner salsa class|dancing|0.85|0.80|0.45|dancing sensual romantic|Learn the basic step and a few turns with a partner at a drop-in class.
Silent disco in the park|dancing|0.90|0.85|0.20|party summer night dancing|Grab wireless headphones and dance under the trees to a channel only you can hear.
Learn a dance challenge|dancing|0.85|0.80|0.10|playful dancing|Pick a trending routine, learn it in front of the mirror and film your best take.
Late-night club set|dancing|0.70|0.95|0.05|club latenight party dancing|Catch a DJ's peak-time set and stay on the floor until the lights come up.
# meditation
Ten-minute breathing break|meditation|0.60|0.05|0.80|calm meditation peaceful|Sit by a window, set a timer and simply follow your breath in and out.
Rain-sound body scan|meditation|0.55|0.05|0.85|rain sleep calm meditation|Lie down with the sound of rain and relax your body one part at a time.
Sunrise yoga flow|meditation|0.75|0.35|0.85|yoga morning peaceful hopeful|Roll out a mat facing the sunrise and move through a gentle sequence.
Candlelit evening wind-down|meditation|0.60|0.05|0.80|evening calm sleep cozy|Dim the lights, light a candle and let the day settle before bed.
# gardening
Plant a herb windowsill|gardening|0.80|0.25|0.95|spring home cooking peaceful|Pot basil, mint and thyme on a sunny sill so dinner always has something fresh.
Weekend vegetable bed|gardening|0.80|0.50|0.95|spring weekend sun|Dig a small bed, plant tomatoes and beans, and water them in at sunset.
Repot your houseplants|gardening|0.75|0.30|0.90|home sunday calm|Give crowded houseplants bigger pots, fresh soil and a good wipe of their leaves.
Autumn bulb planting|gardening|0.65|0.35|0.95|autumn hopeful|Tuck tulip and daffodil bulbs into cold soil now for a surprise next spring.
# cooking
Slow Sunday soup|cooking|0.70|0.25|0.85|sunday cozy cooking winter home|Simmer a big pot of soup all afternoon and let the kitchen steam up the windows.
Homemade pizza night|cooking|0.90|0.60|0.65|dinner party weekend cooking|Stretch dough, lay out toppings and let everyone build their own pizza.
Bake a loaf of bread|cooking|0.75|0.30|0.90|cozy home morning cooking|Knead, wait, shape and bake, and enjoy the smell of fresh bread filling the house.
Summer barbecue|cooking|0.90|0.65|0.70|summer sun party dinner|Fire up the grill for friends with corn, skewers and something cold to drink.
Cook a recipe from a new cuisine|cooking|0.80|0.50|0.70|cooking dinner playful|Pick a country you have never cooked from and make one of its classic dishes.
# painting
Watercolour the view|painting|0.75|0.25|0.90|calm peaceful afternoon|Set up by a window or in a park and paint what you see in loose washes.
Abstract acrylic pour|painting|0.80|0.50|0.50|playful dreamy|Mix bright acrylics and pour them onto a canvas to see what patterns appear.
Paint along with a tutorial|painting|0.85|0.20|0.80|calm peaceful cozy|Follow a relaxed painting video and end up with a landscape of your own.
Moody night-sky canvas|painting|0.55|0.30|0.70|night dreamy melancholy|Paint a deep blue night sky with a scatter of stars and a lonely streetlight.
# crafting
Knit a simple scarf|crafting|0.75|0.15|0.95|cozy winter home calm|Learn the knit stitch and make steady progress on a chunky scarf while something plays in the background.
Make a zine|crafting|0.80|0.45|0.70|playful rebellious|Cut, paste and photocopy your own little magazine about anything you love.
Build a terrarium|crafting|0.75|0.30|0.90|peaceful calm home|Layer stones, moss and tiny plants in a glass jar to make a small world.
Make candles at home|crafting|0.75|0.25|0.85|cozy autumn evening home|Melt wax, add a scent you love and pour a few candles for the darker evenings.
`;
