// Spotify's Web API learns of a new Web Playback SDK device a moment after the SDK says
// `ready`: a play sent at once may hear 404 "Device not found" (our server's
// player_not_ready). Right after ready that is worth one more try after a short wait, before
// concluding that the device is gone and connecting again.
import { ApiError } from '../../../shared/lib/api-client';
import type { Clock } from './clock';

// "Right after ready": Spotify has been seen to take a few seconds.
export const NEW_DEVICE_WINDOW_MS = 10_000;
export const NEW_DEVICE_RETRY_MS = 1000;

export const isUnknownDevice = (error: unknown) =>
  error instanceof ApiError && error.code === 'player_not_ready';

export async function sendToNewDevice<T>(
  send: () => Promise<T>,
  options: { readyForMs: () => number; clock: Pick<Clock, 'setTimeout'> },
): Promise<T> {
  const startedReadyFor = options.readyForMs();
  try {
    return await send();
  } catch (error) {
    if (!isUnknownDevice(error) || startedReadyFor >= NEW_DEVICE_WINDOW_MS) throw error;
    await new Promise<void>((resolve) => options.clock.setTimeout(resolve, NEW_DEVICE_RETRY_MS));
    return send();
  }
}
