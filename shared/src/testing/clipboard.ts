/**
 * Replaces navigator.clipboard (jsdom has none) with one that records what was written; the array
 * returned fills as the code under test copies.
 */
export function fakeClipboard(): string[] {
  const written: string[] = [];
  Object.assign(navigator, { clipboard: { writeText: async (t: string) => void written.push(t) } });
  return written;
}
