/** A ticked resource as the clipboard gets it (req A§2): name, an underline of its length, url. */
export function resourceBlock(name: string, url: string): string {
  return `${name}\n${'-'.repeat(Math.max(name.length, 3))}\n${url}`;
}

export function resourcesText(items: readonly { name: string; url: string }[]): string {
  return items.map((i) => resourceBlock(i.name, i.url)).join('\n\n');
}
