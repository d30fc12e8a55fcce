// The playback controller's vocabulary: what it shows, what it asks of the player, and what
// it saves for the next visit.
import type { PlayerReport } from './player-report';
import type { QueueTrack } from './queue';

export type PlayableTrack = QueueTrack & { uri: string };

export type PlaybackPort = {
  play(track: PlayableTrack, positionMs: number): Promise<void>;
  pause(): Promise<void>;
  seek(positionMs: number): Promise<void>;
  // Takes back the playback another Spotify app took; answers where the player is then.
  transfer(): Promise<PlayerReport | null>;
};

// Why the music stopped without a command of ours: another Spotify app took the playback
// (Spotify Connect), or the browser would not start audio without a click.
export type Interruption = 'elsewhere' | 'autoplay';

export type PlaybackFailure = 'play' | 'toggle' | 'seek';

export type SavedPosition = { index: number; positionMs: number; playing: boolean };

export type PlaybackSnapshot = {
  current: PlayableTrack | null;
  // Where `current` is in the list; -1 once it has been removed from it.
  index: number;
  status: 'playing' | 'paused';
  positionMs: number;
  durationMs: number | null;
  // A command is on its way to Spotify.
  pending: boolean;
  // Paused because the Spotify session ran out; a refresh picks up from here.
  suspended: boolean;
  interruption: Interruption | null;
};
