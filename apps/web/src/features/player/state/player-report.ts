// What a report from the Web Playback SDK means for our playback state (spec 4 Playback).
// The SDK's events can lag behind our commands, and Spotify may carry on by itself after a
// single-track play (its autoplay), so a report is read against what we expect. Spotify may
// also play another copy of the track we asked for (track relinking): the report then names
// the copy, and the track we asked for in `linkedFromUri`; both are the same track to us.

// The player's events about the time before a command may still arrive just after it.
export const COMMAND_GRACE_MS = 2000;
// The player stopping at 0 means "ended" only this close to the track's end.
export const END_WINDOW_MS = 3000;
// How far the player may have run on between our pause click and its pause; a paused report
// further off is an older one (e.g. from before a seek) and is not followed.
const PAUSE_DRIFT_MS = 1000;

export type PlayerReport = {
  uri: string;
  // The track we asked for, when Spotify plays a relinked copy of it (`linked_from.uri`).
  linkedFromUri?: string | null;
  positionMs: number;
  durationMs: number;
  paused: boolean;
  // Tracks the player lists as already played (as asked for, relinked or not): a single-track
  // play that ended shows up there.
  previousUris: string[];
};

export type ReportContext = {
  currentUri: string;
  playing: boolean;
  positionMs: number;
  durationMs: number | null;
  sinceCommandMs: number;
};

export type ReportMeaning =
  | { kind: 'ignore' }
  | { kind: 'ended' }
  | { kind: 'stopped-elsewhere' }
  | { kind: 'follow'; paused: boolean; positionMs: number; durationMs: number | null };

export function readPlayerReport(report: PlayerReport, context: ReportContext): ReportMeaning {
  const inGrace = context.sinceCommandMs < COMMAND_GRACE_MS;
  const nearEnd =
    context.durationMs !== null && context.positionMs >= context.durationMs - END_WINDOW_MS;
  if (!isSameTrack(report, context.currentUri)) {
    if (!context.playing || inGrace || report.paused) return { kind: 'ignore' };
    return nearEnd ? { kind: 'ended' } : { kind: 'stopped-elsewhere' };
  }
  const stoppedAtEnd =
    report.paused && report.positionMs === 0 && report.previousUris.includes(context.currentUri);
  if (context.playing && stoppedAtEnd && nearEnd) return { kind: 'ended' };
  // Right after our pause, the player's paused report says where the music really stopped
  // (our command reached it a moment after the click): resuming from there repeats nothing
  // and skips nothing.
  const confirmsPause =
    report.paused &&
    !context.playing &&
    Math.abs(report.positionMs - context.positionMs) < PAUSE_DRIFT_MS;
  if (inGrace && !confirmsPause) return { kind: 'ignore' };
  return {
    kind: 'follow',
    paused: report.paused,
    positionMs: report.positionMs,
    durationMs: report.durationMs > 0 ? report.durationMs : context.durationMs,
  };
}

/** Whether the player reports the track we asked for, as itself or as a relinked copy. */
export function isSameTrack(report: Pick<PlayerReport, 'uri' | 'linkedFromUri'>, uri: string) {
  return report.uri === uri || report.linkedFromUri === uri;
}

/** The uri we asked for, of a track in the SDK's state. */
export function requestedUri(track: { uri: string; linked_from?: { uri: string | null } }) {
  return track.linked_from?.uri ?? track.uri;
}
