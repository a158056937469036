// Redraws the raster images the site ships from their SVG sources. Run after editing a source:
//   npm run render-images
// - static/img/social-card.svg → static/img/social-card.png, the 1200×630 Open Graph image
// - static/img/favicon.svg → static/favicon.ico (32×32), which browsers request at /favicon.ico on
//   pages that name no icon, such as the redirect pages
// - the logo and favicon of ink!'s crate documentation: every ink! crate's rustdoc (docs.rs, v4 to
//   v6) names `https://use.ink/img/crate-docs/logo.png` (static/img/brand/ink-mark.svg, 200×240)
//   and `https://use.ink/crate-docs/favicon.png` (static/img/favicon.svg, 32×32) in its
//   `html_logo_url` and `html_favicon_url`
import {mkdirSync, writeFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumPath} from './lib/chromium';

const file = (path: string): URL => new URL(`../${path}`, import.meta.url);
const executablePath = chromiumPath();

/** An .ico file holding one PNG image (supported by every current browser). */
function icoWithPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});

  const card = await browser.newPage({viewport: {width: 1200, height: 630}});
  await card.goto(file('static/img/social-card.svg').href);
  await card.screenshot({path: file('static/img/social-card.png').pathname});

  const icon = await browser.newPage({viewport: {width: 32, height: 32}});
  // The SVG has a viewBox and no size, so it fills the 32×32 viewport.
  await icon.goto(file('static/img/favicon.svg').href);
  const iconPng = await icon.screenshot({omitBackground: true});
  writeFileSync(file('static/favicon.ico'), icoWithPng(iconPng, 32));
  mkdirSync(file('static/crate-docs'), {recursive: true});
  writeFileSync(file('static/crate-docs/favicon.png'), iconPng);

  // The mark's SVG is 100×120; drawn at twice that size for sharp rendering on dense screens.
  const logo = await browser.newPage({viewport: {width: 100, height: 120}, deviceScaleFactor: 2});
  await logo.goto(file('static/img/brand/ink-mark.svg').href);
  mkdirSync(file('static/img/crate-docs'), {recursive: true});
  await logo.screenshot({path: file('static/img/crate-docs/logo.png').pathname, omitBackground: true});

  await browser.close();
  console.log("wrote static/img/social-card.png, static/favicon.ico and the crate docs' logo and favicon");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
