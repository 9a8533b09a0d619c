import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from '../chat/message-bubble';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
import { Input } from './input';
import { NativeSelect } from './native-select';
import { Switch } from './switch';
import { Tabs, TabsList, TabsTrigger } from './tabs';
import { Textarea } from './textarea';

// `cn` only joins class names, so two utilities for the same CSS property on one element
// would be decided by stylesheet order, not by intent. Every variation of the shared
// components must therefore produce conflict-free classes: tailwind-merge (a dev-only
// dependency here) must have nothing to remove.

function classListsOf(element: ReactElement): string[] {
  const html = renderToStaticMarkup(element);
  return [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1] ?? '');
}

function conflictsIn(classes: string): string[] {
  const unique = [...new Set(classes.split(/\s+/).filter(Boolean))].join(' ');
  const kept = new Set(twMerge(unique).split(' '));
  return unique.split(' ').filter((name) => !kept.has(name));
}

const BUTTON_VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;

const cases: Array<[string, ReactElement]> = [
  ...BUTTON_VARIANTS.flatMap((variant) =>
    BUTTON_SIZES.flatMap((size) =>
      [false, true].map((wrap): [string, ReactElement] => [
        `Button ${variant}/${size}${wrap ? '/wrap' : ''}`,
        createElement(Button, { variant, size, wrap }, 'Label'),
      ]),
    ),
  ),
  ...(['default', 'secondary', 'destructive', 'outline'] as const).map((variant): [string, ReactElement] => [
    `Badge ${variant}`,
    createElement(Badge, { variant }, 'New'),
  ]),
  ...[false, true].map((highlighted): [string, ReactElement] => [
    `Card${highlighted ? ' highlighted' : ''}`,
    createElement(
      Card,
      { highlighted },
      createElement(CardHeader, null, createElement(CardDescription, null, 'Description')),
      createElement(CardContent, null, 'Body'),
      createElement(CardFooter, null, 'Footer'),
    ),
  ]),
  ...(['lg', 'base', 'sm'] as const).map((size): [string, ReactElement] => [
    `CardTitle ${size}`,
    createElement(CardTitle, { size }, 'Title'),
  ]),
  ...[false, true].map((compact): [string, ReactElement] => [
    `Input${compact ? ' compact' : ''}`,
    createElement(Input, { compact, 'aria-label': 'Field' }),
  ]),
  ...[false, true].map((fill): [string, ReactElement] => [
    `TabsList${fill ? ' fill' : ''}`,
    createElement(
      Tabs,
      { defaultValue: 'a' },
      createElement(
        TabsList,
        { fill },
        createElement(TabsTrigger, { value: 'a' }, 'A'),
        createElement(TabsTrigger, { value: 'b' }, 'B'),
      ),
    ),
  ]),
  ['Textarea', createElement(Textarea, { 'aria-label': 'Field' })],
  ['NativeSelect', createElement(NativeSelect, { 'aria-label': 'Field' })],
  ...[false, true].map((checked): [string, ReactElement] => [
    `Switch${checked ? ' on' : ''}`,
    createElement(Switch, { checked, onCheckedChange: () => {}, 'aria-label': 'Toggle' }),
  ]),
  ...(['agent', 'visitor'] as const).map((from): [string, ReactElement] => [
    `MessageBubble ${from}`,
    createElement(MessageBubble, { from, speaker: 'Agent' }, 'Hello'),
  ]),
];

describe('shared component classes', () => {
  it.each(cases)('%s has no conflicting utilities', (_name, element) => {
    const lists = classListsOf(element);
    expect(lists.length).toBeGreaterThan(0);
    for (const classes of lists) expect(conflictsIn(classes), classes).toEqual([]);
  });

  it('detects a conflict when one is there', () => {
    expect(conflictsIn('h-10 px-4 h-auto')).toEqual(['h-10']);
  });

  it('a one-line button keeps its fixed height and a wrapping one only a minimum', () => {
    const [oneLine] = classListsOf(createElement(Button, null, 'Go'));
    const [wrapping] = classListsOf(createElement(Button, { wrap: true }, 'Go'));
    expect(oneLine?.split(' ')).toEqual(expect.arrayContaining(['h-10', 'min-h-10', 'whitespace-nowrap']));
    expect(wrapping?.split(' ')).toEqual(expect.arrayContaining(['min-h-10', 'whitespace-normal']));
    expect(wrapping?.split(' ')).not.toContain('h-10');
  });
});
