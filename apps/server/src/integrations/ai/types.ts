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
  | { kind: 'playlist'; prompt: string; image: AiImage | null; count: number }
  | { kind: 'extend'; currentSongs: SongRef[]; count: number }
  | { kind: 'specific-song'; currentSongs: SongRef[]; request: string };

export interface AiProvider {
  // Shown in logs, e.g. "primary (gpt-4o-mini)".
  readonly name: string;
  stream(task: AiTask, signal: AbortSignal): AsyncIterable<string>;
}
