import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const pathname = () => window.location.pathname;

/** The current path, following every single-spa navigation (also in the build's pre-render). */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}
