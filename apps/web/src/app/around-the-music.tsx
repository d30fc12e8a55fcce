// What surrounds the playlist (spec 2): the four video sections and the movie, TV, activity
// and creator suggestions. A chunk of its own, fetched while the browser is idle after the
// signed-in page's first paint: nothing here shows before a playlist exists.
import type { VideoGroup } from '@moodtape/core';
import { SuggestionSections } from '../features/suggestions/components/suggestion-sections';
import type { SuggestionsState } from '../features/suggestions/state/suggestions-state';
import { VideoSections } from '../features/videos/components/video-sections';
import type { VideosState } from '../features/videos/state/videos-reducer';

type Props = {
  videos: VideosState;
  suggestions: SuggestionsState;
  onDiscoverMore: (group: VideoGroup) => void;
  onSetQueries: (group: VideoGroup, queries: string[]) => void;
};

export default function AroundTheMusic({ videos, suggestions, ...actions }: Props) {
  return (
    <>
      <VideoSections state={videos} {...actions} />
      <SuggestionSections state={suggestions} />
    </>
  );
}
