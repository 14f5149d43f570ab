import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import './answer-editor.css';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { EDITOR_MIN_HEIGHT_PX } from '../../../../shared/constants';
import { answerEditorExtensions } from '../lib/answer-editor-extensions';

export interface AnswerEditorProps {
  /** The toolbar buttons' names, in the page's language. */
  toolbarLabels: {
    bold: string;
    italic: string;
    bulletList: string;
    orderedList: string;
    blockquote: string;
  };
  /** The saved answer the editor opens with. */
  initialHtml: string;
  label: string;
  /** Ids of what a screen reader reads with the editor: the question and its guidance. */
  describedBy?: string;
  onChange: (html: string, text: string) => void;
  onPaste: (characters: number) => void;
}

/** The rich-text answer editor (loaded lazily: Tiptap is most of its weight). */
export default function AnswerEditor({
  initialHtml,
  label,
  toolbarLabels,
  describedBy,
  onChange,
  onPaste,
}: AnswerEditorProps) {
  const editor = useEditor({
    extensions: answerEditorExtensions(),
    content: initialHtml,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      handlePaste: (_view, event) => {
        onPaste(event.clipboardData?.getData('text/plain').length ?? 0);
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML(), current.getText()),
  });

  return (
    <RichTextEditor
      editor={editor}
      variant="subtle"
      className="answer-editor"
      labels={{
        boldControlLabel: toolbarLabels.bold,
        italicControlLabel: toolbarLabels.italic,
        bulletListControlLabel: toolbarLabels.bulletList,
        orderedListControlLabel: toolbarLabels.orderedList,
        blockquoteControlLabel: toolbarLabels.blockquote,
      }}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={EDITOR_MIN_HEIGHT_PX} />
    </RichTextEditor>
  );
}
