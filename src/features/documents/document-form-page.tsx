import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { NumberInput, Paper, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import {
  DOCUMENT_STATES,
  documentSchema,
  isControlled,
  type DocumentCategory,
  type DocumentInput,
  type DocumentState,
} from '../../domain/documents';
import { formValuesOf } from '../../domain/records/form-input';
import { useSelectedCompany } from '../../data/companies';
import { isDocumentCodeTaken, saveDocument } from '../../data/document-save';
import { useDocument, type DocumentRow } from '../../data/documents';
import { WritableCompanySelect } from '../../ui/company-select';
import { DateField } from '../../ui/date-field';
import type { FileFieldValue } from '../../ui/file-upload-field';
import { RecordFileField } from '../../ui/record-file-field';
import { PageHeader } from '../../ui/page-header';
import { RecordForm } from '../../ui/record-form';
import { PageLoading, RecordNotFound } from '../../ui/record-page';
import { documentCategoryLabels, documentStateLabels, LIBRARY_PATHS } from '../../ui/records/document-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { libraryLinks } from './library-links';

/** A document as the form edits it: the revision a number or what was typed, the file as the file field keeps it. */
interface DocumentValues {
  sirket: string;
  kategori: DocumentCategory;
  kod: string;
  baslik: string;
  revizyon: number | string;
  revizyonTarihi: string;
  durum: DocumentState;
  dosya: FileFieldValue;
  metin: string;
  aciklama: string;
}

/**
 * The form's first values: a new document of the category (in force, revision 0, dated today); a
 * document as it is (a correction); or its next revision (docs/areas/documents.md): the number after it,
 * dated today, in force, with a new file to pick. The record holds one revision, so the one it
 * replaces leaves force for the history (the server's `gecmis`): only one is ever in force.
 */
export function documentFormValues(
  kategori: DocumentCategory,
  sirket: string,
  row: DocumentRow | null,
  newRevision: boolean,
): DocumentValues {
  if (!row) {
    return {
      sirket,
      kategori,
      kod: '',
      baslik: '',
      revizyon: 0,
      revizyonTarihi: localDate(),
      durum: 'yururlukte',
      dosya: null,
      metin: '',
      aciklama: '',
    };
  }
  const values = { ...formValuesOf('dokuman', row), dosya: row.dosya } as DocumentValues;
  if (!newRevision) return values;
  return { ...values, revizyon: row.revizyon + 1, revizyonTarihi: localDate(), durum: 'yururlukte', dosya: null };
}

/** Create a document of a library category, edit one, or make a controlled document's next revision. */
export function DocumentFormPage({
  kategori,
  id,
  newRevision = false,
}: {
  kategori: DocumentCategory;
  id?: string;
  newRevision?: boolean;
}) {
  const { t, i18n } = useLingui();
  const row = useDocument(id ?? '');
  const selected = useSelectedCompany() ?? '';
  if (id && row === undefined) return <PageLoading />;
  if (id && !row) {
    return (
      <RecordNotFound
        title={t`Doküman Düzenle`}
        list={{ label: i18n._(documentCategoryLabels[kategori]), link: libraryLinks(kategori).list }}
        message={t`Doküman`}
      />
    );
  }
  // A document opened from another category's page is edited in its own category.
  const own = row?.kategori ?? kategori;
  return (
    <DocumentForm
      kategori={own}
      id={id}
      existing={row ?? undefined}
      newRevision={Boolean(row) && newRevision && isControlled(own)}
      initial={documentFormValues(own, selected, row ?? null, newRevision && isControlled(own))}
    />
  );
}

function DocumentForm({
  kategori,
  id,
  existing,
  newRevision,
  initial,
}: {
  kategori: DocumentCategory;
  id: string | undefined;
  existing: DocumentRow | undefined;
  newRevision: boolean;
  initial: DocumentValues;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const path = LIBRARY_PATHS[kategori];
  const links = libraryLinks(kategori);
  const controlled = isControlled(kategori);
  const toRecord = (savedId?: string) =>
    savedId ? navigate({ to: `${path}/$dokumanId`, params: { dokumanId: savedId }, replace: true }) : navigate({ to: path, replace: true });
  const record = useRecordForm({
    collection: 'dokuman',
    id,
    initial,
    schema: documentSchema,
    // A code taken in the company and category is said at once, also offline (the server's 422 `codeTaken`).
    refuse: async (values) => ((await isDocumentCodeTaken(values, id)) ? { path: 'kod', error: 'codeTaken' } : null),
    save: ({ dosya, ...values }) => saveDocument({ ...values, dosya } as DocumentInput, dosya, id, existing),
    savedText: () => (newRevision ? t`Yeni revizyon yürürlükte` : t`Doküman kaydedildi`),
    then: (savedId) => toRecord(savedId),
  });
  const { form, values } = record;
  const set = <K extends keyof DocumentValues>(path: K, value: DocumentValues[K]) => form.setFieldValue(path, value as never);
  const input = (path: keyof DocumentValues) => ({ key: form.key(path), ...form.getInputProps(path) });

  const category = i18n._(documentCategoryLabels[kategori]);
  const title = newRevision ? t`Yeni Revizyon` : id ? t`Doküman Düzenle` : t`Yeni Doküman`;
  const name = existing ? [existing.kod, existing.baslik].filter(Boolean).join(' · ') : '';
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: category, link: links.list },
          ...(id
            ? [{ label: name, link: links.detail(id) }, { label: newRevision ? t`Yeni Revizyon` : t`Düzenle` }]
            : [{ label: t`Yeni` }]),
        ]}
      />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1000} testId="document-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <WritableCompanySelect
              label={t`Şirket`}
              disabled={Boolean(id)}
              {...input('sirket')}
              value={values.sirket}
              onChange={(value) => set('sirket', value)}
              data-testid="document-company"
            />
            <TextInput label={t`Kategori`} value={category} readOnly disabled />
            <TextInput label={t`Kod`} withAsterisk={controlled} disabled={newRevision} {...input('kod')} data-testid="document-code" />
            <TextInput label={t`Başlık`} withAsterisk {...input('baslik')} data-testid="document-title" />
            <NumberInput
              label={t`Revizyon`}
              min={0}
              max={9999}
              allowDecimal={false}
              allowNegative={false}
              disabled={newRevision}
              {...input('revizyon')}
              data-testid="document-revision"
            />
            <DateField label={t`Revizyon Tarihi`} withAsterisk {...input('revizyonTarihi')} />
            <Select
              label={t`Durum`}
              data={DOCUMENT_STATES.map((state) => ({ value: state, label: i18n._(documentStateLabels[state]) }))}
              allowDeselect={false}
              disabled={newRevision}
              {...input('durum')}
              data-testid="document-state"
            />
          </SimpleGrid>
          {kategori === 'duyuru' && (
            <Textarea mt="sm" label={t`Metin`} autosize minRows={4} {...input('metin')} data-testid="document-text" />
          )}
          <Textarea mt="sm" label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
        </Paper>
        <RecordFileField record={record} label={newRevision ? t`Yeni revizyonun dosyası` : t`Dosya`} required={kategori !== 'duyuru'} />
      </RecordForm>
    </>
  );
}
