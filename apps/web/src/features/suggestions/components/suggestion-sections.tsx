// The suggestion sections (spec 2): Movie, TV Show, Activity and Creator Suggestions, each
// collapsed to spec 9's count with Show More / Show Less; an empty section renders nothing.
import { type SectionKey, hasShowMore, visibleItems } from '@moodtape/core';
import { type ReactNode, useId, useState } from 'react';
import { CardSection, ShowMoreButton } from '../../../shared/ui/card-section';
import type { SuggestionsState } from '../state/suggestions-state';
import { ActivityCard } from './activity-card';
import { CreatorCard } from './creator-card';
import { ScreenCard } from './screen-card';
import styles from './suggestion-sections.module.css';

export function SuggestionSections({ state }: { state: SuggestionsState }) {
  if (state.status === 'loading') {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.shimmer} aria-hidden />
        Finding movies, shows and things to do…
      </div>
    );
  }
  const data = state.data;
  if (state.status !== 'ready' || !data) return null;
  return (
    <div className={styles.sections} aria-busy={state.enriching || undefined}>
      <SuggestionSection title="Movie Suggestions" section="movies" items={data.movies}>
        {(item, i) => <ScreenCard key={i} item={item} kind="movie" />}
      </SuggestionSection>
      <SuggestionSection title="TV Show Suggestions" section="tvShows" items={data.tvShows}>
        {(item, i) => <ScreenCard key={i} item={item} kind="tv" />}
      </SuggestionSection>
      <SuggestionSection title="Activity Suggestions" section="activities" items={data.activities}>
        {(item, i) => <ActivityCard key={i} item={item} />}
      </SuggestionSection>
      <SuggestionSection title="Creator Suggestions" section="creators" items={data.creators}>
        {(item, i) => <CreatorCard key={i} item={item} />}
      </SuggestionSection>
    </div>
  );
}

type SectionProps<T> = {
  title: string;
  section: SectionKey;
  items: readonly T[];
  children: (item: T, index: number) => ReactNode;
};

function SuggestionSection<T>({ title, section, items, children }: SectionProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (items.length === 0) return null;
  return (
    <CardSection
      title={title}
      className={section === 'activities' || section === 'creators' ? styles.wide : undefined}
      footer={
        hasShowMore(section, items.length) && (
          <ShowMoreButton
            expanded={expanded}
            controls={listId}
            onToggle={() => setExpanded((value) => !value)}
          />
        )
      }
    >
      <ul id={listId} className={`${styles.grid} ${styles[section]}`}>
        {visibleItems(items, section, expanded).map(children)}
      </ul>
    </CardSection>
  );
}
