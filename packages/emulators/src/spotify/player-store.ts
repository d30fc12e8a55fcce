// Playback devices (players made by the emulated Web Playback SDK) and what each plays, in
// memory, one store per plugin registration. Every change is pushed to the device's event
// stream. Only the user's active device has a playback: making another one active stops it.
import { createHash, randomBytes } from 'node:crypto';
import { type DueTimer, createDueTimer } from './due-timer';
import * as rules from './playback';
import type { Playback } from './playback';
import { TRACKS_BY_ID } from './track-catalog';

// Without a fresh token within this time after expiry, a device is dropped (the real SDK
// stops playing when it cannot renew its token).
export const TOKEN_GRACE_MS = 10_000;
// A registered device whose event stream is not opened in this (wall-clock) time was left
// behind by a page that went away.
const CONNECT_WINDOW_MS = 10_000;
// How often timers look at an injected clock, which may jump at any time (due-timer.ts).
const INJECTED_CLOCK_WAKE_MS = 100;

export type DeviceEvent = 'state' | 'token_expired';

/** The device's own connection, as the SDK routes hold it. */
export type DeviceStream = { send(event: DeviceEvent): void; end(): void };

export type Device = {
  /** 40 hex characters, like the real SDK's device ids. */
  id: string;
  /** The secret of the device's own connection (`Authorization: Device ...`). */
  token: string;
  userId: string;
  clientId: string;
  name: string;
  /** 0..1 */
  volume: number;
  /** When the access token the device last authenticated with expires. */
  tokenExpiresAt: number;
  playback: Playback | null;
};

type Entry = {
  device: Device;
  stream: DeviceStream | null;
  trackEnd: DueTimer;
  tokenWatch: DueTimer;
  connectWindow: NodeJS.Timeout | undefined;
};

export type PlayerStore = ReturnType<typeof createPlayerStore>;

export const durationOf = (trackId: string) => TRACKS_BY_ID.get(trackId)?.durationMs ?? 0;

