import type { Genre, Language, Tag } from './vocabulary';

// One real song, with estimated audio features. Features are 0..1 except tempo (beats per
// minute). Valence is musical positiveness (sad 0, euphoric 1), energy is intensity,
// acousticness is how acoustic rather than electronic or amplified it sounds.
export interface CatalogSong {
  id: number;
  title: string;
  artist: string;
  year: number;
  genres: readonly Genre[];
  language: Language;
  valence: number;
  energy: number;
  tempo: number;
  acousticness: number;
  tags: readonly Tag[];
}
