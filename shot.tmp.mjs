import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const p = await b.newPage({viewport: {width: 1200, height: 900}});
const errors = [];
p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
for (const [url, file, theme] of [['/docs/v6/basics/storing-values', 'a', 'dark'], ['/docs/v6/basics/storing-values', 'b', 'light'], ['/', 'c', 'dark'], ['/tutorials/demo', 'd', 'light']]) {
  await p.goto('http://localhost:3111' + url);
  await p.evaluate((t) => { localStorage.setItem('theme', t); }, theme);
  await p.reload();
  await p.waitForSelector('html[data-has-hydrated]');
  const el = await p.$('.theme-code-block');
  await el.scrollIntoViewIfNeeded();
  await p.screenshot({path: `/tmp/shot-${file}.png`});
}
console.log(errors);
await b.close();
