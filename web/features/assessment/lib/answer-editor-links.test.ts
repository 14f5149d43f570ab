// @vitest-environment jsdom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEditorExtensions } from './answer-editor-extensions';

const editors: Editor[] = [];
afterEach(() => {
  editors.splice(0).forEach((editor) => editor.destroy());
  vi.restoreAllMocks();
});

/** An answer editor as a question's page opens it; its extensions start once it has drawn. */
async function openEditor(): Promise<Editor> {
  const editor = new Editor({ extensions: answerEditorExtensions() });
  editors.push(editor);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return editor;
}

/** Types at the end of the answer, a character at a time, as a candidate does. */
function type(editor: Editor, text: string) {
  for (const character of text) {
    const { to } = editor.state.selection;
    editor.view.dispatch(editor.state.tr.insertText(character, to));
  }
}

describe('links in the answer editor', () => {
  it('the next question’s editor, opened before the last one closes, links every scheme and warns of nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const first = await openEditor();
    type(first, 'See https://example.com/a ');
    expect(first.getHTML()).toContain('href="https://example.com/a"');

    const second = await openEditor();
    first.destroy();
    type(second, 'Ask xmpp://ada@example.com and ftps://files.example.com/b ');
    expect(second.getHTML()).toContain('href="xmpp://ada@example.com"');
    expect(second.getHTML()).toContain('href="ftps://files.example.com/b"');
    expect(warn).not.toHaveBeenCalled();
  });
});
