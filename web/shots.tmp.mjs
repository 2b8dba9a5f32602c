import { chromium } from 'playwright-core';
const base = 'http://localhost:7395';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/i14/shots/home-guest-${width}.png` });
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('buyer@acme.example');
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForTimeout(3000);
  for (const [name, path] of [['home', '/'], ['listing', '/c?q=gloves'], ['cart', '/cart'], ['orders', '/my-account/orders']]) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.screenshot({ path: `/tmp/i14/shots/${name}-${width}.png` });
    console.log(width, name, 'sideways', sideways);
  }
  // A client-side navigation to a page whose chunk is not loaded yet.
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /Shopping Lists/ }).first().click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/i14/shots/lists-nav-${width}.png` });
  console.log(width, 'nav to', page.url(), 'errors', errors);
  await context.close();
}
await browser.close();
