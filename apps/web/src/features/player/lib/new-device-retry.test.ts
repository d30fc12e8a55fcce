// A play Spotify refuses with "Device not found" right after the player said ready is tried
// once more a second later; later, or for other errors, the refusal stands.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api-client';
import { createManualClock } from '../../../test/manual-clock';
import { NEW_DEVICE_RETRY_MS, NEW_DEVICE_WINDOW_MS, sendToNewDevice } from './new-device-retry';

const notFound = () => new ApiError(409, 'player_not_ready', 'Spotify player not ready.');
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function spotify(answers: Array<Error | 'ok'>) {
  const sent: number[] = [];
  const clock = createManualClock();
  const send = () => {
    sent.push(clock.now());
    const answer = answers.shift() ?? 'ok';
    return answer === 'ok' ? Promise.resolve('played') : Promise.reject(answer);
  };
  return { sent, clock, send };
}

describe('a play right after the player is ready', () => {
  it('is sent again once, 1 s after "Device not found", and succeeds', async () => {
    const { sent, clock, send } = spotify([notFound(), 'ok']);
    const result = sendToNewDevice(send, { readyForMs: () => 50, clock });
    await flush();
    expect(sent).toHaveLength(1);
    clock.advance(NEW_DEVICE_RETRY_MS - 1);
    await flush();
    expect(sent).toHaveLength(1);
    clock.advance(1);
    await expect(result).resolves.toBe('played');
    expect(sent[1]! - sent[0]!).toBe(NEW_DEVICE_RETRY_MS);
  });

  it('gives up after the one retry', async () => {
    const { sent, clock, send } = spotify([notFound(), notFound(), 'ok']);
    const result = sendToNewDevice(send, { readyForMs: () => 50, clock });
    const outcome = result.catch((error: unknown) => error);
    await flush();
    clock.advance(NEW_DEVICE_RETRY_MS);
    expect(await outcome).toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(2);
  });

  it('does not retry long after ready, nor other errors', async () => {
    const late = spotify([notFound()]);
    const readyLongAgo = { readyForMs: () => NEW_DEVICE_WINDOW_MS, clock: late.clock };
    await expect(sendToNewDevice(late.send, readyLongAgo)).rejects.toBeInstanceOf(ApiError);
    expect(late.sent).toHaveLength(1);

    const other = spotify([new ApiError(403, 'premium_required', 'Premium')]);
    const fresh = { readyForMs: () => 50, clock: other.clock };
    await expect(sendToNewDevice(other.send, fresh)).rejects.toThrow('Premium');
    expect(other.sent).toHaveLength(1);
  });
});