export function createPlayerStore(options: { now: () => number; clockInjected: boolean }) {
  const { now } = options;
  const maxSleepMs = options.clockInjected ? INJECTED_CLOCK_WAKE_MS : undefined;
  const entries = new Map<string, Entry>();
  const activeByUser = new Map<string, string>();

  const entryOf = (device: Device): Entry => {
    const entry = entries.get(device.id);
    if (!entry) throw new Error(`Device ${device.id} is gone`);
    return entry;
  };

  /** After any change: the track-end timer follows the playback, and the device hears. */
  function changed(device: Device) {
    const entry = entryOf(device);
    const end = device.playback ? rules.endsAt(device.playback, durationOf) : null;
    if (end === null) entry.trackEnd.cancel();
    else entry.trackEnd.at(end, () => settle(device));
    entry.stream?.send('state');
  }

  /** Applies the track ends the clock has passed (a timer may not have fired yet). */
  function settle(device: Device): Device {
    if (device.playback && rules.settle(device.playback, durationOf, now())) changed(device);
    return device;
  }

  function watchToken(entry: Entry) {
    const { device } = entry;
    entry.tokenWatch.at(device.tokenExpiresAt, () => {
      entry.stream?.send('token_expired');
      entry.tokenWatch.at(device.tokenExpiresAt + TOKEN_GRACE_MS, () => expire(device));
    });
  }

  function remove(device: Device) {
    const entry = entries.get(device.id);
    if (!entry) return;
    entries.delete(device.id);
    entry.trackEnd.cancel();
    entry.tokenWatch.cancel();
    clearTimeout(entry.connectWindow);
    if (activeByUser.get(device.userId) === device.id) activeByUser.delete(device.userId);
    entry.stream?.end();
  }

  /** The token could not be renewed: playback pauses, the device hears it, and it goes. */
  function expire(device: Device) {
    if (!entries.has(device.id)) return;
    settle(device);
    if (device.playback && !device.playback.paused) {
      rules.pause(device.playback, durationOf, now());
      changed(device);
    }
    remove(device);
  }

  function activate(device: Device) {
    const activeId = activeByUser.get(device.userId);
    const active = activeId === undefined ? undefined : entries.get(activeId)?.device;
    if (active && active !== device) {
      active.playback = null;
      changed(active);
    }
    activeByUser.set(device.userId, device.id);
  }

  /** Runs a change on a device's loaded playback, settled to now, then tells everyone. */
  function update(device: Device, change: (playback: Playback, time: number) => void) {
    const { playback } = settle(device);
    if (!playback) throw new Error(`Device ${device.id} has nothing loaded`);
    change(playback, now());
    changed(device);
  }

  return {
    register(entry: Omit<Device, 'id' | 'token' | 'playback'>): Device {
      // The product spec: "the playback device id is made from a time stamp".
      const seed = `${now()}:${randomBytes(16).toString('hex')}`;
      const id = createHash('sha1').update(seed).digest('hex');
      const device: Device = {
        ...entry,
        id,
        token: randomBytes(32).toString('base64url'),
        playback: null,
      };
      const stored: Entry = {
        device,
        stream: null,
        trackEnd: createDueTimer(now, maxSleepMs),
        tokenWatch: createDueTimer(now, maxSleepMs),
        connectWindow: setTimeout(() => remove(device), CONNECT_WINDOW_MS).unref(),
      };
      entries.set(id, stored);
      watchToken(stored);
      return device;
    },
    find: (id: string): Device | undefined => {
      const device = entries.get(id)?.device;
      return device && settle(device);
    },
    devicesOf: (userId: string): Device[] =>
      [...entries.values()].map((e) => e.device).filter((d) => d.userId === userId),
    activeDevice(userId: string): Device | undefined {
      const id = activeByUser.get(userId);
      const device = id === undefined ? undefined : entries.get(id)?.device;
      return device && settle(device);
    },
    isActive: (device: Device) => activeByUser.get(device.userId) === device.id,

    /** Connects the device's stream; false when one is open already. */
    openStream(device: Device, stream: DeviceStream): boolean {
      const entry = entryOf(device);
      if (entry.stream) return false;
      clearTimeout(entry.connectWindow);
      entry.stream = stream;
      return true;
    },
    remove,
    renewToken(device: Device, expiresAt: number) {
      const entry = entryOf(device);
      device.tokenExpiresAt = expiresAt;
      watchToken(entry);
    },
    expire,

    load(device: Device, entry: { list: string[]; index: number; positionMs: number }) {
      activate(device);
      const listId = randomBytes(8).toString('hex');
      device.playback = rules.startPlayback({ ...entry, listId }, durationOf, now());
      changed(device);
    },
    pause: (device: Device) => update(device, (p, time) => rules.pause(p, durationOf, time)),
    resume(device: Device) {
      activate(device);
      update(device, (p, time) => rules.resume(p, durationOf, time));
    },
    seek: (device: Device, positionMs: number) =>
      update(device, (p, time) => rules.seekTo(p, positionMs, durationOf, time)),
    next: (device: Device) => update(device, (p, time) => rules.finishTrack(p, time)),
    previous: (device: Device) => update(device, (p, time) => rules.previousTrack(p, time)),
    setVolume(device: Device, volume: number) {
      device.volume = volume;
      changed(device);
    },

    /** Moves the active device's playback to `target`, which becomes the active device. */
    transfer(target: Device, play: boolean) {
      const activeId = activeByUser.get(target.userId);
      const from = activeId === undefined ? undefined : entries.get(activeId)?.device;
      const moving = from && from !== target ? settle(from).playback : null;
      if (moving) {
        const time = now();
        target.playback = {
          ...moving,
          previous: [...moving.previous],
          positionMs: rules.positionAt(moving, durationOf, time),
          anchoredAt: time,
          changedAt: time,
        };
      }
      activate(target);
      if (play && target.playback?.paused) rules.resume(target.playback, durationOf, now());
      changed(target);
    },

    /** Server close: no timer left behind, every stream ended. */
    close() {
      for (const { device } of [...entries.values()]) remove(device);
    },
  };
}
