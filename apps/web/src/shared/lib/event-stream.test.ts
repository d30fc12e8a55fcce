import { describe, expect, it } from 'vitest';
import { type ServerSentEvent, createEventStreamParser } from './event-stream';

function parse(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const parser = createEventStreamParser((e) => events.push(e));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('event stream parser', () => {
  it('joins an event split across chunks, even inside a line', () => {
    expect(parse(['event: so', 'ng\ndata: {"a"', ':1}\n', '\n'])).toEqual([
      { event: 'song', data: '{"a":1}' },
    ]);
  });

  it('reads several events from one chunk, with CRLF line ends', () => {
    expect(parse(['data: 1\r\n\r\nevent: done\r\ndata: 2\r\n\r\n'])).toEqual([
      { event: 'message', data: '1' },
      { event: 'done', data: '2' },
    ]);
  });

  it('ignores comments and holds back an unfinished event', () => {
    expect(parse([': keep-alive\n\ndata: x\n'])).toEqual([]);
  });
});
