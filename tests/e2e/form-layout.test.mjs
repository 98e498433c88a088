// End-to-end test that a form's error messages leave its fields in place: in every lab, each
// form with text fields (the lab's form, and a graph lab's family and edge forms) gets a value
// far above any limit in every field and is submitted; the errors under the fields must not
// make any field grow or move sideways (a long message once widened its field and pushed the
// next one onto another row).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, labSlugs } from './harness.mjs';
import { readmeExamples } from './lab-actions.mjs';

const { site, browser } = await siteAndBrowser();
const examples = await readmeExamples();

const FORMS = ['form.lab-form', 'form.graph-family', 'form.graph-edges'];

/** Each visible text field of the form `form`: its id, left edge and width. */
const fieldBoxes = (page, form) =>
  page.$$eval(`${form} :is(input:not([type]), input[type=text], textarea)`, (fields) =>
    fields
      .filter((field) => field.offsetParent !== null)
      .map((field) => {
        const box = field.getBoundingClientRect();
        return { id: field.id, left: Math.round(box.left), width: Math.round(box.width) };
      }));

for (const lab of await labSlugs()) {
  test(`${lab}: an error under a field leaves the form's fields in place`, async () => {
    const example = examples.get(lab);
    assert.ok(example, `README.md's Labs table has an example for ${lab}`);
    let tried = 0;
    for (const form of FORMS) {
      for (const width of [1200, 700]) {
        const page = await openAt(browser, site, example);
        await page.setViewportSize({ width, height: 900 });
        const before = await fieldBoxes(page, form);
        if (before.length > 0) {
          tried += 1;
          for (const { id } of before) await page.fill(`[id="${id}"]`, '9'.repeat(40));
          await page.click(`${form} [type=submit]`);
          await page.waitForSelector(`${form} .field-error:not(:empty)`);
          const after = await fieldBoxes(page, form);
          assert.deepEqual(after, before, `${lab}, ${form} at ${width} px: the fields' left edges and widths`);
          assert.deepEqual(page.problems, []);
        }
        await page.context().close();
      }
    }
    assert.ok(tried > 0, `${lab}: a form with a text field`);
  });
}
