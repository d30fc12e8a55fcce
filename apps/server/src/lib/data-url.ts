// A base64 data URL ("data:image/png;base64,...") to its bytes; null when it is not one.
// The declared type is ignored: what the bytes are is decided by looking at them.
const DATA_URL = /^data:[\w/+.-]*(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

export function decodeDataUrl(text: string): Buffer | null {
  const base64 = DATA_URL.exec(text)?.[1];
  return base64 === undefined ? null : Buffer.from(base64, 'base64');
}
