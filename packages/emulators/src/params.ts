// Query strings and form bodies give an array when a name repeats. OAuth parameters must
// appear once (RFC 6749 3.1), so a repeated or non-text value counts as absent.
export function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function fieldsOf(source: unknown): (name: string) => string | undefined {
  const record = typeof source === 'object' && source !== null ? source : {};
  return (name) => single((record as Record<string, unknown>)[name]);
}
