/// <reference types="spotify-web-playback-sdk" />
// Helpers for the tests of the emulated SDK script: the script run as a page runs it (with
// fetch, TextDecoder and performance, and a minimal window and document.currentScript)
// against an emulator on a real port, with a clock that runs and can be moved ahead.
import vm from 'node:vm';
import { afterEach } from 'vitest';
import { playerApi, playerToken } from '../player.test-support';
import { BASE, type TestEmulator, createTestEmulator } from '../spotify.test-support';
import { listen } from './sdk.test-support';

type Page = { Spotify?: typeof Spotify; onSpotifyWebPlaybackSDKReady?: () => void };
type Emitted = { event: string; payload: unknown };

const EVENTS = [
  'ready',
  'not_ready',
  'player_state_changed',
  'autoplay_failed',
  'initialization_error',
  'authentication_error',
  'account_error',
  'playback_error',
] as const;

const players: Spotify.Player[] = [];
afterEach(() => {
  for (const player of players.splice(0)) player.disconnect();
});

/** Loads the script from the emulator, as a page's <script src> does. */
export async function loadSdk(
  origin: string,
): Promise<{ Spotify: typeof Spotify; readyCalls: number }> {
  const src = `${origin}${BASE}/sdk/spotify-player.js`;
  const code = await (await fetch(src)).text();
  const page: Page = {};
  let readyCalls = 0;
  page.onSpotifyWebPlaybackSDKReady = () => {
    readyCalls += 1;
  };
  const run = vm.compileFunction(code, ['window', 'document'], { filename: src });
  run(page, { currentScript: { src } });
  if (!page.Spotify) throw new Error('the script defined no window.Spotify');
  return { Spotify: page.Spotify, readyCalls };
}

/** A player that records what it emits; `next` waits for an emission after the call. */
export function recordedPlayer(
  Sdk: typeof Spotify,
  getOAuthToken: Spotify.PlayerInit['getOAuthToken'],
) {
  const player = new Sdk.Player({ name: 'Moodtape', getOAuthToken, volume: 0.5 });
  players.push(player);
  const emitted: Emitted[] = [];
  const waiters: { event: string; test: (payload: unknown) => boolean; done: () => void }[] = [];
  for (const event of EVENTS) {
    // Every event through one listener type; the d.ts types each event's listener apart.
    player.addListener(event as 'ready', (payload: unknown) => {
      emitted.push({ event, payload });
      for (const waiter of [...waiters]) {
        if (waiter.event === event && waiter.test(payload)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done();
        }
      }
    });
  }
  const next = <T = unknown>(event: string, test: (payload: T) => boolean = () => true) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} came`)), 3000);
      const waiter = {
        event,
        test: (payload: unknown) => test(payload as T),
        done: () => {
          clearTimeout(timer);
          resolve(emitted.findLast((e) => e.event === event)?.payload as T);
        },
      };
      waiters.push(waiter);
    });
  return { player, emitted, next, names: () => emitted.map((e) => e.event) };
}

export async function setUp(account = 'ava.rivers', scope?: string) {
  const emulator: TestEmulator = createTestEmulator(undefined, { clock: 'running' });
  const origin = await listen(emulator);
  const token = await playerToken(emulator.app, account, scope);
  const sdk = await loadSdk(origin);
  const page = recordedPlayer(sdk.Spotify, (cb) => cb(token));
  const api = playerApi(emulator.app, await playerToken(emulator.app));
  return { ...emulator, ...sdk, ...page, origin, token, api };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const isState = (test: (state: Spotify.PlaybackState) => boolean) => test;
