'use client';

import { FileButton, Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useState } from 'react';
import { MediaPicker } from '@/features/admin/media/media-picker';
import { uploadImage } from '@/features/admin/resource/upload';
import { IMAGE_RULES } from '@/features/ui/file-rules';
import { serverErrors } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';

function Icon({ d }: { d: string }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
const ImageIcon = () => <Icon d="M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9h.01" />;
const LibraryIcon = () => <Icon d="M3 7h4v12H3zM9 5h4v14H9zM15 7l4-1 2 12-4 1z" />;
const TableIcon = () => <Icon d="M4 5h16v14H4zM4 10h16M4 15h16M10 5v14M15 5v14" />;
const RowIcon = () => <Icon d="M4 9h16v6H4zM12 17v4M10 19h4" />;
const ColumnIcon = () => <Icon d="M9 4h6v16H9zM17 12h4M19 10v4" />;
const DeleteTableIcon = () => <Icon d="M4 5h16v14H4zM9 10l6 6M15 10l-6 6" />;

const CONTROLS = [
  'bold',
  'italic',
  'link',
  'unlink',
  'bulletList',
  'orderedList',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'undo',
  'redo',
] as const;

/** Mantine's toolbar labels (read by screen readers) in the page's language. */
function labelsOf(t: (key: string) => string) {
  return {
    ...Object.fromEntries(
      CONTROLS.map((c) => [`${c}ControlLabel`, t(`admin_content.rich_text.${c}`)]),
    ),
    linkEditorInputLabel: t('admin_content.rich_text.link_input'),
    linkEditorInputPlaceholder: t('admin_content.rich_text.link_placeholder'),
    linkEditorExternalLink: t('admin_content.rich_text.link_external'),
    linkEditorInternalLink: t('admin_content.rich_text.link_internal'),
    linkEditorSave: t('admin_content.rich_text.link_save'),
  };
}

/**
 * The rich-text editor of SPEC.md section 2: headings 1 to 3, bold, italic,
 * link, lists, quote, tables, image upload, undo and redo. The HTML it makes
 * is sanitised by the server on save and again when shown.
 */
export default function RichTextEditorField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: ReactNode;
  onChange: (html: string) => void;
}) {
  const { t } = useT();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  // The field's language (lang.en.body) chooses which alt text a library image brings.
  const altLang = id.startsWith('lang.en.') ? 'en' : 'th';
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: false }),
      Link.configure({ openOnClick: false }),
      TableKit.configure({ table: { resizable: false } }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': `${id}-editor`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  async function insertImage(file: File | null) {
    if (!file || !editor) return;
    setUploadError(null);
    try {
      // The same path as every image field: refused here (type, size), resized here, checked again by the server.
      const stored = await uploadImage(file);
      editor.chain().focus().setImage({ src: stored.url, alt: '' }).run();
    } catch (e) {
      setUploadError(t(serverErrors(e).message));
    }
  }

  const inTable = editor?.isActive('table') ?? false;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelProps={{ id: `${id}-label` }}
      error={uploadError ?? error}
    >
      <RichTextEditor editor={editor} mt={4} labels={labelsOf(t)}>
        <RichTextEditor.Toolbar
          sticky
          stickyOffset={60}
          aria-label={t('admin_content.rich_text.label')}
        >
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              onClick={() =>
                editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
              }
              aria-label={t('admin_content.rich_text.insert_table')}
              title={t('admin_content.rich_text.insert_table')}
            >
              <TableIcon />
            </RichTextEditor.Control>
            {inTable && (
              <>
                <RichTextEditor.Control
                  onClick={() => editor?.chain().focus().addRowAfter().run()}
                  aria-label={t('admin_content.rich_text.add_row')}
                  title={t('admin_content.rich_text.add_row')}
                >
                  <RowIcon />
                </RichTextEditor.Control>
                <RichTextEditor.Control
                  onClick={() => editor?.chain().focus().addColumnAfter().run()}
                  aria-label={t('admin_content.rich_text.add_column')}
                  title={t('admin_content.rich_text.add_column')}
                >
                  <ColumnIcon />
                </RichTextEditor.Control>
                <RichTextEditor.Control
                  onClick={() => editor?.chain().focus().deleteTable().run()}
                  aria-label={t('admin_content.rich_text.delete_table')}
                  title={t('admin_content.rich_text.delete_table')}
                >
                  <DeleteTableIcon />
                </RichTextEditor.Control>
              </>
            )}
            <FileButton onChange={insertImage} accept={Object.keys(IMAGE_RULES.accept).join(',')}>
              {(props) => (
                <RichTextEditor.Control
                  {...props}
                  aria-label={t('admin_content.rich_text.insert_image')}
                  title={t('admin_content.rich_text.insert_image')}
                  data-testid={`${id}-insert-image`}
                >
                  <ImageIcon />
                </RichTextEditor.Control>
              )}
            </FileButton>
            <RichTextEditor.Control
              onClick={() => setPicking(true)}
              aria-label={t('media.choose')}
              title={t('media.choose')}
              data-testid={`${id}-library`}
            >
              <LibraryIcon />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(item) =>
          editor
            ?.chain()
            .focus()
            .setImage({ src: item.url, alt: (altLang === 'en' ? item.altEn : item.altTh) || '' })
            .run()
        }
      />
    </Input.Wrapper>
  );
}
