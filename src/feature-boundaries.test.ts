import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature talks to another only through that feature's public module (`<feature>.public.ts`,
// DESIGN.md §2 rule 1): its inner files stay free to change. Modules at the root of a features
// folder (the route and function lists) are composition, not a feature's inside.

const ROOTS = ['src/server/features', 'src/web/features'];
const IMPORT = /(?:from|import\()\s*['"](\.[^'"]+)['"]/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function crossFeatureImports(root: string): string[] {
  const found: string[] = [];
  for (const file of filesUnder(root)) {
    const [feature, ...inner] = relative(root, file).split(sep);
    if (inner.length === 0) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), specifier!));
      const [targetFeature, ...targetInner] = relative(root, target).split(sep);
      if (targetFeature!.startsWith('..') || targetInner.length === 0) continue;
      if (targetFeature === feature || target.endsWith('.public')) continue;
      found.push(`${file} -> ${specifier}`);
    }
  }
  return found;
}

describe('feature boundaries', () => {
  for (const root of ROOTS) {
    it(`no file under ${root} imports another feature's inner files`, () => {
      expect(crossFeatureImports(root)).toEqual([]);
    });
  }
});
