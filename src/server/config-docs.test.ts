import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownTableAfter, variableNames } from '../domain/docs/markdown-table';
import { CONFIG_VARIABLES } from './env';

// The Docs page shows the README's configuration table, so the table must name every variable
// env.ts reads, and nothing env.ts does not read.
describe("the README's configuration table", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const documented = markdownTableAfter(readme, '## Configuration').flatMap((row) =>
    variableNames(row[0] ?? ''),
  );

  it('documents every variable the server reads', () => {
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('documents no variable the server does not read', () => {
    expect(documented.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });
});
