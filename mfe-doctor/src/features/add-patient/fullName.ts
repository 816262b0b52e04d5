/**
 * req A§5: a single full-name field is split on a space; the first word is the first name and the
 * last name takes the second word, or else the first. Words after the second stay in the last name
 * (two surnames are common in Spanish: 'Ana García López' keeps 'García López').
 */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  const firstName = words[0] ?? '';
  const rest = words.slice(1).join(' ');
  return { firstName, lastName: rest || firstName };
}
