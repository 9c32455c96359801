import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

// The dashboard's browser tests: Debian's headless Chromium, axe-core on every state checked, no
// horizontal scrolling, and a full-page screenshot of each in a temp dir (printed) for a person to look at.

export { freePort } from './service-process.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

export interface DashboardBrowser {
  /** Where the screenshots go. */
  shots: string;
  /** axe's serious/critical violations per state checked. */
  axeReport: Record<string, string>;
  /** Script errors, CSP violations and console errors seen by any page. */
  problems: string[];
  open(width: number): Promise<{ context: BrowserContext; page: Page }>;
  check(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

export async function startBrowser(name: string): Promise<DashboardBrowser> {
  const shots = mkdtempSync(join(tmpdir(), `${name}-shots-`));
  mkdirSync(shots, { recursive: true });
  const browser: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const axeReport: Record<string, string> = {};
  const problems: string[] = [];

  async function open(width: number) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 }, isMobile: width < 500, hasTouch: width < 500 });
    const page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      // an API error the page shows on purpose is logged by Chromium as a failed resource; CSP violations and script errors are not allowed
      if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
    return { context, page };
  }

  /** axe-core evaluated in the page (CDP evaluation is not subject to the page's CSP), then a screenshot. */
  async function check(page: Page, state: string) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations;
    })) as AxeViolation[];
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    axeReport[state] = bad.length === 0 ? `0 (${violations.length} minor/moderate)` : bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ');
    expect(bad.map((v) => `${state}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const width = page.viewportSize()!.width;
    // no horizontal scrolling: name what sticks out, if anything does
    const wide = await page.evaluate((w) => {
      if (document.documentElement.scrollWidth <= w) return [];
      return [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > w + 1 && !e.closest('.table-wrap')?.contains(e.parentElement))
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px`);
    }, width);
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(shots, `${state}.png`), fullPage: true });
  }

  return {
    shots,
    axeReport,
    problems,
    open,
    check,
    async close() {
      await browser.close();
      console.log(`${name} screenshots: ${shots}\naxe (serious/critical violations per page):\n${Object.entries(axeReport).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
    },
  };
}

/** Neither web storage holds a token (a JWT, an API key, a refresh token) or any of `secrets`. */
export async function noTokenInStorage(page: Page, secrets: string[]) {
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toMatch(/eyJ|sk_live_|sk_test_|refresh/);
  for (const s of secrets) expect(stored).not.toContain(s);
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
