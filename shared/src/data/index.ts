// Generic data hooks every feature's api/ folder builds on: a fetcher parses, a hook holds the answer.
export { useLoad } from './useLoad';
export type { Loaded } from './useLoad';
export { usePaged, useRecord } from './records';
export { useSave, useSavedToggle } from './useSave';
export { listOf } from './lists';
