// The mood engine's screen genres as TMDB genre ids. Movies and TV have separate genre
// lists on TMDB (GET /3/genre/movie/list, /3/genre/tv/list); where TMDB has no such genre
// (biography, sport; romance and horror on TV) it files the title under a neighbour.
const MOVIE_GENRES: Record<string, number> = {
  action: 28,
  adventure: 12,
  animation: 16,
  biography: 18,
  comedy: 35,
  crime: 80,
  documentary: 99,
  drama: 18,
  family: 10751,
  fantasy: 14,
  history: 36,
  horror: 27,
  music: 10402,
  musical: 10402,
  mystery: 9648,
  romance: 10749,
  'sci-fi': 878,
  sport: 18,
  thriller: 53,
  war: 10752,
  western: 37,
};

const TV_GENRES: Record<string, number> = {
  action: 10759,
  adventure: 10759,
  animation: 16,
  biography: 18,
  comedy: 35,
  crime: 80,
  documentary: 99,
  drama: 18,
  family: 10751,
  fantasy: 10765,
  history: 10768,
  horror: 10765,
  music: 18,
  musical: 35,
  mystery: 9648,
  romance: 18,
  'sci-fi': 10765,
  sport: 18,
  thriller: 9648,
  war: 10768,
  western: 37,
};

export function genreIds(kind: 'movie' | 'tv', genres: readonly string[]): number[] {
  const table = kind === 'movie' ? MOVIE_GENRES : TV_GENRES;
  const ids = genres.map((genre) => table[genre] ?? 18);
  return [...new Set(ids)];
}

// ISO 639-1 language most titles from a country are made in, for `original_language`.
// TMDB writes Cantonese as "cn".
const LANGUAGES: Record<string, string> = {
  AR: 'es',
  BE: 'fr',
  BR: 'pt',
  CN: 'zh',
  DE: 'de',
  DK: 'da',
  ES: 'es',
  FI: 'fi',
  FR: 'fr',
  HK: 'cn',
  IN: 'hi',
  IR: 'fa',
  IT: 'it',
  JP: 'ja',
  KR: 'ko',
  LB: 'ar',
  LV: 'lv',
  MR: 'fr',
  MX: 'es',
  NO: 'no',
  PL: 'pl',
  RU: 'ru',
  SA: 'ar',
  SE: 'sv',
  TR: 'tr',
  TW: 'zh',
};

export function languageOf(country: string): string {
  return LANGUAGES[country] ?? 'en';
}
