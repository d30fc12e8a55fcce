// DATA_DIR holds the embedded database, the session secret, the emulator control token and
// people's photos: only its owner may enter it (0700). Made so when missing; tightened at
// start when it is ours and open to others (as `mkdir` with the usual umask, 0755, leaves it).
import { chmod, mkdir, stat } from 'node:fs/promises';

export type DataDirState = 'private' | 'tightened' | 'open-not-ours' | 'unchecked';

export async function prepareDataDir(
  dir: string,
  warn: (message: string) => void = () => {},
): Promise<DataDirState> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Windows keeps access in ACLs, not in mode bits.
  if (process.getuid === undefined) return 'unchecked';
  const { mode, uid } = await stat(dir);
  if ((mode & 0o077) === 0) return 'private';
  // Another user's folder (a mounted volume, say) is not ours to change.
  if (process.getuid() !== uid) {
    warn('DATA_DIR is open to other users and belongs to another; make it 0700 (chmod 700).');
    return 'open-not-ours';
  }
  await chmod(dir, 0o700);
  warn('DATA_DIR was open to other users; it is now for its owner only (0700).');
  return 'tightened';
}
