#!/usr/bin/env node
// Renders static/img/social-card.svg to the 1200×630 PNG that pages share as their Open Graph
// image (spec §9). Run after editing the SVG: node scripts/render-social-card.mjs
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

const svg = new URL('../static/img/social-card.svg', import.meta.url);
const png = new URL('../static/img/social-card.png', import.meta.url);
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.goto(svg.href);
await page.screenshot({path: png.pathname});
await browser.close();
console.log(`wrote ${png.pathname}`);
