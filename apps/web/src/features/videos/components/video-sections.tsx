// The four video sections (spec 2), shown once a playlist's video queries are on their way,
// with the one Section settings modal and the one shorts player they share.
import type { VideoGroup } from '@moodtape/core';
import { useState } from 'react';
import { VIDEO_SECTIONS } from '../lib/video-sections';
import type { VideosState } from '../state/videos-reducer';
import { SectionSettingsModal } from './section-settings-modal';
import { ShortsPlayer } from './shorts-player';
import { VideoSection } from './video-section';
import styles from './video-sections.module.css';

// Kept mounted while closed so a dialog can hand focus back; a new key starts it afresh.
type Opened<T> = { value: T; open: boolean; key: number } | null;

type Props = {
  state: VideosState;
  onDiscoverMore: (group: VideoGroup) => void;
  // New queries from Section settings: the section searches with them from page 1.
  onSetQueries: (group: VideoGroup, queries: string[]) => void;
};

export function VideoSections({ state, onDiscoverMore, onSetQueries }: Props) {
  const [settings, setSettings] = useState<Opened<VideoGroup>>(null);
  const [short, setShort] = useState<Opened<number>>(null);
  if (state.status === 'idle' || state.status === 'failed') return null;
  const shorts = state.sections.shorts.videos;
  const settingsInfo = VIDEO_SECTIONS.find((info) => info.group === settings?.value);

  return (
    <div className={styles.sections}>
      {VIDEO_SECTIONS.map((info) => (
        <VideoSection
          key={`${state.run}-${info.group}`}
          info={info}
          section={state.sections[info.group]}
          settingsDisabled={state.status === 'queries'}
          onSettings={() => setSettings((s) => open(s, info.group))}
          onDiscoverMore={() => onDiscoverMore(info.group)}
          onPlayShort={(video) =>
            setShort((s) =>
              open(
                s,
                Math.max(
                  0,
                  shorts.findIndex((v) => v.id === video.id),
                ),
              ),
            )
          }
        />
      ))}
      {settings && settingsInfo && (
        <SectionSettingsModal
          key={settings.key}
          open={settings.open}
          title={settingsInfo.title}
          queries={state.sections[settingsInfo.group].queries}
          onSave={(queries) => onSetQueries(settingsInfo.group, queries)}
          onClose={() => setSettings(close)}
        />
      )}
      {short && (
        <ShortsPlayer
          open={short.open}
          shorts={shorts}
          index={short.value}
          onMove={(index) => setShort((s) => s && { ...s, value: index })}
          onClose={() => setShort(close)}
        />
      )}
    </div>
  );
}

function open<T>(previous: Opened<T>, value: T): Opened<T> {
  return { value, open: true, key: (previous?.key ?? 0) + 1 };
}

function close<T>(previous: Opened<T>): Opened<T> {
  return previous && { ...previous, open: false };
}
