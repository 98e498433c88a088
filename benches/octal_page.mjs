// Page benchmark of the octal lab on the built site (dist/, release build): the time from
// "Show table" to the table on screen for long runs and the split options evaluated per second,
// solved in the background worker and, in the same run, on the page in time slices (workers
// refused), and the longest main-thread task meanwhile (Chromium's long-task observer; tasks
// under 50 ms are not reported).
// Run by scripts/bench after `trunk build --release`: node benches/octal_page.mjs
import { serveDist, launch, openPage } from '../tests/e2e/harness.mjs';

const cases = [
  ['0.77', 1048576, 'Kayles to 2^20 (sparse space, then the proven period)'],
  ['0.127', 93166, '0.127 to the proof of its period from 46578 (sparse space by heap parity)'],
  ['0.007', 20000, 'Treblecross to 20 000 (no sparse split: every split evaluated)'],
  ['0.007', 1048576, 'Treblecross to 2^20 (minutes in the worker; in slices it stops at the page\'s limit of 10^9)'],
];

const site = await serveDist();
const browser = await launch();
try {
  for (const [code, n, label] of cases) for (const where of ['worker', 'slices']) {
    const page = await openPage(browser);
    if (where === 'slices') {
      await page.addInitScript(() => {
        window.Worker = function Worker() {
          throw new Error('refused by the benchmark');
        };
      });
    }
    await page.goto(site.url + '#/lab/octal?code=0.77&n=40&step=0');
    await page.waitForSelector('.octal-lab .stepper');
    await page.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.fill('#octal-code', code);
    await page.fill('#octal-n', String(n));
    const started = await page.evaluate(() => performance.now());
    await page.click('button[type=submit]');
    await page.waitForFunction(
      () => !document.querySelector('.computing') && !document.querySelector('.game-line')?.textContent.includes('heaps 0 to 40'),
      null,
      { timeout: 1800000, polling: 20 },
    );
    const elapsed = (await page.evaluate(() => performance.now())) - started;
    const line = await page.textContent('.game-line');
    const tasks = await page.evaluate(() => window.longTasks);
    const longest = tasks.length ? Math.max(...tasks).toFixed(0) + ' ms' : 'none over 50 ms';
    const computed = await page.textContent('.method-panel .computed');
    if (!computed.includes(where === 'worker' ? 'background worker' : 'time slices')) {
      throw new Error(`${label}: meant to run in the ${where}, but: ${computed}`);
    }
    // The split options the table evaluated, as the method panel says, per second of the run.
    const method = await page.textContent('.method-panel');
    const splits = Number(method.match(/Split options evaluated: ([\d\u2009]+)/)[1].replaceAll('\u2009', ''));
    const rate = (splits / elapsed / 1000).toFixed(0);
    console.log(`${label}, ${where === 'worker' ? 'in the worker' : 'in slices on the page'}: ${(elapsed / 1000).toFixed(2)} s to "${line.replace('normal play', '').trim()}", ${splits} split options (${rate} M/s); longest main-thread task: ${longest} (${tasks.length} over 50 ms)`);
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
