// The newest modification time under a file or folder (0 when it does not exist): whether a
// build is older than its sources, for `npm start` and the benchmarks.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function newest(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newest(path.join(target, name))),
    stat.mtimeMs,
  );
}
