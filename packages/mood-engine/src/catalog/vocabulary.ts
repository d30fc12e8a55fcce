// The closed vocabularies the catalog rows and the lexicon share, so that a word in a prompt
// can only point at genres, languages and tags that songs actually carry.
export const GENRES = [
  'pop', 'rock', 'indie', 'alternative', 'folk', 'singer-songwriter', 'country', 'soul', 'rnb',
  'funk', 'disco', 'hiphop', 'rap', 'jazz', 'blues', 'gospel', 'classical', 'soundtrack',
  'electronic', 'house', 'techno', 'dance', 'synthpop', 'ambient', 'lofi', 'trip-hop',
  'reggae', 'latin', 'reggaeton', 'bossa-nova', 'samba', 'flamenco', 'afrobeats', 'kpop',
  'jpop', 'chanson', 'metal', 'punk', 'grunge', 'new-wave', 'world',
] as const;
export type Genre = (typeof GENRES)[number];

// ISO 639-1 codes.
export const LANGUAGES = [
  'en', 'es', 'pt', 'fr', 'de', 'it', 'ja', 'ko', 'sv', 'nl', 'ar', 'hi', 'yo', 'instrumental',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const TAGS = [
  // moods
  'happy', 'sad', 'melancholy', 'nostalgic', 'romantic', 'heartbreak', 'angry', 'calm', 'chill',
  'epic', 'dreamy', 'hopeful', 'empowering', 'cozy', 'dark', 'uplifting', 'playful', 'sensual',
  'mysterious', 'triumphant', 'lonely', 'peaceful', 'rebellious', 'anxious', 'confident',
  // activities
  'workout', 'running', 'study', 'focus', 'sleep', 'party', 'driving', 'roadtrip', 'cooking',
  'cleaning', 'dinner', 'dancing', 'meditation', 'yoga', 'reading', 'work', 'gaming', 'commute',
  'wedding', 'karaoke', 'singalong',
  // places
  'beach', 'city', 'forest', 'mountains', 'club', 'cafe', 'home', 'bar', 'ocean', 'desert',
  // weather and seasons
  'rain', 'sun', 'snow', 'storm', 'summer', 'winter', 'autumn', 'spring', 'christmas',
  // times
  'morning', 'afternoon', 'evening', 'night', 'latenight', 'sunday', 'weekend', 'sunset',
] as const;
export type Tag = (typeof TAGS)[number];
