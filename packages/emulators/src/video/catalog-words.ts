// The words the video catalogue writes with: which queries lean to music or ambience, and
// title, channel and description patterns for each kind of video. Artists and channels are
// made up, so no answer pretends a real person published something.
export type VideoKind = 'music' | 'ambient' | 'general' | 'short' | 'near-short';

export type Parts = {
  /** The query in title case, e.g. "Rainy Café Jazz". */
  phrase: string;
  /** The query as typed, lower case. */
  lower: string;
  /** One word of the query, title case. */
  word: string;
  artist: string;
  hours: number;
  seconds: number;
  adjective: string;
  sound: string;
  city: string;
  count: number;
};

type Write = (p: Parts) => string;

export const MUSIC_WORDS = new Set(
  `music song songs playlist lofi lo fi jazz beats album band singer cover live acoustic piano
  guitar hip hop rap rock pop indie classical remix official lyrics lyric track edm techno house
  soul funk rnb synthwave vinyl orchestra concert dance melody chords sax`.split(/\s+/),
);

export const AMBIENT_WORDS = new Set(
  `ambience ambient rain rainy sleep relax relaxing study focus nature sounds noise fireplace
  ocean waves forest cafe coffee hours hour meditation calm asmr white brown thunderstorm
  storm night cozy background snow wind library spa zen birds`.split(/\s+/),
);

export const ARTISTS = [
  'Mira Vale',
  'The Paper Lanterns',
  'Juniper Coast',
  'Otis Lane',
  'Nova Harbor',
  'Sable & Stone',
  'Luca Moreno',
  'Kai Ember',
  'Ivy Marlowe',
  'Aurora Fields',
  'Theo Bright',
  'Velvet Tides',
];
export const ADJECTIVES = ['Soft', 'Gentle', 'Warm', 'Calm', 'Dreamy', 'Cozy', 'Slow', 'Quiet'];
export const SOUNDS = ['Jazz', 'Piano', 'Rain', 'Lofi Beats', 'Synth Pads', 'Strings', 'Guitar'];
export const CITIES = ['Tokyo', 'Lisbon', 'Paris', 'Seoul', 'Mexico City', 'Copenhagen', 'Kyoto'];

export const TITLES: Record<VideoKind, Write[]> = {
  music: [
    (p) => `${p.artist} – ${p.phrase} (Official Music Video)`,
    (p) => `${p.phrase} – ${p.artist} (Official Audio)`,
    (p) => `${p.artist} – ${p.word} (Live Session)`,
    (p) => `${p.phrase} | ${p.artist} [Lyric Video]`,
    (p) => `${p.artist} – ${p.word} Nights (Acoustic Version)`,
    (p) => `${p.phrase} (Piano Cover) – ${p.artist}`,
  ],
  ambient: [
    (p) => `${p.phrase} Ambience – ${p.hours} Hours of ${p.adjective} ${p.sound}`,
    (p) => `${p.hours} Hours of ${p.phrase} Sounds for Sleep & Study`,
    (p) => `Cozy ${p.phrase} | ${p.adjective} ${p.sound} & Rain (${p.hours} Hours)`,
    (p) => `${p.phrase} – ${p.hours} Hour Ambient Mix`,
    (p) => `${p.adjective} ${p.phrase} Room – ${p.sound} to Focus (${p.hours}h)`,
  ],
  general: [
    (p) => `I Tried ${p.phrase} for 30 Days`,
    (p) => `The Story Behind ${p.phrase}`,
    (p) => `${p.phrase}: A Short Documentary`,
    (p) => `${p.phrase} Explained in ${p.count} Minutes`,
    (p) => `A Day of ${p.phrase} in ${p.city}`,
    (p) => `Why Everyone Is Talking About ${p.phrase}`,
    (p) => `${p.count} Things Nobody Tells You About ${p.phrase}`,
  ],
  short: [
    (p) => `${p.phrase} #shorts`,
    (p) => `POV: ${p.lower} hits different #shorts`,
    (p) => `${p.word} in ${p.seconds} seconds #shorts`,
    (p) => `Wait for it… ${p.phrase} #shorts`,
    (p) => `${p.phrase} but it's ${p.adjective.toLowerCase()} #shorts`,
  ],
  'near-short': [
    (p) => `${p.phrase} in ${p.seconds} seconds`,
    (p) => `${p.word} moment you need today #shorts`,
    (p) => `Tiny ${p.phrase} tour #shorts`,
  ],
};

export const CHANNELS: Record<VideoKind, Write[]> = {
  music: [(p) => p.artist, (p) => `${p.artist} - Topic`, (p) => `${p.artist} Official`],
  ambient: [
    (p) => `${p.word} Ambience`,
    () => 'Quiet Corner',
    () => 'Soft Hours',
    () => 'Ambient Atlas',
    (p) => `The ${p.word} Room`,
  ],
  general: [
    () => 'Field Notes',
    () => 'Wander Weekly',
    () => 'Curious Minds',
    () => 'The Daily Detour',
    (p) => `${p.word} Stories`,
  ],
  short: [() => 'Tiny Moments', () => 'Loop Studio', (p) => `${p.word}Shorts`],
  'near-short': [() => 'Tiny Moments', () => 'Minute Makers'],
};

export const DESCRIPTIONS: Record<VideoKind, Write> = {
  music: (p) =>
    `"${p.phrase}" by ${p.artist}, from the album ${p.word} Nights.\n\nListen everywhere and follow ${p.artist} for new music.\n\n#${p.word.toLowerCase()} #music`,
  ambient: (p) =>
    `Relax with ${p.hours} hours of ${p.lower} ambience: ${p.adjective.toLowerCase()} ${p.sound.toLowerCase()} and a quiet room. Perfect for studying, reading or falling asleep.\n\nNo ads in the middle of the video.`,
  general: (p) =>
    `In this video we look at ${p.lower}, what makes it special and where to start.\n\n00:00 Intro\n01:12 What is it?\n04:30 Trying it in ${p.city}\n\nThanks for watching!`,
  short: (p) => `${p.lower} #shorts #${p.word.toLowerCase()}`,
  'near-short': (p) => `A quick look at ${p.lower}. #shorts`,
};
