// @ts-check
/* global window, document */
// The emulated Web Playback SDK: what https://sdk.scdn.co/spotify-player.js is to a page, but
// talking to the Spotify emulator it was loaded from. It implements the published types
// (@types/spotify-web-playback-sdk) and the real SDK's events, messages and promises; sound
// is the one thing it leaves out. Plain browser JavaScript (ES2020, no imports), fit for a
// page whose CSP allows only 'self': no eval, no inline styles, fetch to its own origin.
// One file, longer than most here, because a page loads it with one script tag, unbuilt.
(() => {
  'use strict';

  // The real SDK's texts, so a page handles both alike.
  const MESSAGES = {
    authentication: 'Authentication failed',
    scopes: 'Invalid token scopes.',
    account: 'This functionality is restricted to premium users only',
    initialization: 'Failed to initialize player',
    noList: 'Cannot perform operation; no list was loaded.',
  };

  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  const base = (script ? script.src : '').replace(/\/sdk\/spotify-player\.js(?:[?#].*)?$/, '');
  const api = `${base}/sdk/v1/devices`;

  /**
   * What the emulator's device stream says (its `state` event).
   * @typedef {{
   *   paused: boolean, position_ms: number, duration_ms: number, volume: number,
   *   track: Spotify.Track | null, previous_tracks: Spotify.Track[], next_tracks: Spotify.Track[]
   * }} DeviceState
   * One connection: a registered device and its event stream.
   * @typedef {{
   *   deviceId: string, deviceToken: string, abort: AbortController, ready: boolean,
   *   renewal: Promise<void> | null
   * }} Session
   * @typedef {Spotify.ErrorListener | Spotify.PlaybackInstanceListener
   *   | Spotify.PlaybackStateListener | Spotify.EmptyListener} Listener
   * @typedef {'ready' | 'not_ready' | 'player_state_changed' | 'autoplay_failed'
   *   | Spotify.ErrorTypes} PlayerEvent
   */

  /** @param {number} bytes */
  function randomHex(bytes) {
    const values = crypto.getRandomValues(new Uint8Array(bytes));
    return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
  }

  /** @param {string} block one server-sent event */
  function parseEvent(block) {
    let event = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return data.length > 0 ? { event, data: data.join('\n') } : null;
  }

  /** @param {Response} answer */
  async function errorMessage(answer) {
    try {
      const body = await answer.json();
      return typeof body?.error?.message === 'string' ? body.error.message : '';
    } catch {
      return '';
    }
  }

  /** @implements {Spotify.Player} */
  class Player {
    /** @param {Spotify.PlayerInit} init */
    constructor(init) {
      /** @type {Spotify.PlayerInit & { id: string }} */
      this._options = { ...init, id: randomHex(20) };
      /** @private @type {Map<string, Set<Listener>>} */
      this._listeners = new Map();
      /** @private @type {number} */
      this._volume = typeof init.volume === 'number' ? init.volume : 1;
      /** @private @type {Session | null} */
      this._session = null;
      /** @private @type {Promise<boolean> | null} */
      this._connecting = null;
      /** @private Counts disconnect() calls, so a connect() they overtake gives up. */
      this._generation = 0;
      /** @private @type {DeviceState | null} */
      this._state = null;
      /** @private performance.now() when `_state` arrived. */
      this._stateAt = 0;
      /** @private Whether the last player_state_changed carried a state (not null). */
      this._reported = false;
      /** @private Whether activateElement() was called: audio is unlocked. */
      this._activated = false;
    }

    connect() {
      if (this._session?.ready) return Promise.resolve(true);
      if (!this._connecting) {
        const connecting = this._connect().finally(() => {
          if (this._connecting === connecting) this._connecting = null;
        });
        this._connecting = connecting;
      }
      return this._connecting;
    }

    disconnect() {
      this._generation += 1;
      this._connecting = null;
      const session = this._session;
      this._session = null;
      this._state = null;
      this._reported = false;
      if (!session) return;
      // Removed before its stream is cut, so that the removal still finds the device.
      this._send(session, 'DELETE', '')
        .catch(() => {})
        .finally(() => session.abort.abort());
    }

    /**
     * @param {PlayerEvent} event
     * @param {Listener} listener
     */
    addListener(event, listener) {
      const listeners = this._listeners.get(event) ?? new Set();
      listeners.add(listener);
      this._listeners.set(event, listeners);
      return true;
    }

    /**
     * @param {PlayerEvent} event
     * @param {Listener} listener
     */
    on(event, listener) {
      return this.addListener(event, listener);
    }

    /**
     * @param {PlayerEvent} event
     * @param {Listener} [listener] without one, every listener of the event goes
     */
    removeListener(event, listener) {
      if (listener) this._listeners.get(event)?.delete(listener);
      else this._listeners.delete(event);
      return true;
    }

    getCurrentState() {
      return Promise.resolve(this._playbackState());
    }

    getVolume() {
      return Promise.resolve(this._volume);
    }

    /** @param {number} volume 0..1 */
    setVolume(volume) {
      this._volume = volume;
      return this._command('volume', { volume });
    }

    /** @param {string} name */
    setName(name) {
      this._options.name = name;
      return this._command('name', { name });
    }

    pause() {
      return this._command('pause');
    }

    resume() {
      return this._command('resume');
    }

    togglePlay() {
      return this._command('toggle');
    }

    /** @param {number} positionMs */
    seek(positionMs) {
      return this._command('seek', { position_ms: positionMs });
    }

    previousTrack() {
      return this._command('previous');
    }

    nextTrack() {
      return this._command('next');
    }

    // The real SDK unlocks its audio element here, from a click, for the page's lifetime; the
    // emulator hears of it (now, or once connected) so that its autoplay switch lets the
    // device sound.
    activateElement() {
      this._activated = true;
      return this._command('activate');
    }

    /** @private @returns {Promise<boolean>} */
    async _connect() {
      const generation = this._generation;
      const token = await this._token();
      /** @type {Response} */
      let answer;
      try {
        answer = await fetch(api, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: this._options.name, volume: this._volume }),
        });
      } catch {
        this._emit('initialization_error', { message: MESSAGES.initialization });
        return false;
      }
      if (answer.status === 401) {
        const scopes = (await errorMessage(answer)) === MESSAGES.scopes;
        this._emit('authentication_error', {
          message: scopes ? MESSAGES.scopes : MESSAGES.authentication,
        });
        return false;
      }
      if (answer.status === 403) {
        this._emit('account_error', { message: MESSAGES.account });
        return false;
      }
      const body = answer.ok ? await answer.json().catch(() => null) : null;
      if (!body || typeof body.device_id !== 'string') {
        this._emit('initialization_error', { message: MESSAGES.initialization });
        return false;
      }
      /** @type {Session} */
      const session = {
        deviceId: body.device_id,
        deviceToken: body.device_token,
        abort: new AbortController(),
        ready: false,
        renewal: null,
      };
      if (generation !== this._generation) {
        // disconnect() came while registering: the device is not wanted any more.
        this._send(session, 'DELETE', '').catch(() => {});
        return false;
      }
      this._session = session;
      return this._listen(session);
    }

    /**
     * Reads the device's event stream; resolves true on its first state, false if it ends
     * before.
     * @private @param {Session} session
     * @returns {Promise<boolean>}
     */
    _listen(session) {
      return new Promise((resolve) => {
        /** @param {string} event @param {string} data */
        const onEvent = (event, data) => {
          if (this._session !== session) return;
          if (event === 'token_expired') {
            void this._renewToken(session);
            return;
          }
          if (event === 'autoplay_failed') {
            this._emit('autoplay_failed', undefined);
            return;
          }
          if (event !== 'state') return;
          try {
            this._state = JSON.parse(data);
          } catch (error) {
            console.warn('Spotify.Player: unreadable state', error);
            return;
          }
          this._stateAt = performance.now();
          if (this._state) this._volume = this._state.volume;
          if (!session.ready) {
            session.ready = true;
            const announce = () => {
              this._emit('ready', { device_id: session.deviceId });
              resolve(true);
            };
            // Unlocked before this connection: the new device hears it before anyone plays.
            if (this._activated) void this._command('activate').finally(announce);
            else announce();
          }
          const state = this._playbackState();
          // Like the real SDK, a device whose playback went elsewhere (Spotify Connect)
          // reports null, once.
          if (state || this._reported) this._emit('player_state_changed', state);
          this._reported = state !== null;
        };
        const ended = async () => {
          await session.renewal;
          resolve(false);
          if (this._session !== session) return;
          this._session = null;
          this._state = null;
          this._reported = false;
          if (session.ready) this._emit('not_ready', { device_id: session.deviceId });
          else this._emit('initialization_error', { message: MESSAGES.initialization });
        };
        this._read(session, onEvent).then(ended, ended);
      });
    }

    /**
     * EventSource cannot send an Authorization header, so the stream is read by hand.
     * @private @param {Session} session
     * @param {(event: string, data: string) => void} onEvent
     */
    async _read(session, onEvent) {
      const answer = await fetch(`${api}/${session.deviceId}/events`, {
        headers: { authorization: `Device ${session.deviceToken}`, accept: 'text/event-stream' },
        signal: session.abort.signal,
      });
      if (!answer.ok || !answer.body) throw new Error(`Event stream answered ${answer.status}`);
      const reader = answer.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const parsed = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) onEvent(parsed.event, parsed.data);
        }
      }
    }

    /**
     * The token the device registered with expired: ask the page for a fresh one. While the
     * emulator is answering, the end of the stream waits, so that a refused token is
     * reported before the device is said to be gone.
     * @private @param {Session} session
     */
    async _renewToken(session) {
      const token = await this._token();
      if (this._session !== session) return;
      session.renewal = this._send(session, 'PUT', '/token', { access_token: token }).then(
        (answer) => {
          if (answer.status === 401) {
            this._emit('authentication_error', { message: MESSAGES.authentication });
          }
        },
        // Unreachable: without a fresh token the emulator drops the device, and the end of
        // the stream says so.
        () => {},
      );
      await session.renewal;
    }

    /**
     * A command to this device; before connect() it does nothing, as with the real SDK.
     * @private @param {string} name
     * @param {unknown} [body]
     * @returns {Promise<void>}
     */
    async _command(name, body) {
      const session = this._session;
      if (!session?.ready) return;
      try {
        const answer = await this._send(session, 'PUT', `/${name}`, body);
        if (answer.status === 403) this._emit('playback_error', { message: MESSAGES.noList });
      } catch (error) {
        console.warn(`Spotify.Player: ${name} did not reach the player`, error);
      }
    }

    /**
     * @private @param {Session} session
     * @param {string} method
     * @param {string} path after the device's own path
     * @param {unknown} [body]
     */
    _send(session, method, path, body) {
      /** @type {Record<string, string>} */
      const headers = { authorization: `Device ${session.deviceToken}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${api}/${session.deviceId}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    }

    /** @private @returns {Promise<string>} */
    _token() {
      return new Promise((resolve) => {
        try {
          this._options.getOAuthToken(resolve);
        } catch (error) {
          console.warn('Spotify.Player: getOAuthToken threw', error);
          resolve('');
        }
      });
    }

    /**
     * The last state, its position moved on by the time since it came.
     * @private @returns {Spotify.PlaybackState | null}
     */
    _playbackState() {
      const state = this._state;
      if (!state || !state.track) return null;
      const { paused } = state;
      const elapsed = paused ? 0 : performance.now() - this._stateAt;
      return {
        context: { uri: null, metadata: null },
        disallows: {
          pausing: paused,
          peeking_next: false,
          peeking_prev: false,
          resuming: !paused,
          seeking: false,
          skipping_next: false,
          skipping_prev: false,
          toggling_repeat_context: false,
          toggling_repeat_track: false,
          toggling_shuffle: false,
        },
        duration: state.duration_ms,
        paused,
        position: Math.min(state.duration_ms, Math.round(state.position_ms + elapsed)),
        loading: false,
        timestamp: Date.now(),
        repeat_mode: 0,
        shuffle: false,
        restrictions: {
          disallow_pausing_reasons: paused ? ['already_paused'] : [],
          disallow_peeking_next_reasons: [],
          disallow_peeking_prev_reasons: [],
          disallow_resuming_reasons: paused ? [] : ['not_paused'],
          disallow_seeking_reasons: [],
          disallow_skipping_next_reasons: [],
          disallow_skipping_prev_reasons: [],
          disallow_toggling_repeat_context_reasons: [],
          disallow_toggling_repeat_track_reasons: [],
          disallow_toggling_shuffle_reasons: [],
        },
        track_window: {
          current_track: state.track,
          previous_tracks: state.previous_tracks,
          next_tracks: state.next_tracks,
        },
        playback_id: state.track.uid,
        playback_quality: 'NORMAL',
        playback_features: { hifi_status: 'NONE' },
      };
    }

    /**
     * A listener that throws must not stop the player, nor the other listeners.
     * @private @param {PlayerEvent} event
     * @param {unknown} payload
     */
    _emit(event, payload) {
      for (const listener of [...(this._listeners.get(event) ?? [])]) {
        try {
          /** @type {(payload: unknown) => void} */ (listener)(payload);
        } catch (error) {
          console.warn(`Spotify.Player: a "${event}" listener threw`, error);
        }
      }
    }
  }

  window.Spotify = { Player };
  if (typeof window.onSpotifyWebPlaybackSDKReady === 'function') {
    try {
      window.onSpotifyWebPlaybackSDKReady();
    } catch (error) {
      console.warn('Spotify: onSpotifyWebPlaybackSDKReady threw', error);
    }
  }
})();
