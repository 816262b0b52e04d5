import { z } from 'zod';
import { Problem } from './problem';

/** Kept so route schemas need no edit: the error body is the RFC 9457 problem (./problem). */
export const ErrorBody = Problem;
export type ErrorBody = Problem;

/** The earliest year of the date-of-birth picker (req G§9). */
export const BIRTH_YEAR_MIN = 1900;

export const Email = z.string().trim().toLowerCase().email().max(254);

/**
 * The highest page number a list accepts: page × size (size ≤ 2,000) stays a safe integer and a valid
 * SQL offset, so a huge page answers 400 instead of failing in the database (issue 23 point 8).
 */
export const MAX_PAGE = 1_000_000;
/** A list's 0-based page number. */
export const PageNumber = z.coerce.number().int().min(0).max(MAX_PAGE).default(0);

export const PageQuery = z.object({
  page: PageNumber,
  size: z.coerce.number().int().min(1).max(2000).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The paged list envelope of req A§3. */
export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    content: z.array(item),
    empty: z.boolean(),
    first: z.boolean(),
    last: z.boolean(),
    number: z.number().int(),
    numberOfElements: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    pageable: z.object({
      pageNumber: z.number().int(),
      pageSize: z.number().int(),
      offset: z.number().int(),
    }),
    sort: z.object({ sorted: z.boolean(), unsorted: z.boolean(), empty: z.boolean() }),
  });
export type Paged<T> = {
  content: T[];
  empty: boolean;
  first: boolean;
  last: boolean;
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
  pageable: { pageNumber: number; pageSize: number; offset: number };
  sort: { sorted: boolean; unsorted: boolean; empty: boolean };
};

/** The envelope of one page of `totalElements` items, all but its content. */
export function pageMeta(count: number, page: number, size: number, totalElements: number, sorted = false) {
  const totalPages = Math.ceil(totalElements / size);
  return {
    empty: count === 0,
    first: page === 0,
    last: page >= totalPages - 1,
    number: page,
    numberOfElements: count,
    size,
    totalElements,
    totalPages,
    pageable: { pageNumber: page, pageSize: size, offset: page * size },
    sort: { sorted, unsorted: !sorted, empty: !sorted },
  };
}

/** Builds the envelope for one page of `totalElements` items. */
export function toPage<T>(
  content: T[],
  page: number,
  size: number,
  totalElements: number,
  sorted = false,
): Paged<T> {
  return { content, ...pageMeta(content.length, page, size, totalElements, sorted) };
}
