// The visual review suite's own checks catch what they are meant to: each is shown a page with the
// fault and the same page without it.
import { test, expect } from './fixtures.ts';
import { seriousViolations } from './store.ts';
import { brokenTokens, invisibleText, scrollingTables, sidewaysOverflow, undrawnChoices } from './visual-checks.ts';

const HIDDEN_INPUT = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);opacity:0';

test.describe('visual review checks', () => {
  test('find sideways scrolling, undrawn choices and text in its background colour', async ({ store }) => {
    const { page } = await store.newPage();
    await page.setViewportSize({ width: 375, height: 700 });
    await page.setContent(`
      <style>body { margin: 0 }</style>
      <div class="wide" style="width:685px">options table</div>
      <label><input type="checkbox" style="${HIDDEN_INPUT}">Save card</label>
      <label><input type="radio" checked style="${HIDDEN_INPUT}"><span class="dot"
        style="display:inline-block;width:16px;height:16px;border:2px solid #595959;border-radius:50%"></span>Terms</label>
      <div style="background:#003a70"><a href="/cart" style="color:#003a70">View Cart</a></div>`);
    expect(await sidewaysOverflow(page)).toEqual(['scrollWidth 685 > 375', 'div.wide ends at 685 px']);
    expect(await undrawnChoices(page)).toEqual([
      'checkbox "Save card": no drawn indicator',
      'radio "Terms": checked but drawn as unchecked',
    ]);
    expect(await invisibleText(page)).toEqual(['"View Cart": text on its own colour (1.00:1)']);

    await page.setContent(`
      <div style="max-width:100%">options table</div>
      <label><input type="checkbox"> Save card</label>
      <label><input type="radio" checked style="${HIDDEN_INPUT}"><span
        style="display:inline-block;width:16px;height:16px;border:6px solid #003a70;border-radius:50%"></span>Terms</label>
      <div style="background:#003a70"><a href="/cart" style="color:#fff">View Cart</a></div>`);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await undrawnChoices(page)).toEqual([]);
    expect(await invisibleText(page)).toEqual([]);
  });

  test('find a table scrolling in its region on a phone and tokens a desktop table breaks', async ({ store }) => {
    const { page } = await store.newPage();
    await page.setViewportSize({ width: 375, height: 700 });
    const region = (width: string) => `<style>body { margin: 0 }</style>
      <div class="table-scroll" aria-label="Company users" style="overflow-x:auto">
        <table style="width:${width}"><tr><td>Uma Units</td></tr></table></div>`;
    await page.setContent(region('600px'));
    expect(await scrollingTables(page)).toEqual(['table "Company users" scrolls sideways (600 > 375 px)']);
    await page.setContent(region('100%'));
    expect(await scrollingTables(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 700 });
    const row = (style: string) => `<table><tr>
      <td style="width:60px;${style}">buyer@acme.example</td>
      <td style="width:60px;${style}">(555) 123-4567</td>
      <td style="width:40px;${style}">1000145-00</td></tr></table>`;
    await page.setContent(row('overflow-wrap:anywhere'));
    expect((await brokenTokens(page)).map((problem) => problem.replace(/ broken .*/, ''))).toEqual([
      '"buyer@acme.example"',
      '"(555) 123-4567"',
      '"1000145-00"',
    ]);
    await page.setContent(row('white-space:nowrap'));
    expect(await brokenTokens(page)).toEqual([]);
  });

  test('axe reports serious findings: an unnamed button and grey-on-grey text', async ({ store }) => {
    const { page } = await store.newPage();
    await page.setContent(`<html lang="en"><title>t</title><main>
      <button><svg width="16" height="16"></svg></button>
      <p style="color:#bbb;background:#ccc">Net 30</p></main></html>`);
    expect((await seriousViolations(page)).map((finding) => finding.id).sort()).toEqual([
      'button-name',
      'color-contrast',
    ]);
    await page.setContent(`<html lang="en"><title>t</title><main>
      <button aria-label="Add to cart"><svg width="16" height="16"></svg></button>
      <p style="color:#222;background:#fff">Net 30</p></main></html>`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
