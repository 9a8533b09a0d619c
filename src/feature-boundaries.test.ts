import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature talks to another only through that feature's public module, its folder's `index.ts`
// imported as the folder (`'../chat'`; DESIGN.md §2 rule 1): its inner files stay free to change.
// Modules at the root of a features folder (the route and function lists) are composition, not a
// feature's inside.

const ROOTS = ['src/server/features', 'src/web/features'];
const IMPORT = /(?:from|import\(?)\s*['"](\.[^'"]+)['"]/g;

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
      // The folder itself is the feature's public module; a path into it is an inner file.
      if (targetFeature!.startsWith('..') || targetInner.length === 0 || targetFeature === feature) continue;
      found.push(`${file} -> ${specifier}`);
    }
  }
  return found;
}

/** A feature is a folder; a module at the root (the route and function lists) is not. */
function isFeature(root: string, name: string): boolean {
  const path = join(root, name);
  return existsSync(path) && statSync(path).isDirectory();
}

/** Which features each feature imports (type-only imports too). */
function featureGraph(root: string): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const file of filesUnder(root)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const [feature, ...inner] = relative(root, file).split(sep);
    if (inner.length === 0) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const [target] = relative(root, normalize(join(dirname(file), specifier!))).split(sep);
      if (target!.startsWith('..') || target === feature || !isFeature(root, target!)) continue;
      if (!uses.has(feature!)) uses.set(feature!, new Set());
      uses.get(feature!)!.add(target!);
    }
  }
  return uses;
}

/**
 * Groups of features that depend on each other, directly or through others (the strongly
 * connected components of the import graph with more than one member), each as its sorted names.
 */
function featureCycles(root: string): string[] {
  const uses = featureGraph(root);
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[] = [];
  // Tarjan's algorithm: a feature whose lowest reachable index is its own closes a group.
  const visit = (feature: string) => {
    order.set(feature, order.size);
    low.set(feature, order.get(feature)!);
    stack.push(feature);
    onStack.add(feature);
    for (const target of uses.get(feature) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(feature, Math.min(low.get(feature)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(feature, Math.min(low.get(feature)!, order.get(target)!));
      }
    }
    if (low.get(feature) !== order.get(feature)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== feature);
    if (group.length > 1) groups.push(group.sort().join(', '));
  };
  for (const feature of uses.keys()) if (!order.has(feature)) visit(feature);
  return groups.sort();
}

// Features that depend on each other, directly or round a longer loop, cannot be understood,
// tested or moved apart: none do. A new loop fails here (its members are listed): turn one direction into a hook the composition wires in
// (AppDeps.hooks, features/feature-hooks.ts), a callback passed in, or a third module.
describe('feature boundaries', () => {
  for (const root of ROOTS) {
    it(`no file under ${root} imports another feature's inner files`, () => {
      expect(crossFeatureImports(root)).toEqual([]);
    });
    it(`no features under ${root} depend on each other, directly or through others`, () => {
      expect(featureCycles(root)).toEqual([]);
    });
  }
});
