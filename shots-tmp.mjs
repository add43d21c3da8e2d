import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--host-resolver-rules=MAP kust.localhost 127.0.0.1'] });
const jobs = JSON.parse(process.argv[2]);
for (const [url, w, name] of jobs) {
  const p = await b.newPage({ viewport: { width: w, height: w < 500 ? 740 : 900 } });
  await p.goto(url, { waitUntil: 'load' });
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/shots/${name}.png` });
  await p.close();
}
await b.close();
