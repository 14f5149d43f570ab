// @vitest-environment happy-dom
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { MessageWith } from './message-with';

async function drawn(message: string, values: Record<string, string>) {
  const { container, unmount } = await renderUi(
    createElement(
      'p',
      null,
      createElement(MessageWith, {
        // The catalogue's `{name}` placeholders, filled with the marks as Lingui fills values.
        text: (marks) => message.replace(/\{(\w+)\}/g, (_, name: string) => marks[name] ?? ''),
        values: Object.fromEntries(
          Object.entries(values).map(([name, text]) => [
            name,
            createElement('time', { key: name, dateTime: name }, text),
          ]),
        ),
      }),
    ),
  );
  // Mantine's styles are drawn beside it: the message's paragraph alone.
  const html = container.querySelector('p')?.innerHTML;
  await unmount();
  return html;
}

it('puts each element where the message names it, in any order', async () => {
  expect(await drawn('Added {date}', { date: '3 Sept 2026' })).toBe(
    'Added <time datetime="date">3 Sept 2026</time>',
  );
  expect(await drawn('{b} then {a}.', { a: 'first', b: 'second' })).toBe(
    '<time datetime="b">second</time> then <time datetime="a">first</time>.',
  );
});
