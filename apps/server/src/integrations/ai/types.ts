// One interface for every AI call Moodtape makes (AMENDMENTS A6). A provider turns a task
// into the text of a JSON answer, streamed in pieces as the model writes it.
import type { SongRef } from '@moodtape/core';
import type { ImageMood } from '@moodtape/mood-engine';

// The photo of a generation, already checked to be a JPEG, PNG or WEBP of at most 4 MB.
export interface AiImage {
  dataUrl: string;
  // Colour statistics, for providers that cannot look at the photo itself.
  mood: ImageMood;
}

export type AiTask =
  | {
      kind: 'playlist';
      prompt: string;
      image: AiImage | null;
      count: number;
      // Songs already chosen when an earlier provider stopped part-way: `count` more are
      // asked for, none of these.
      currentSongs?: SongRef[];
    }
  | { kind: 'extend'; currentSongs: SongRef[]; count: number }
  | { kind: 'specific-song'; currentSongs: SongRef[]; request: string }
  // The calls around the music (spec 4 Generation; AMENDMENTS A6): video search queries with
  // a theme gradient, a theme alone, and movie/TV/activity/creator suggestions.
  | ({ kind: 'video-queries' } & AroundTheMusic)
  | { kind: 'theme'; prompt: string }
  | ({ kind: 'suggestions' } & AroundTheMusic);

// What the calls around the music are told: the mood, the playlist and its photo.
export interface AroundTheMusic {
  prompt: string;
  playlistName: string;
  songs: SongRef[];
  image: AiImage | null;
}

export interface AiProvider {
  // Shown in logs, e.g. "primary (gpt-4o-mini)".
  readonly name: string;
  stream(task: AiTask, signal: AbortSignal): AsyncIterable<string>;
}
