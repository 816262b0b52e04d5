import { sql, type SQL } from 'drizzle-orm';

// Name search as people type (issue 28 point 5): case and accents do not matter ("lucia" finds Lucía,
// "oscar" finds ÓSCAR) and every typed word must begin a word of the name ("gar lo" finds García-López).
// The folding and the word prefixes are PostgreSQL functions (migration 0008), so the typed text and
// the stored name are treated by the same code, and `accounts.search_prefixes @> words` is answered
// from the GIN index accounts_search_prefixes_idx.

/** Where a table's name columns are: an alias of a query over accounts (`p`) or the table itself. */
type Owner = SQL;

/** Every word of `typed` begins a word of the first or last name. */
export function nameHasWords(owner: Owner, typed: string): SQL {
  return sql`${owner}.search_prefixes @> dcp_search_words(${typed})`;
}

/**
 * req A§7's nameStartsWith: the first or the last name starts with the text (folded alike). The
 * containment test first, so the index narrows the rows the exact test then reads.
 */
export function nameStartsWith(owner: Owner, typed: string): SQL {
  const escaped = typed.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`(${nameHasWords(owner, typed)} AND (dcp_fold(${owner}.first_name) LIKE dcp_fold(${escaped}) || '%'
    OR dcp_fold(${owner}.last_name) LIKE dcp_fold(${escaped}) || '%'))`;
}
