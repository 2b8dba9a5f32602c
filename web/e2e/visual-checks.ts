// What the visual review suite checks on a page as drawn, beyond axe: sideways scrolling (of the
// page, or of a table in its region on a phone), radios and checkboxes without a drawn indicator,
// link or button text in its background's colour (axe skips elements it cannot judge, and hidden
// inputs give it nothing to look at), cramped fields and tokens a table breaks mid-word.
import type { Page } from '@playwright/test';

/**
 * Resolves once layout and any width-driven rendering have settled after a resize: two animation
 * frames, then a quiet window of 150 ms without a layout shift (at most 2 s), so that a screenshot
 * does not catch a page mid-move (a late image, a poll's answer).
 */
export const settled = (page: Page): Promise<unknown> =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const QUIET_MS = 150;
        let timer = 0;
        const observer = new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = window.setTimeout(finish, QUIET_MS);
        });
        const finish = () => {
          observer.disconnect();
          clearTimeout(cap);
          done();
        };
        const cap = window.setTimeout(finish, 2_000);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            observer.observe({ type: 'layout-shift' });
            timer = window.setTimeout(finish, QUIET_MS);
          }),
        );
      }),
  );

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

/**
 * Tables that hide columns behind a sideways scroll of their own region at a phone's width (the
 * page itself does not scroll): a list must show its rows as cards there (issue 32: totals and
 * actions out of sight with no cue).
 */
export const scrollingTables = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    if (window.innerWidth >= 768) return [];
    return [...document.querySelectorAll<HTMLElement>('.table-scroll')]
      .filter((region) => region.checkVisibility() && region.scrollWidth > region.clientWidth + 1)
      .map(
        (region) =>
          `table "${region.getAttribute('aria-label') ?? region.querySelector('table')?.getAttribute('aria-label') ?? ''}" scrolls sideways (${region.scrollWidth} > ${region.clientWidth} px)`,
      );
  });

/**
 * E-mail addresses, phone numbers and order numbers that a table at a desktop width breaks mid-word
 * (issue 32: at 1,280 px); an address may break after its "@" (EmailAddress). Stacked cards on a
 * phone may break a long address.
 */
export const brokenTokens = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    if (window.innerWidth < 1024) return [];
    // An address, a phone (555-0101, (555) 123-4567) or an order number (1000145-00).
    const TOKEN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:\(?\d{3}\)?[\s.-]?)?\b\d{3}-\d{4}\b|\b\d{5,8}-\d{2}\b/g;
    const problems: string[] = [];
    const cells = document.querySelectorAll(
      'table td, table th, [role=grid] [role=gridcell], [role=grid] [role=rowheader]',
    );
    for (const cell of cells) {
      if (!cell.checkVisibility()) continue;
      // The cell's text as one string: an address may come in two text nodes around a <wbr>; any
      // other element (a <br>, a name's <span>) separates words.
      const segments: { node: Text | null; text: string }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) segments.push({ node, text: node.data });
        else if (node.nodeName !== 'WBR') segments.push({ node: null, text: '\n' });
      }
      const text = segments.map((segment) => segment.text).join('');
      const range = document.createRange();
      /** Sets the range's start or end at an offset into the cell's text. */
      const place = (edge: 'setStart' | 'setEnd', offset: number) => {
        let rest = offset;
        for (const { node, text: part } of segments) {
          if (node && rest <= part.length) return range[edge](node, rest);
          rest -= part.length;
        }
      };
      /** Whether the text from `from` to `to` is drawn on more than one line. */
      const spansLines = (from: number, to: number) => {
        place('setStart', from);
        place('setEnd', to);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        return new Set(rects.map((r) => Math.round(r.top))).size > 1;
      };
      for (const match of text.matchAll(TOKEN)) {
        const end = match.index + match[0].length;
        // An address may break after its "@": each side must stay on one line.
        const at = match[0].indexOf('@');
        const broken =
          at < 0
            ? spansLines(match.index, end)
            : spansLines(match.index, match.index + at + 1) || spansLines(match.index + at + 1, end);
        if (broken) problems.push(`"${match[0]}" broken mid-word in a table`);
      }
    }
    return [...new Set(problems)].slice(0, 10);
  });
