import { markWhenDrawn } from './drawn';

// Before anything else runs: the bench and the byte guard count a page's files until its "drawn" mark.
markWhenDrawn();
// Async boundary so Module Federation can negotiate shared singletons before any of them runs.
void import('./bootstrap');
