// What the visual review suite checks on a page as drawn, beyond axe: sideways scrolling, radios
// and checkboxes without a drawn indicator, and link or button text in its background's colour
// (axe skips elements it cannot judge, and hidden inputs give it nothing to look at).
import type { Page } from '@playwright/test';

/** Resolves after two animation frames: layout and any width-driven rendering have settled after a resize. */
export const settled = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Elements wider than the viewport when the page scrolls sideways (empty when it does not). */
export const sidewaysOverflow = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
    // The elements that reach the far edge (the ones making the page wide), outermost first.
    const far = document.documentElement.scrollWidth;
    const reaches = (element: Element | null) =>
      !!element && element.getBoundingClientRect().width > 0 && Math.ceil(element.getBoundingClientRect().right) >= far;
    const culprits = [...document.body.querySelectorAll('*')].filter(
      (element) => reaches(element) && !reaches(element.parentElement),
    );
    return [
      `scrollWidth ${document.documentElement.scrollWidth} > ${width}`,
      ...culprits
        .slice(0, 5)
        .map((element) => `${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`),
    ];
  });

/**
 * Radios and checkboxes whose state cannot be seen: the native input is hidden (react-aria) and
 * its label holds no drawn indicator of at least 12 px with a visible border or fill, or a checked
 * one whose indicator shows no mark (a fill, a thick ring or a drawn check).
 */
export const undrawnChoices = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const visibleColour = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);
    const isWhite = (colour: string) => /^rgba?\(255,\s*255,\s*255/.test(colour);
    const problems: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) {
      const label = input.closest('label') ?? input.parentElement;
      if (!label?.checkVisibility()) continue;
      const name = `${input.type} "${(label.textContent ?? '').trim().slice(0, 40)}"`;
      const own = input.getBoundingClientRect();
      const style = getComputedStyle(input);
      const nativeShown = own.width >= 10 && own.height >= 10 && style.opacity !== '0' && style.clipPath === 'none';
      if (nativeShown && style.clip === 'auto') continue;
      const indicator = [...label.querySelectorAll<HTMLElement>('*')].find((element) => {
        if (element === input || !element.checkVisibility()) return false;
        const box = element.getBoundingClientRect();
        const css = getComputedStyle(element);
        const bordered = parseFloat(css.borderTopWidth) >= 1 && visibleColour(css.borderTopColor);
        return box.width >= 12 && box.height >= 12 && (bordered || visibleColour(css.backgroundColor));
      });
      if (!indicator) {
        problems.push(`${name}: no drawn indicator`);
        continue;
      }
      if (!input.checked && !input.indeterminate) continue;
      const css = getComputedStyle(indicator);
      const filled = visibleColour(css.backgroundColor) && !isWhite(css.backgroundColor);
      const ring = parseFloat(css.borderTopWidth) >= 4;
      const mark = [...indicator.querySelectorAll('*')].some(
        (element) => element.checkVisibility() && element.getBoundingClientRect().width > 0,
      );
      if (!filled && !ring && !mark) problems.push(`${name}: checked but drawn as unchecked`);
    }
    return problems;
  });

/** Links and buttons whose text colour is (nearly, below 1.5:1) the colour of the background behind it. */
export const invisibleText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };
    /** The first opaque-ish background up the tree; null behind an image (cannot be judged). */
    const backgroundOf = (element: Element): number[] | null => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const css = getComputedStyle(at);
        if (css.backgroundImage !== 'none') return null;
        const colour = rgb(css.backgroundColor);
        if (colour.length === 3 || (colour[3] ?? 0) > 0.5) return colour.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll('a, button, [role=button], [role=link]')) {
      const text = (element as HTMLElement).innerText?.trim();
      if (!text || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue; // visually hidden (skip links, screen-reader text)
      const background = backgroundOf(element);
      if (!background) continue;
      const ratio = contrast(rgb(getComputedStyle(element).color).slice(0, 3), background);
      if (ratio < 1.5) problems.push(`"${text.slice(0, 40)}": text on its own colour (${ratio.toFixed(2)}:1)`);
    }
    return problems;
  });

// Narrower than this, the header search shows a few letters of what is typed (issue 32: 80 px at 768).
const MIN_SEARCH_WIDTH = 200;

/**
 * Text fields a user cannot use as drawn: the header search squeezed below MIN_SEARCH_WIDTH, and a
 * field that runs past the dialog or popover holding it (its end hidden behind the overlay's edge).
 */
export const crampedFields = (page: Page): Promise<string[]> =>
  page.evaluate((minSearch) => {
    const problems: string[] = [];
    const search = document.querySelector<HTMLElement>('.header-search input');
    if (search?.checkVisibility()) {
      const width = search.getBoundingClientRect().width;
      if (width < minSearch) problems.push(`header search ${Math.round(width)} px wide (< ${minSearch})`);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('.popover input, [role=dialog] input')) {
      if (!field.checkVisibility() || field.getBoundingClientRect().width < 2) continue;
      const overlay = field.closest<HTMLElement>('.popover, [role=dialog]');
      if (!overlay) continue;
      const past = field.getBoundingClientRect().right - overlay.getBoundingClientRect().right;
      if (past > 1)
        problems.push(
          `field "${field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? field.id}" runs ${Math.round(past)} px past its overlay`,
        );
    }
    return problems;
  }, MIN_SEARCH_WIDTH);
