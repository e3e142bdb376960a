import {chromium} from 'playwright-core';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await browser.newPage();
await page.goto(process.argv[2], {waitUntil: 'networkidle'});
console.log(await page.evaluate((sel) => document.querySelector(sel)?.outerHTML.slice(0, 3000), process.argv[3]));
await browser.close();
