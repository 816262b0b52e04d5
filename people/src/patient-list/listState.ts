import {
  AGE_MAX,
  AGE_MIN,
  AssignedFilter,
  ChronicFilter,
  DiabetesFilter,
  PATIENT_LIST_FETCH_SIZE,
  PATIENT_LIST_PAGE_SIZE,
  PatientSort,
  SortDir,
  type PatientListQuery,
} from '@dcp/shared/contracts';

// The list's state lives in the URL (shared links and the back button work): filters, search, sort,
// page and page size. Parsing is forgiving: a bad value falls back to its default.

export interface ListState {
  search: string;
  diabetes: DiabetesFilter | null;
  ageLow: number | null;
  ageHigh: number | null;
  noAge: boolean;
  birthDate: string | null;
  assigned: AssignedFilter;
  chronic: ChronicFilter;
  /** Only patients with a questionnaire awaiting review (the review digest's link opens this). */
  awaiting: boolean;
  /** Only patients whose last 14 days of glucose miss a consensus target. */
  glucose: boolean;
  /** Only linked patients without recent glucose data or whose link needs reconnecting (issue 42 point 3). */
  noData: boolean;
  /** Only patients who left the clinic (issue 37 point 2); otherwise they are left out. */
  left: boolean;
  sort: PatientSort;
  dir: SortDir;
  page: number;
  size: number;
}
export type Filters = Omit<ListState, 'sort' | 'dir' | 'page' | 'size'>;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SORT: Pick<ListState, 'sort' | 'dir'> = { sort: 'urgency', dir: 'desc' };

const age = (v: string | null) => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= AGE_MIN && n <= AGE_MAX ? n : null;
};
const pick = <T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  v: string | null,
  d: T,
) => {
  const r = schema.safeParse(v);
  return r.success ? (r.data as T) : d;
};

export function parseState(p: URLSearchParams): ListState {
  const page = Number(p.get('page'));
  const size = Number(p.get('size'));
  const dob = p.get('dob');
  return {
    search: p.get('q') ?? '',
    diabetes: pick<DiabetesFilter | null>(DiabetesFilter, p.get('type'), null),
    ageLow: age(p.get('ageLow')),
    ageHigh: age(p.get('ageHigh')),
    noAge: p.get('noAge') === '1',
    birthDate: dob && /^\d{4}-\d{2}-\d{2}$/.test(dob) ? dob : null,
    assigned: pick(AssignedFilter, p.get('assigned'), 'any'),
    chronic: pick(ChronicFilter, p.get('chronic'), 'any'),
    awaiting: p.get('awaiting') === '1',
    glucose: p.get('glucose') === '1',
    noData: p.get('nodata') === '1',
    left: p.get('left') === '1',
    sort: pick(PatientSort, p.get('sort'), DEFAULT_SORT.sort),
    dir: pick(SortDir, p.get('dir'), DEFAULT_SORT.dir),
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PATIENT_LIST_PAGE_SIZE,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function toSearch(s: ListState): URLSearchParams {
  const p = new URLSearchParams();
  const set = (k: string, v: string | number | null, dflt: string | number | null = null) => {
    if (v !== null && v !== '' && v !== dflt) p.set(k, String(v));
  };
  set('q', s.search.trim());
  set('type', s.diabetes);
  set('ageLow', s.ageLow);
  set('ageHigh', s.ageHigh);
  set('noAge', s.noAge ? 1 : null);
  set('dob', s.birthDate);
  set('assigned', s.assigned, 'any');
  set('chronic', s.chronic, 'any');
  set('awaiting', s.awaiting ? 1 : null);
  set('glucose', s.glucose ? 1 : null);
  set('nodata', s.noData ? 1 : null);
  set('left', s.left ? 1 : null);
  set('sort', s.sort, DEFAULT_SORT.sort);
  set('dir', s.dir, DEFAULT_SORT.dir);
  set('page', s.page, 0);
  set('size', s.size, PATIENT_LIST_PAGE_SIZE);
  return p;
}

/** req A§4: changing a filter or the search goes back to page 0 with size 10. */
export const withFilters = (s: ListState, f: Partial<Filters>): ListState => ({
  ...s,
  ...f,
  page: 0,
  size: PATIENT_LIST_PAGE_SIZE,
});

/** Clicking the sorted column flips it; another column starts ascending for names, else descending. */
export function withSort(s: ListState, sort: PatientSort): ListState {
  if (s.sort === sort) return { ...s, dir: s.dir === 'asc' ? 'desc' : 'asc', page: 0 };
  return { ...s, sort, dir: sort === 'name' || sort === 'diabetes' ? 'asc' : 'desc', page: 0 };
}

/** The API query: 2,000 per request; the screen pages inside that chunk, asking for the next beyond. */
export const chunkOf = (s: ListState) => Math.floor((s.page * s.size) / PATIENT_LIST_FETCH_SIZE);
export function apiQuery(s: ListState): PatientListQuery {
  return {
    page: chunkOf(s),
    size: PATIENT_LIST_FETCH_SIZE,
    search: s.search.trim() || undefined,
    diabetes: s.diabetes ?? undefined,
    ageLow: s.noAge ? undefined : (s.ageLow ?? undefined),
    ageHigh: s.noAge ? undefined : (s.ageHigh ?? undefined),
    noAge: s.noAge,
    birthDate: s.birthDate ?? undefined,
    assigned: s.assigned,
    chronicConditions: s.chronic,
    awaitingReview: s.awaiting,
    glucoseAttention: s.glucose,
    glucoseNoData: s.noData,
    left: s.left,
    sort: s.sort,
    dir: s.dir,
  };
}

/** True when a search or filter narrows the list (sort, page and page size do not). */
export const isFiltered = (s: ListState): boolean =>
  toSearch({ ...s, ...DEFAULT_SORT, page: 0, size: PATIENT_LIST_PAGE_SIZE }).toString() !== '';
