import { forwardRef, useEffect, useRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { currentPageTitle, setPageTitle } from '@dcp/shared/bus';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: 1.75rem;
`;

/**
 * The page's heading, and through it the page's name in the browser tab: whatever the heading reads
 * (in the chosen language, updated when the language or the data changes) becomes the page title.
 */
export const PageTitle = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement>>(
  function PageTitle(props, ref) {
    const own = useRef<HTMLHeadingElement | null>(null);
    useEffect(() => {
      const el = own.current;
      if (!el) return undefined;
      let reported = '';
      const report = () => {
        reported = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        setPageTitle(reported);
      };
      report();
      const watch = new MutationObserver(report);
      watch.observe(el, { childList: true, subtree: true, characterData: true });
      return () => {
        watch.disconnect();
        // Leaving the page: its name goes with it, unless the next page has already put its own.
        if (currentPageTitle() === reported) setPageTitle('');
      };
    }, []);
    const setRefs = (el: HTMLHeadingElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    };
    return <Heading ref={setRefs} {...props} />;
  },
);
