import { describe, expect, it } from 'vitest';
import { startupPhases } from './startup-phases';

describe('start-up phases', () => {
  it('gives each phase the time since the one before, and the total since the start', () => {
    const times = [120.4, 130, 1130.6, 1200];
    const phases = startupPhases(() => times.shift() ?? Number.NaN);
    phases.mark('modules');
    phases.mark('config');
    phases.mark('database');
    phases.mark('config');
    expect(phases.summary()).toEqual({ modules: 120, config: 79, database: 1001, total: 1200 });
  });
});
