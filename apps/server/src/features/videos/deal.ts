// One combined search answers for a section's queries together (docs/decisions/014): its
// results are dealt out so that no query gets more than its count (spec 9), each video to
// the query whose words it shows most, and a video that matches none, or whose query is
// full, to a query with room left.
import type { Video } from '@moodtape/core';

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);

export function dealVideos(videos: readonly Video[], queries: readonly string[], perQuery: number) {
  const hands: Video[][] = queries.map(() => []);
  const queryWords = queries.map((q) => new Set(words(q)));
  const unplaced: Video[] = [];
  for (const video of videos) {
    const shown = new Set(words(`${video.title} ${video.description} ${video.channelTitle}`));
    let best = -1;
    let bestScore = 0;
    queryWords.forEach((set, index) => {
      if ((hands[index]?.length ?? perQuery) >= perQuery) return;
      const score = [...set].filter((word) => shown.has(word)).length;
      if (score > bestScore) [best, bestScore] = [index, score];
    });
    if (best >= 0) hands[best]?.push(video);
    else unplaced.push(video);
  }
  for (const video of unplaced) {
    const open = hands.find((hand) => hand.length < perQuery);
    if (!open) break;
    open.push(video);
  }
  return hands;
}
