import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../helpers/build.ts';

/** Debian's Chromium unless CHROMIUM_PATH names another (npm test sets it to what it found). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium with no background traffic: this machine's network is closed, and a
 * browser that phones home at start-up waits on refused connections.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: install Debian's chromium or set CHROMIUM_PATH (npm test does both)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The two widths every layout must work at. */
export const WIDTHS = { phone: 360, desktop: 1440 } as const;

export const SCREENSHOT_DIR = path.join(PROJECT_ROOT, 'test-results', 'screenshots');

/** Saves a full-page screenshot under test-results/screenshots/ (gitignored); returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
