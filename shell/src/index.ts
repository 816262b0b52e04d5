// Async boundary so Module Federation can negotiate shared singletons before any of them runs.
void import('./bootstrap');
