import { expect, type Page, test } from '@playwright/test';
import { makeDocx, makePdf } from '../helpers/documents';
import { useDemoSession } from './demo-session';
import { E2E } from './e2e-env';
import { expectNoHorizontalScroll } from './page-checks';

const DASHBOARD = E2E.dashboardUrl;

/** The demo client's session (demo-session.ts); each test then opens its page directly. */
async function signInAsDemoClient(page: Page) {
  await useDemoSession(page.context(), 'client');
}

// Each test is a whole story (sign-in, several saves, a background import): more steps than the
// default time allows on a loaded two-core machine.
test.slow();

test('the demo client adds, edits, searches and deletes a knowledge item', async ({ page }) => {
  const tag = `e2e${Date.now()}`;
  await signInAsDemoClient(page);
  await page.goto(`${DASHBOARD}/knowledge`);
  await expect(page.getByRole('heading', { name: 'Knowledge Base', level: 1 })).toBeVisible();
  const items = page.getByRole('heading', { name: /^Knowledge Items \(\d+\)$/ });
  await expect(items).toBeVisible();

  await page.getByRole('button', { name: 'Add Knowledge' }).click();
  const form = page.getByRole('form', { name: 'Add knowledge item' });
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Content is required')).toBeVisible();
  await expect(form.getByLabel('Content')).toHaveAttribute('rows', '8');
  await form.getByLabel('Title').fill(`Boat wraps ${tag}`);
  await form.getByLabel('Category').selectOption('services');
  await form.getByLabel('Tags').fill(`boats, ${tag}, marine, vinyl , `);
  await form.getByLabel('Content').fill(`We wrap boats up to 40 feet at the marina workshop. ${tag}`);
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Knowledge added successfully')).toBeVisible();
  await expect(form).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(tag.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(`Boat wraps ${tag}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Services')).toBeVisible();
  await expect(row.getByText('+1')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Knowledge Items (1)' })).toBeVisible();

  await row.getByRole('button', { name: `Edit Boat wraps ${tag}` }).click();
  const edit = page.getByRole('form', { name: 'Edit knowledge item' });
  await expect(edit.getByLabel('Title')).toHaveValue(`Boat wraps ${tag}`);
  await edit.getByLabel('Title').fill(`Boat and jet-ski wraps ${tag}`);
  await edit.getByRole('button', { name: 'Update item' }).click();
  await expect(page.getByText('Knowledge updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Boat and jet-ski wraps ${tag}`) })).toBeVisible();

  // Nothing in the filter: the list says so (not "add some content") and offers to clear it.
  const category = page.getByLabel('Category', { exact: true });
  await category.selectOption('faq');
  await expect(
    page.getByText(`No knowledge items match “${tag.toUpperCase()}” in the FAQ category.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filter' }).click();
  await expect(search).toHaveValue('');
  await expect(category).toHaveValue('all');
  await search.fill(tag.toUpperCase());
  await expect(page.getByRole('heading', { name: 'Knowledge Items (1)' })).toBeVisible();
  // The list has finished refreshing before the delete (it failed once on CI: the click, 70 ms
  // after the filter changed while the list was refetching, opened no confirmation; not reproduced
  // in 12 runs since).
  await expect(
    page.getByRole('region', { name: /^Knowledge Items/ }).locator('[aria-busy="true"]'),
  ).toHaveCount(0);

  // Keyboard: Escape closes the edit form, and focus goes back to the button that opened it.
  const editButton = page.getByRole('button', { name: `Edit Boat and jet-ski wraps ${tag}` });
  await editButton.click();
  await expect(edit.getByLabel('Title')).toBeFocused();
  await edit.getByLabel('Title').press('Escape');
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();

  // The delete dialog closed by Escape or Cancel gives focus back to its Delete button.
  const deleteButton = page.getByRole('button', { name: `Delete Boat and jet-ski wraps ${tag}` });
  const confirm = page.getByRole('dialog', { name: 'Delete this knowledge item?' });
  await deleteButton.click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.press('Enter');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Knowledge item deleted successfully')).toBeVisible();
  await expect(page.getByText(`No knowledge items match “${tag.toUpperCase()}”.`)).toBeVisible();
  // Its row is gone: focus goes to Add Knowledge, not to the page's start.
  await expect(page.getByRole('button', { name: 'Add Knowledge' })).toBeFocused();
});

test('the demo client uploads a PDF and a Word document and sees them become items', async ({ page }) => {
  const tag = `doc${Date.now()}`;
  const pdf = await makePdf([
    [{ heading: 'Ceramic coating', paragraphs: [`Ceramic coating lasts five years. ${tag}`] }],
  ]);
  const docx = await makeDocx([{ heading: 'Gift cards', paragraphs: [`Gift cards never expire. ${tag}`] }]);
  await signInAsDemoClient(page);
  await page.goto(`${DASHBOARD}/knowledge`);

  await page.locator('input[type="file"]').setInputFiles([
    { name: `Care guide ${tag}.pdf`, mimeType: 'application/pdf', buffer: pdf },
    {
      name: `Store policies ${tag}.docx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    },
  ]);
  const documents = page.getByRole('list', { name: 'Uploaded documents' });
  await expect(documents.getByRole('listitem').filter({ hasText: `Care guide ${tag}.pdf` })).toContainText(
    '1 item',
  );
  await expect(
    documents.getByRole('listitem').filter({ hasText: `Store policies ${tag}.docx` }),
  ).toContainText('1 item');
  // A long file name is cut in its row; the page still fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expect(
    page.getByRole('row', { name: new RegExp(`Care guide ${tag}: Ceramic coating`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`Store policies ${tag}: Gift cards`) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Knowledge Items (2)' })).toBeVisible();

  await page.getByRole('button', { name: `Delete Care guide ${tag}.pdf and its items` }).click();
  await expect(page.getByRole('heading', { name: 'Knowledge Items (1)' })).toBeVisible();
});
