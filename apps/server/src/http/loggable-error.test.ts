// What reaches the error log from a failed query or one of our own errors: the kind of
// failure and where, never the text a person sent.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { IntegrationError } from '../errors';
import { loggableError } from './loggable-error';

const SECRET = 'my very private playlist name';

describe('loggable errors', () => {
  it('keeps a failed query’s parameters and the database’s detail out of the log', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-log-'));
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const failure = await database.db.execute(sql`select ${SECRET}::int`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(String((failure as Error).message)).toContain(SECRET);
      const logged = JSON.stringify(loggableError(failure));
      expect(logged).not.toContain(SECRET);
      expect(logged).toContain('select $1::int');
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('logs our own errors by kind, not by the sentence meant for the person', () => {
    const error = new IntegrationError(
      'spotify',
      500,
      `A playlist named "${SECRET}" was created in your Spotify account.`,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('IntegrationError');
  });
});
