// The token the browser tests' server mounts its emulators with (playwright.config.ts), and the
// header that carries it to /emulators/*/__control.
export const EMULATOR_CONTROL_TOKEN = 'moodtape-e2e-emulator-control-token';
export const CONTROL_HEADERS = { authorization: `Bearer ${EMULATOR_CONTROL_TOKEN}` };
