// The visual review suite: every route of the route table, as each persona it applies to, at 375,
// 768 and 1280 px. It fails on sideways scrolling (a table's too, on a phone), undrawn radios and
// checkboxes, link or button text in its background's colour, cramped fields, e-mails, phones and
// order numbers broken mid-word, and axe serious or critical findings; it leaves full-page
// screenshots at 375 and 1280 px in web/e2e/screenshots/<persona>/<width>/<route>.png for a reviewer.
// The visual-review-*.e2e.test.ts files each review some of the personas (files run in parallel).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, logInThrough, waitForHydrationIn, type Store } from './fixtures.ts';
import { seriousViolations } from './store.ts';
import {
  brokenTokens,
  crampedFields,
  invisibleText,
  scrollingTables,
  settled,
  sidewaysOverflow,
  undrawnChoices,
} from './visual-checks.ts';
import { PERSONAS, type Persona } from './visual-personas.ts';
import { routesOf, type VisualRoute } from './visual-routes.ts';

const WIDTHS = [375, 768, 1280] as const;
const HEIGHT = 900;
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

type Session = { context: BrowserContext; page: Page };

// One browser context per persona, logged in once and reused by all of its routes: it outlives
// each test (the store fixture closes only the pages a test opens), so the file closes it.
const sessions = new Map<Persona, Promise<Session>>();
const sessionOf = (store: Store, persona: Persona): Promise<Session> => {
  let session = sessions.get(persona);
  if (!session) {
    session = (async () => {
      const context = await store.browser.newContext({ baseURL: store.url, viewport: { width: 1280, height: HEIGHT } });
      waitForHydrationIn(context);
      const username = PERSONAS[persona];
      if (username) await logInThrough(context, username, 'Demo1234!');
      return { context, page: await context.newPage() };
    })();
    sessions.set(persona, session);
  }
  return session;
};

const reach = async (page: Page, context: BrowserContext, route: VisualRoute, sandboxUrl: string) => {
  const { reach: how } = route;
  if (typeof how === 'string') await page.goto(how);
  else if (typeof how === 'function') await how(page, context, sandboxUrl);
  else {
    await page.goto(how.from);
    const link = page.locator(how.link).first();
    await expect(link, `a link ${how.link} on ${how.from}`).toBeVisible();
    const href = await link.getAttribute('href');
    await page.goto(href ?? how.from);
  }
  await page.waitForLoadState('networkidle');
};

// Screenshots at the two widths a reviewer looks through; 768 px gets the drawn checks only (a
// screenshot is a fifth of this suite's time).
const SHOT_WIDTHS: readonly number[] = [375, 1280];
// axe takes seconds a page on this machine (a quarter of this suite's time): it runs once per route,
// at the phone width, where the layout differs most from the desktop the journeys check with axe
// (expectAccessible at 1280 px, 135 times); 768 and 1280 px get the drawn checks and a screenshot.
const AXE_WIDTHS: readonly number[] = [375];
// Screenshots stop at this height (an infinite listing grows with every page it loads).
const SHOT_MAX_HEIGHT = 6000;

/** Everything wrong with the page as drawn at this width (empty when it passes). */
const review = async (page: Page, width: number): Promise<string[]> => [
  ...(await sidewaysOverflow(page)).map((problem) => `scrolls sideways: ${problem}`),
  ...(await undrawnChoices(page)),
  ...(await invisibleText(page)),
  ...(await crampedFields(page)),
  ...(await scrollingTables(page)),
  ...(await brokenTokens(page)),
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

const ALL = Object.keys(PERSONAS) as Persona[];
/**
 * The personas each visual-review-<part>.e2e.test.ts file reviews, in parts of similar length so
 * that the two workers finish together (guest 42 routes, buyer 44 with the checkout walks,
 * administrators, staff, the approver and summary billing 45, three with a buyer's request sent
 * first); `others` takes every persona the rest do not name, so none is left out.
 */
const NAMED = {
  guest: ['guest'],
  buyer: ['buyer'],
  admins: ['admin', 'associate', 'unitsAdmin', 'tyrell', 'approver', 'billing'],
} satisfies Record<string, Persona[]>;
const PARTS = {
  ...NAMED,
  others: ALL.filter((persona) => !Object.values(NAMED).some((personas: Persona[]) => personas.includes(persona))),
};

/** Declares the review of one part's personas: one test per route, each route loaded once for the three widths. */
export const reviewPart = (part: keyof typeof PARTS): void => {
  const personas: readonly Persona[] = PARTS[part];
  test.afterAll(async () => {
    const open = [...sessions.values()];
    sessions.clear();
    await Promise.all(open.map(async (session) => (await session).context.close()));
  });

  for (const persona of personas) {
    test.describe(`visual review as ${persona}`, () => {
      for (const route of routesOf(persona)) {
        test(route.name, async ({ store }) => {
          const { page, context } = await sessionOf(store, persona);
          await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
          await reach(page, context, route, store.sandboxUrl);
          const problems: string[] = [];
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: HEIGHT });
            if (route.reloadPerWidth && width !== WIDTHS[0]) {
              await page.reload();
              await page.waitForLoadState('networkidle');
            }
            // Let layout and any width-driven rendering settle before measuring.
            await settled(page);
            problems.push(...(await review(page, width)).map((problem) => `${width}px ${problem}`));
            if (!SHOT_WIDTHS.includes(width)) continue;
            const folder = `${SCREENSHOTS}${persona}/${width}/`;
            mkdirSync(folder, { recursive: true });
            await screenshot(page, `${folder}${route.name}.png`, width);
          }
          expect(problems, `${route.name} as ${persona} (${page.url()})`).toEqual([]);
        });
      }
    });
  }
};
