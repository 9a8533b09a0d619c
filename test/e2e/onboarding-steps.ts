import { expect, type Page } from '@playwright/test';

// The six onboarding steps driven with what a new owner types, accepting the proposals elsewhere
// (onboarding.spec.ts checks each step in detail). Starts on /onboarding, ends on the dashboard.

export interface OnboardingAnswers {
  businessName: string;
  industry: string;
  email: string;
  phone: string;
  /** A website served on 127.0.0.1 (preview-business-site.ts), read by "Scrape Website". */
  website: string;
  documents: Array<{ name: string; mimeType: string; buffer: Buffer }>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Continue, as a person clicks it: the pointer comes from elsewhere. A step's "saved" toast shows
 * bottom-right, where the next step's Continue is on a laptop screen, and stays while the pointer
 * rests on it (as it does after the previous click); away from it, it goes after its 5 seconds.
 */
async function clickContinue(page: Page) {
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function completeOnboarding(page: Page, answers: OnboardingAnswers) {
  // The first visit loads the page's code: a busy machine may take a while.
  await expect(heading(page, 'Welcome')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Get started' }).click();

  await expect(heading(page, 'Business Information')).toBeFocused();
  await page.getByLabel('Business name').fill(answers.businessName);
  await page.getByLabel('Industry').fill(answers.industry);
  await page.getByLabel('Business e-mail').fill(answers.email);
  await page.getByLabel('Phone').fill(answers.phone);
  await page.getByLabel('Website').fill(answers.website);
  await clickContinue(page);

  await expect(heading(page, 'Branding')).toBeFocused();
  await clickContinue(page);
  await expect(heading(page, 'Automation Features')).toBeFocused();
  await clickContinue(page);

  await expect(heading(page, 'AI Agent Setup')).toBeFocused();
  await expect(page.getByLabel('Website', { exact: true })).toHaveValue(answers.website);
  await page.getByRole('button', { name: 'Scrape Website' }).click();
  await expect(page.getByText(/Last read .*pages? read · \d+ added/)).toBeVisible({ timeout: 60_000 });
  await page.locator('input[type="file"]').setInputFiles(answers.documents);
  const documents = page.getByRole('list', { name: 'Uploaded documents' });
  for (const document of answers.documents) {
    await expect(documents.getByRole('listitem').filter({ hasText: document.name })).toContainText(
      /\d+ items?/,
      { timeout: 60_000 },
    );
  }
  await clickContinue(page);

  await expect(heading(page, 'All Set')).toBeFocused();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
