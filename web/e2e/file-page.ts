// One logged-in page for all the tests of a file, for journeys written as one visit: each test goes on
// where the one before left the page (a chosen listing view, say). The file's tests run in order in
// one worker; Playwright has no file-scoped fixture, so beforeAll opens the page in the file's store
// and afterAll closes it.
import type { Page } from '@playwright/test';
import { storeOf, test } from './fixtures.ts';

/** `test` whose `page` is the file's one page, logged in as `username` (it opens no URL). */
export const testOnOnePage = (username: string) => {
  let shared: { page: Page; close(): Promise<void>; describe(): Promise<void> } | null = null;
  const onePageTest = test.extend<{ page: Page }>({
    page: async ({}, use, testInfo) => {
      if (!shared) throw new Error('the file page is opened in beforeAll');
      await use(shared.page);
      if (testInfo.status !== testInfo.expectedStatus) await shared.describe();
    },
  });
  onePageTest.beforeAll(async ({ browser, serversOf, trustedOperations }, testInfo) => {
    const store = storeOf(await serversOf(testInfo.file, trustedOperations), browser);
    shared = {
      page: await store.loggedInPage(username),
      close: () => store.closePages(),
      describe: () => store.describePages(),
    };
  });
  onePageTest.afterAll(async () => {
    await shared?.close();
    shared = null;
  });
  return onePageTest;
};
