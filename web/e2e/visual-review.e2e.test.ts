// The visual review suite: every route of the route table, as each persona it applies to, at 375,
// 768 and 1280 px. It fails on sideways scrolling, undrawn radios and checkboxes, link or button
// text in its background's colour, and axe serious or critical findings; it leaves full-page
// screenshots in web/e2e/screenshots/<persona>/<width>/<route>.png for a reviewer to look through.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, logIn, seriousViolations, type Store } from './store.ts';
import { invisibleText, sidewaysOverflow, undrawnChoices } from './visual-checks.ts';
import { PERSONAS, routesOf, type Persona, type VisualRoute } from './visual-routes.ts';

const WIDTHS = [375, 768, 1280] as const;
const HEIGHT = 900;
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

// One browser context per persona, logged in once and reused by all of its routes.
const sessions = new Map<Persona, Promise<{ context: BrowserContext; page: Page }>>();
const sessionOf = (store: Store, persona: Persona) => {
  let session = sessions.get(persona);
  if (!session) {
    session = (async () => {
      const opened = await store.newPage();
      const username = PERSONAS[persona];
      if (username) await logIn(opened.page, username);
      return opened;
    })();
    sessions.set(persona, session);
  }
  return session;
};

const reach = async (page: Page, context: BrowserContext, route: VisualRoute) => {
  const { reach: how } = route;
  if (typeof how === 'string') await page.goto(how);
  else if (typeof how === 'function') await how(page, context);
  else {
    await page.goto(how.from);
    const link = page.locator(how.link).first();
    await expect.poll(() => link.count(), { message: `a link ${how.link} on ${how.from}` }).toBeGreaterThan(0);
    const href = await link.getAttribute('href');
    await page.goto(href ?? how.from);
  }
  await page.waitForLoadState('networkidle');
};

// axe takes seconds a page on this machine: it runs at the phone and desktop widths, where the
// layouts differ most; 768 px gets the drawn checks and a screenshot.
const AXE_WIDTHS: readonly number[] = [375, 1280];
// Screenshots stop at this height (an infinite listing grows with every page it loads).
const SHOT_MAX_HEIGHT = 6000;

/** Everything wrong with the page as drawn at this width (empty when it passes). */
const review = async (page: Page, width: number): Promise<string[]> => [
  ...(await sidewaysOverflow(page)).map((problem) => `scrolls sideways: ${problem}`),
  ...(await undrawnChoices(page)),
  ...(await invisibleText(page)),
  ...(AXE_WIDTHS.includes(width) ? await seriousViolations(page) : []).map(
    (finding) => `axe ${finding.id}: ${finding.targets.slice(0, 3).join(', ')}`,
  ),
];

const screenshot = async (page: Page, path: string, width: number) => {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, SHOT_MAX_HEIGHT) },
  });
};

for (const persona of Object.keys(PERSONAS) as Persona[]) {
  describe(`visual review as ${persona}`, () => {
    it.for(routesOf(persona).map((route) => [route.name, route] as const))('%s', async ([, route], { store }) => {
      const { page, context } = await sessionOf(store, persona);
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await reach(page, context, route);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // Let layout and any width-driven rendering settle before measuring.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        problems.push(...(await review(page, width)).map((problem) => `${width}px ${problem}`));
        const folder = `${SCREENSHOTS}${persona}/${width}/`;
        mkdirSync(folder, { recursive: true });
        await screenshot(page, `${folder}${route.name}.png`, width);
      }
      expect(problems, `${route.name} as ${persona} (${page.url()})`).toEqual([]);
    });
  });
}
