// How the browser tests and the screenshots start Moodtape: demo mode, every outside service
// emulated, the emulators' switches behind a known token, and limits a fast robot never meets.
import { EMULATOR_CONTROL_TOKEN } from './emulator-control';

export function demoServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The product's Spotify, AI, video and movie services are all emulated here.
    SPOTIFY_CLIENT_ID: '',
    DATABASE_URL: '',
    // The helpers drive the emulators' switches with it (emulator-control.ts).
    EMULATOR_CONTROL_TOKEN,
    // One person generates far faster here than anyone would; the limits have their own tests.
    AI_CALLS_PER_MINUTE: '400',
    RATE_LIMIT_FACTOR: '20',
    VIDEO_SEARCHES_PER_DAY: '100000',
    AI_CALLS_PER_DAY: '100000',
  };
}
