// Playback devices (players made by the emulated Web Playback SDK) and what each plays, in
// memory, one store per plugin registration. Every change is pushed to the device's event
// stream. Only the user's active device has a playback: making another one active stops it.
import { createHash, randomBytes } from 'node:crypto';
import { type DueTimer, createDueTimer } from './due-timer';
import * as rules from './playback';
import type { Playback } from './playback';
import { createRelinking } from './relinking';
import { TRACKS_BY_ID } from './track-catalog';

// Without a fresh token within this time after expiry, a device is dropped (the real SDK
// stops playing when it cannot renew its token).
export const TOKEN_GRACE_MS = 10_000;
// A registered device whose event stream is not opened in this (wall-clock) time was left
// behind by a page that went away.
const CONNECT_WINDOW_MS = 10_000;
// How often timers look at an injected clock, which may jump at any time (due-timer.ts).
const INJECTED_CLOCK_WAKE_MS = 100;

export type DeviceEvent = 'state' | 'token_expired' | 'autoplay_failed';

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
  /** The Web API's device type: 'Computer' for SDK players. */
  type: string;
  /** Before this time the Web API does not know the device yet (a switch; real Spotify lags). */
  visibleAt: number;
  /** The browser refuses to start audio until the page calls activateElement() (a switch). */
  autoplayBlocked: boolean;
  /** Another Spotify app of the account (a switch): no stream, no token of ours to watch. */
  remote: boolean;
};

/** Switches for tests (control.ts): what the real services do now and then. */
export type PlayerSwitches = {
  /** New SDK devices become known to the Web API this long after they connect. */
  deviceVisibilityDelayMs: number;
  /** New SDK devices start with audio blocked by the browser's autoplay rules. */
  autoplayBlocked: boolean;
};

const DEFAULT_SWITCHES: PlayerSwitches = { deviceVisibilityDelayMs: 0, autoplayBlocked: false };

type Entry = {
  device: Device;
  stream: DeviceStream | null;
  trackEnd: DueTimer;
  tokenWatch: DueTimer;
  connectWindow: NodeJS.Timeout | undefined;
};

export type PlayerStore = ReturnType<typeof createPlayerStore>;

type DeviceEntry = Pick<Device, 'userId' | 'clientId' | 'name' | 'volume' | 'tokenExpiresAt'>;

function newDevice(
  entry: DeviceEntry,
  more: Pick<Device, 'visibleAt' | 'autoplayBlocked'> & Partial<Pick<Device, 'remote' | 'type'>>,
  time: number,
): Device {
  // The product spec: "the playback device id is made from a time stamp".
  const seed = `${time}:${randomBytes(16).toString('hex')}`;
  return {
    ...entry,
    id: createHash('sha1').update(seed).digest('hex'),
    token: randomBytes(32).toString('base64url'),
    playback: null,
    type: 'Computer',
    remote: false,
    ...more,
  };
}

export const durationOf = (trackId: string) => TRACKS_BY_ID.get(trackId)?.durationMs ?? 0;

export function createPlayerStore(options: { now: () => number; clockInjected: boolean }) {
  const { now } = options;
  const maxSleepMs = options.clockInjected ? INJECTED_CLOCK_WAKE_MS : undefined;
  const entries = new Map<string, Entry>();
  const activeByUser = new Map<string, string>();
  const relinking = createRelinking();
  let switches: PlayerSwitches = { ...DEFAULT_SWITCHES };

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

  /** Moves the active device's playback to `target`, which becomes the active device. */
  function transfer(target: Device, play: boolean) {
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
  }

  return {
    register(entry: DeviceEntry): Device {
      const device = newDevice(
        entry,
        {
          visibleAt: now() + switches.deviceVisibilityDelayMs,
          autoplayBlocked: switches.autoplayBlocked,
        },
        now(),
      );
      const id = device.id;
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
    /** Whether the Web API knows the device yet. */
    visible: (device: Device) => now() >= device.visibleAt,
    devicesOf: (userId: string): Device[] =>
      [...entries.values()]
        .map((e) => e.device)
        .filter((d) => d.userId === userId && now() >= d.visibleAt),
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
      // The track is loaded, but the browser will not let it sound: it stays paused.
      if (device.autoplayBlocked) rules.pause(device.playback, durationOf, now());
      changed(device);
      if (device.autoplayBlocked) entryOf(device).stream?.send('autoplay_failed');
    },
    pause: (device: Device) => update(device, (p, time) => rules.pause(p, durationOf, time)),
    resume(device: Device) {
      activate(device);
      if (device.autoplayBlocked) {
        entryOf(device).stream?.send('autoplay_failed');
        return;
      }
      update(device, (p, time) => rules.resume(p, durationOf, time));
    },
    /** The page called activateElement() from a click: audio may start from now on. */
    activateElement(device: Device) {
      device.autoplayBlocked = false;
    },
    seek: (device: Device, positionMs: number) =>
      update(device, (p, time) => rules.seekTo(p, positionMs, durationOf, time)),
    next: (device: Device) => update(device, (p, time) => rules.finishTrack(p, time)),
    previous: (device: Device) => update(device, (p, time) => rules.previousTrack(p, time)),
    setVolume(device: Device, volume: number) {
      device.volume = volume;
      changed(device);
    },

    transfer,

    /**
     * Another Spotify app of the user (a phone, say) takes the playback, as when the person
     * picks it in Spotify Connect: our device hears that it has nothing any more.
     */
    transferToOtherApp(userId: string, name: string): Device {
      let other = [...entries.values()].find(
        (e) => e.device.remote && e.device.userId === userId && e.device.name === name,
      )?.device;
      if (!other) {
        other = newDevice(
          { userId, clientId: 'spotify', name, volume: 1, tokenExpiresAt: Infinity },
          { visibleAt: now(), autoplayBlocked: false, remote: true, type: 'Smartphone' },
          now(),
        );
        entries.set(other.id, {
          device: other,
          stream: null,
          trackEnd: createDueTimer(now, maxSleepMs),
          tokenWatch: createDueTimer(now, maxSleepMs),
          connectWindow: undefined,
        });
      }
      transfer(other, false);
      return other;
    },

    relinking,
    switches: () => ({ ...switches }),
    setSwitches(change: Partial<PlayerSwitches>) {
      switches = { ...switches, ...change };
    },
    /** Back to how a fresh emulator starts: no switches, no other apps. */
    resetSwitches() {
      switches = { ...DEFAULT_SWITCHES };
      relinking.reset();
      for (const { device } of [...entries.values()]) if (device.remote) remove(device);
    },

    /** Server close: no timer left behind, every stream ended. */
    close() {
      for (const { device } of [...entries.values()]) remove(device);
    },
  };
}
