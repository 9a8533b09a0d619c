import { describe, expect, it } from 'vitest';
import { inlineSegments, markdownTableAfter, variableNames } from './markdown-table';

const README = `# Title

## Configuration

Some words.

| Variable | Default | Meaning |
|---|---|---|
| \`PORT\` | \`3000\` | main site port |
| \`AI_BASE_URL\`, \`AI_API_KEY\` | *(unset)* | the model, **required** for \`anthropic\` |
| \`A\` | x | a \\| b |

After the table.

| Other | table |
|---|---|
| not | this |
`;

describe('markdownTableAfter', () => {
  it('reads the body rows of the first table after the heading', () => {
    expect(markdownTableAfter(README, '## Configuration')).toEqual([
      ['`PORT`', '`3000`', 'main site port'],
      ['`AI_BASE_URL`, `AI_API_KEY`', '*(unset)*', 'the model, **required** for `anthropic`'],
      ['`A`', 'x', 'a | b'],
    ]);
  });

  it('finds nothing without the heading or a table', () => {
    expect(markdownTableAfter(README, '## Nope')).toEqual([]);
    expect(markdownTableAfter('## Configuration\n\nno table', '## Configuration')).toEqual([]);
  });
});

describe('inlineSegments', () => {
  it('splits code, strong and emphasis from text', () => {
    expect(inlineSegments('the model, **required** for `anthropic` *(unset)*')).toEqual([
      { kind: 'text', text: 'the model, ' },
      { kind: 'strong', text: 'required' },
      { kind: 'text', text: ' for ' },
      { kind: 'code', text: 'anthropic' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: '(unset)' },
    ]);
    expect(inlineSegments('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(inlineSegments('')).toEqual([]);
  });
});

describe('variableNames', () => {
  it('lists the variables a row documents', () => {
    expect(variableNames('`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`')).toEqual([
      'AI_BASE_URL',
      'AI_API_KEY',
      'AI_MODEL',
    ]);
    expect(variableNames('`3000`')).toEqual([]);
  });
});
