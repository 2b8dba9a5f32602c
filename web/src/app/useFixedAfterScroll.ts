import { useEffect, useRef, useState } from 'react';

/**
 * Whether the page is scrolled more than `offset` px (the navigation fixes after 130 px, docs/spec/storefront.md
 * §9), and a ref for the element whose bar then fixes: as it fixes, the element keeps its height as a
 * minimum, so that taking the bar out of the flow does not make the page jump.
 */
export function useFixedAfterScroll<T extends HTMLElement>(offset: number) {
  const ref = useRef<T>(null);
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => {
      const now = window.scrollY > offset;
      const element = ref.current;
      if (element && now !== element.hasAttribute('data-fixed')) {
        element.style.minHeight = now ? `${element.offsetHeight}px` : '';
        element.toggleAttribute('data-fixed', now);
      }
      setFixed(now);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return { ref, fixed };
}
