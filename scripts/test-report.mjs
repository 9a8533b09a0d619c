// Names the failed tests of the runners' JSON reports, one line each, for the end of `npm test`:
// a CI log is often read from its tail, and the runners print their failures far above it.

/** The first non-blank line of a failure message, at most 200 characters. */
export function firstLine(message) {
  const line =
    String(message ?? '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** Vitest's JSON report: failed tests, and files that failed without one (a hook or an import). */
export function vitestFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'failed')
        failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed'))
      failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** Playwright's JSON report: suites nest; a test is 'unexpected' when every try of it failed. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suites, titles) => {
    for (const suite of suites ?? []) {
      const path = suite.title ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          failures.push(
            `${[...path, spec.title].join(' › ')}: ${firstLine(test.results?.at(-1)?.error?.message)}`,
          );
        }
      }
      walk(suite.suites, path);
    }
  };
  walk(report.suites, []);
  return failures;
}
