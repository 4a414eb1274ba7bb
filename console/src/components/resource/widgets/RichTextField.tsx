// The rich-text widget of every `format: html` field (common.yaml#/RichText): TipTap's starter kit (paragraphs,
// headings, bold/italic/underline/strike, lists, quotes, code, rules, links typed or pasted), with a small toolbar.
// Loaded lazily (index.tsx) so the editor's chunk comes only with a form that shows such a field. The value is the
// editor's HTML ('' when empty); the server sanitises it against its allow-list before storing it.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { cx } from '@/components/ui/cx';
import { fieldClass } from '@/components/ui/input';
import type { FieldWidgetProps } from './registry';

interface Tool {
  key: string;
  glyph: string;
  run: (editor: Editor) => boolean;
  active?: (editor: Editor) => boolean;
  className?: string;
}

const chain = (editor: Editor) => editor.chain().focus();
const TOOLS: readonly Tool[] = [
  { key: 'bold', glyph: 'B', className: 'font-bold', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', glyph: 'I', className: 'italic', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
  {
    key: 'underline',
    glyph: 'U',
    className: 'underline',
    run: (e) => chain(e).toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  { key: 'strike', glyph: 'S', className: 'line-through', run: (e) => chain(e).toggleStrike().run(), active: (e) => e.isActive('strike') },
  {
    key: 'heading2',
    glyph: 'H2',
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'heading3',
    glyph: 'H3',
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { key: 'bulletList', glyph: '•', run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', glyph: '1.', run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'blockquote', glyph: '❝', run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'unlink', glyph: '⊘', run: (e) => chain(e).unsetLink().run(), active: (e) => e.isActive('link') },
  { key: 'undo', glyph: '↶', run: (e) => chain(e).undo().run() },
  { key: 'redo', glyph: '↷', run: (e) => chain(e).redo().run() },
];

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextField(p: FieldWidgetProps) {
  const value = typeof p.value === 'string' ? p.value : '';
  const name = p.label ?? p.labels.field(p.name);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['mailto'], defaultProtocol: 'https' } })],
    content: value,
    editable: !p.disabled,
    editorProps: {
      attributes: {
        id: p.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': name,
        ...(p.describedBy ? { 'aria-describedby': p.describedBy } : {}),
        ...(p.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(p.required ? { 'aria-required': 'true' } : {}),
        class: 'rich-text min-h-40 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => p.onChange(htmlOf(e)),
    onBlur: () => p.onBlur(),
  });
  // The form loads the row after the editor is made (an edit page opened cold) or resets it: take the new value. An
  // editor useEditor has already replaced (its options changed as the row arrived) is destroyed and has no schema.
  useEffect(() => {
    if (!editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((tool) => tool.active?.(e) ?? false) });
  return (
    <div className={cx(fieldClass, 'w-full px-0 focus-within:border-primary-ink', p.invalid && 'border-danger')}>
      <div role="toolbar" aria-label={name} className="flex flex-wrap gap-0.5 border-b border-border px-1.5 py-1">
        {TOOLS.map((tool, i) => (
          <button
            key={tool.key}
            type="button"
            disabled={p.disabled}
            aria-label={p.labels.t(`screens.ui.richText.${tool.key}`)}
            title={p.labels.t(`screens.ui.richText.${tool.key}`)}
            aria-pressed={tool.active ? active[i] : undefined}
            // The editor keeps the focus and the selection: what is typed next takes the format.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
            className={cx(
              'h-7 min-w-7 rounded px-1.5 text-sm text-fg hover:bg-surface-muted disabled:opacity-50',
              active[i] && 'bg-primary-50 text-primary-800 dark:bg-primary-900/40 dark:text-primary-100',
              tool.className,
            )}
          >
            {tool.glyph}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
