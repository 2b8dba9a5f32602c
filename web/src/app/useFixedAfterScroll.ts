import { useEffect, useRef } from 'react';

/**
 * A ref for the element whose bar fixes to the top once the page is scrolled more than `offset` px
 * (the navigation fixes after 130 px, docs/spec/storefront.md §9). The element gets `data-fixed`,
 * which the CSS fixes the bar by, and keeps its height as a minimum, both in the scroll event itself:
 * were the bar fixed by a class React renders later, scrolling back to the top would drop the kept
 * height a frame or more before the bar returned to the flow, and the page would jump up and back
 * (a press in that moment missed its button).
 */
export function useFixedAfterScroll<T extends HTMLElement>(offset: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const update = () => {
      const fixed = window.scrollY > offset;
      const element = ref.current;
      if (!element || fixed === element.hasAttribute('data-fixed')) return;
      element.style.minHeight = fixed ? `${element.offsetHeight}px` : '';
      element.toggleAttribute('data-fixed', fixed);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return ref;
}
