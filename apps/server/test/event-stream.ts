// Reads a whole server-sent-event answer into the generation events it carried.
import { type GenerationEvent, GenerationEventSchema } from '@moodtape/core';

export function parseEventStream(payload: string): GenerationEvent[] {
  return payload
    .split('\n\n')
    .map((frame) => frame.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => GenerationEventSchema.parse(JSON.parse(line.slice('data: '.length))));
}

export function doneEvent(events: GenerationEvent[]) {
  const done = events.find((e) => e.type === 'done');
  if (done?.type !== 'done') throw new Error(`no done event in ${JSON.stringify(events)}`);
  return done;
}
