import { describe, expect, it } from 'vitest';
import { firstLine, playwrightFailures, vitestFailures } from './test-report.mjs';

// Shaped as the runners write them (vitest --reporter=json, Playwright's JSON reporter), cut down.
const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/src/a.db.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'quotes stores one', status: 'passed', failureMessages: [] },
        {
          fullName: 'quotes refuses a second',
          status: 'failed',
          failureMessages: ['\nAssertionError: expected 2 to be 1\n    at a.db.test.ts:9:3'],
        },
      ],
    },
    { name: '/repo/src/b.db.test.ts', status: 'passed', message: '', assertionResults: [] },
    {
      name: '/repo/src/c.db.test.ts',
      status: 'failed',
      message: 'Hook timed out in 60000ms.\nIf this is a long-running hook…',
      assertionResults: [{ fullName: 'c skipped', status: 'skipped', failureMessages: [] }],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 1 },
  suites: [
    {
      title: 'widget.spec.ts',
      specs: [{ title: 'opens on click', tests: [{ status: 'expected', results: [] }] }],
      suites: [
        {
          title: 'the widget on an allowed site',
          specs: [
            {
              title: 'closes with Escape',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: 'first try' } },
                    { error: { message: 'Error: expect(locator).toBeHidden() failed\n\nLocator: …' } },
                  ],
                },
              ],
            },
            { title: 'retried once', tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }] }] },
          ],
        },
      ],
    },
  ],
};

describe('the failures named at the end of npm test', () => {
  it('names each failed vitest test by file and full name, with the first line of its error', () => {
    expect(vitestFailures(vitestReport, '/repo')).toEqual([
      'src/a.db.test.ts › quotes refuses a second: AssertionError: expected 2 to be 1',
      'src/c.db.test.ts: Hook timed out in 60000ms.',
    ]);
  });

  it('names each Playwright test that failed every try, with its suites and last error', () => {
    expect(playwrightFailures(playwrightReport)).toEqual([
      'widget.spec.ts › the widget on an allowed site › closes with Escape: Error: expect(locator).toBeHidden() failed',
    ]);
  });

  it('names nothing for reports without failures', () => {
    expect(vitestFailures({ testResults: [vitestReport.testResults[1]] }, '/repo')).toEqual([]);
    expect(playwrightFailures({ suites: [] })).toEqual([]);
  });

  it('keeps an error to one line of at most 200 characters', () => {
    expect(firstLine(`${'x'.repeat(250)}\nsecond`)).toBe(`${'x'.repeat(200)}…`);
    expect(firstLine(undefined)).toBe('');
  });
});
