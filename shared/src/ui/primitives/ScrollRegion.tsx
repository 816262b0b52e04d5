import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  overflow-x: auto;
  /* As wide as its container, yet adding nothing to the container's own minimum width: otherwise a
     grid column around it (Stack, a card) widens to the content and the page scrolls instead. */
  width: 0;
  min-width: 100%;
`;

/**
 * A box for content that may be wider than the screen (a table of words in large text): the box
 * scrolls sideways, never the page. While it does, it is a named region that takes the keyboard's
 * focus, so it can be scrolled without a mouse (WCAG 2.1.1); otherwise it is a plain box, no stop.
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const region = scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : {};
  return (
    <Box ref={ref} {...region}>
      {children}
    </Box>
  );
}
