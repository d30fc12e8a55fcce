// The orders both search APIs offer over the catalogue: search.list `order` and Invidious
// `sort`. The catalogue's own order is relevance.
import type { CatalogVideo } from './catalog';

export type VideoOrder = 'relevance' | 'date' | 'viewCount' | 'rating' | 'title';

export function orderVideos(videos: CatalogVideo[], order: VideoOrder): CatalogVideo[] {
  const sorted = [...videos];
  if (order === 'date') sorted.sort((a, b) => b.publishedAt - a.publishedAt);
  if (order === 'viewCount') sorted.sort((a, b) => b.viewCount - a.viewCount);
  // YouTube's "rating" is highest rated first; likes per view stand in for it.
  if (order === 'rating') {
    sorted.sort((a, b) => b.likeCount / b.viewCount - a.likeCount / a.viewCount);
  }
  if (order === 'title') sorted.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return sorted;
}
