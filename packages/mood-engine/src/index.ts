// @moodtape/mood-engine: the built-in offline AI (AMENDMENTS A6). It answers every AI call
// Moodtape makes from a catalog of real songs and a lexicon of mood words.
// CONTRACT: signatures are fixed, other code relies on them.
export { CATALOG } from './catalog/index';
export type { CatalogSong } from './catalog/types';
export { GENRES, LANGUAGES, TAGS } from './catalog/vocabulary';
export type { Genre, Language, Tag } from './catalog/vocabulary';
export type { SongRef, PlaylistAnswer, SongsAnswer } from './answers/song-ref';
export type { ImageMood } from './image/image-mood';
export { imageMoodFromBytes } from './image/image-from-bytes';
export { describeImageMood } from './image/describe-image-mood';
export { generatePlaylist } from './answers/generate-playlist';
export { extendPlaylist } from './answers/extend-playlist';
export { addSpecificSong } from './answers/add-specific-song';
export { findCatalogSong } from './answers/find-catalog-song';
export { MOVIES, TV_SHOWS } from './screen/index';
export { ACTIVITIES, CREATORS } from './around/index';
export { SCREEN_GENRES, CREATOR_PLATFORMS } from './curated/types';
export type {
  MoodProfile,
  ScreenTitle,
  ScreenGenre,
  CuratedActivity,
  CuratedCreator,
  CreatorPlatform,
} from './curated/types';
export { suggestAroundMusic } from './answers/suggest-around-music';
export type { AroundMusicInput } from './answers/suggest-around-music';
export { generateTheme } from './answers/generate-theme';
export type { ThemeInput } from './answers/generate-theme';
export { generateVideoQueries } from './answers/generate-video-queries';
export type { VideoQueriesInput } from './answers/generate-video-queries';
