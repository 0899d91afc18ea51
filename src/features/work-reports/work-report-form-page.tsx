import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { localDate } from '../../domain/calendar';
import {
  JOB_STATES,
  MAX_JOBS,
  MAX_REPORT_FILES,
  periodOf,
  shiftPeriod,
  type StartingJob,
  workReportSchema,
  type JobState,
  type WorkReportKind,
} from '../../domain/work-report';
import { useSelectedCompany } from '../../data/companies';
import { useWritableCompanies } from '../../data/grants';
import { saveWorkReport } from '../../data/work-report-save';
import { useLocal } from '../../data/local';
import {
  isWorkReportTaken,
  loadWorkReportDraft,
  useWorkReport,
  workReportDraft,
  type WorkReportDraft,
  type WorkReportRow,
} from '../../data/work-reports';
import { FileListField, type ListedFile } from '../../ui/file-list-field';
import { PageHeader } from '../../ui/page-header';
import { RecordForm } from '../../ui/record-form';
import { PageLoading, RecordNotFound } from '../../ui/record-page';
import { jobStateLabels } from '../../ui/records/work-report-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { KIND_PATHS, kindTitle, listLink, periodLabel } from './work-report-kind';

/** A work report as the form edits it. */
interface WorkReportValues {
  sirket: string;
  tur: WorkReportKind;
  donem: string;
  isler: { baslik: string; durum: JobState; aciklama: string }[];
  arizalar: string;
  dosyalar: ListedFile[];
}

const newJob = () => ({ baslik: '', durum: 'planlandi' as JobState, aciklama: '' });

/** A new report's jobs: the carried-over ones, or one empty job to fill in. */
const startingJobs = (isler: readonly StartingJob[]) => (isler.length > 0 ? isler.map((job) => ({ ...job })) : [newJob()]);

function initialValues(tur: WorkReportKind, row: WorkReportRow | null, sirket: string, draft: WorkReportDraft | null): WorkReportValues {
  if (row) {
    return {
      sirket: row.sirket,
      tur: row.tur,
      donem: row.donem,
      isler: row.isler.map((job) => ({ ...job })),
      arizalar: row.arizalar,
      dosyalar: [...row.dosyalar],
    };
  }
  return {
    sirket,
    tur,
    donem: draft?.donem ?? periodOf(tur, localDate()),
    isler: startingJobs(draft?.isler ?? []),
    arizalar: draft?.arizalar ?? '',
    dosyalar: [],
  };
}

/** The periods offered: the current one, the twelve before it and the next, and the report's own. */
function periodChoices(tur: WorkReportKind, own: string): string[] {
  const current = periodOf(tur, localDate());
  const choices = Array.from({ length: 14 }, (_, index) => shiftPeriod(tur, current, 1 - index));
  if (own && !choices.includes(own)) choices.push(own);
  return choices.sort().reverse();
}

/** Create or edit a weekly or monthly work report. */
export function WorkReportFormPage({ tur, id }: { tur: WorkReportKind; id?: string }) {
  const { t, i18n } = useLingui();
  const row = useWorkReport(id ?? '');
  const selected = useSelectedCompany() ?? '';
  const local = useLocal();
  // A new report opens on the ship's first period without a report, with what it carries over (docs/areas/work-reports.md §2).
  const [draft, setDraft] = useState<WorkReportDraft | null>(null);
  useEffect(() => {
    if (id || !local) return;
    let current = true;
    void workReportDraft(local.db, selected, tur, localDate()).then((loaded) => current && setDraft(loaded));
    return () => {
      current = false;
    };
  }, [id, local, selected, tur]);
  if (id ? row === undefined : draft === null) return <PageLoading />;
  if (id && (!row || row.tur !== tur)) {
    return (
      <RecordNotFound
        title={t`Raporu Düzenle`}
        section={t`Teknik`}
        list={{ label: i18n._(kindTitle(tur)), link: listLink(tur) }}
        message={t`İş raporu bulunamadı`}
      />
    );
  }
  return (
    <WorkReportForm
      tur={tur}
      id={id}
      initial={initialValues(tur, row ?? null, selected, draft)}
      carried={!id && Boolean(draft && (draft.isler.length > 0 || draft.arizalar))}
    />
  );
}

function WorkReportForm({
  tur,
  id,
  initial,
  carried: carriedAtStart,
}: {
  tur: WorkReportKind;
  id: string | undefined;
  initial: WorkReportValues;
  carried: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toRecord = (savedId?: string) =>
    savedId
      ? tur === 'haftalik'
        ? navigate({ to: '/teknik/haftalik-is-raporu/$isRaporuId', params: { isRaporuId: savedId }, replace: true })
        : navigate({ to: '/teknik/aylik-is-raporu/$isRaporuId', params: { isRaporuId: savedId }, replace: true })
      : navigate({ to: KIND_PATHS[tur], replace: true });
  const record = useRecordForm({
    collection: 'isRaporu',
    id,
    initial,
    schema: workReportSchema,
    // One report per ship, kind and period: said at once, offline too, before the server would refuse it.
    refuse: async (values) => ((await isWorkReportTaken(values, id)) ? { path: 'donem', error: 'duplicateWorkReport' } : null),
    save: (values) => saveWorkReport(values, id),
    savedText: () => t`Rapor kaydedildi`,
    then: (savedId) => toRecord(savedId),
  });
  const { form, values, upload } = record;
  const input = (path: string) => ({ key: form.key(path), ...form.getInputProps(path) });
  const companies = useWritableCompanies();
  const companyOptions = companies.map((company) => ({
    value: company._id,
    label: company.gemi?.adi ? `${company.gemi.adi} · ${company.isim}` : company.isim,
  }));
  const periods = periodChoices(tur, initial.donem).map((donem) => ({ value: donem, label: periodLabel(i18n, tur, donem) }));
  const jobs = values.isler;
  // A new report follows its ship and period with what it carries over, while its jobs and defects are as they were filled in.
  const [carried, setCarried] = useState(carriedAtStart);
  const prefilled = useRef({ isler: JSON.stringify(initial.isler), arizalar: initial.arizalar });
  const untouched = () =>
    JSON.stringify(form.getValues().isler) === prefilled.current.isler && form.getValues().arizalar === prefilled.current.arizalar;
  const applyDraft = async (sirket: string, donem?: string) => {
    const draft = await loadWorkReportDraft(sirket, tur, localDate(), donem);
    if (!untouched()) return;
    const isler = startingJobs(draft.isler);
    prefilled.current = { isler: JSON.stringify(isler), arizalar: draft.arizalar };
    if (!donem) form.setFieldValue('donem', draft.donem);
    form.setFieldValue('isler', isler);
    form.setFieldValue('arizalar', draft.arizalar);
    setCarried(draft.isler.length > 0 || draft.arizalar !== '');
  };
  const stateOptions = JOB_STATES.map((state) => ({ value: state, label: i18n._(jobStateLabels[state]) }));

  const kind = i18n._(kindTitle(tur));
  const title = id ? t`Raporu Düzenle` : t`Rapor Ekle`;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t`Teknik` }, { label: kind, link: listLink(tur) }, { label: id ? t`Düzenle` : t`Yeni` }]}
      />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1000} testId="work-report-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t`Gemi`}
              withAsterisk
              searchable
              size="md"
              data={companyOptions}
              allowDeselect={false}
              disabled={Boolean(id)}
              {...input('sirket')}
              value={values.sirket || null}
              onChange={(value) => {
                if (!value) return;
                form.setFieldValue('sirket', value);
                if (!id) void applyDraft(value);
              }}
              data-testid="work-report-company"
            />
            <Select
              label={t`Dönem`}
              withAsterisk
              size="md"
              allowDeselect={false}
              data={periods}
              {...input('donem')}
              value={values.donem || null}
              onChange={(value) => {
                if (!value) return;
                form.setFieldValue('donem', value);
                if (!id && values.sirket) void applyDraft(values.sirket, value);
              }}
              data-testid="work-report-period"
            />
          </SimpleGrid>
          {carried && (
            <Text size="sm" c="dimmed" mt="sm" data-testid="work-report-carried">
              {tur === 'aylik'
                ? t`Ayın haftalık raporlarındaki işler ile önceki rapordan açık kalan işler ve arızalar aktarıldı.`
                : t`Önceki rapordan açık kalan işler ve arızalar aktarıldı.`}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">{t`İşler`}</Title>
          <Stack gap="md">
            {jobs.length === 0 && <Text c="dimmed" size="sm">{t`Henüz iş eklenmedi.`}</Text>}
            {jobs.map((_, index) => {
              const number = index + 1;
              return (
                <Paper key={index} withBorder radius="sm" p="sm" data-testid={`work-report-job-${index}`}>
                  <Group align="flex-start" gap="xs" wrap="nowrap">
                    <Stack gap="xs" style={{ flex: 1 }}>
                      <TextInput
                        label={t`İş ${number}`}
                        withAsterisk
                        size="md"
                        {...input(`isler.${index}.baslik`)}
                        data-testid={`work-report-job-title-${index}`}
                      />
                      <SegmentedControl
                        fullWidth
                        size="md"
                        data={stateOptions}
                        aria-label={t`İş ${number} durumu`}
                        value={jobs[index]?.durum ?? 'planlandi'}
                        onChange={(value) => form.setFieldValue(`isler.${index}.durum`, value as JobState)}
                        data-testid={`work-report-job-state-${index}`}
                      />
                      <TextInput label={t`Not`} size="md" {...input(`isler.${index}.aciklama`)} />
                    </Stack>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="xl"
                      mt={28}
                      aria-label={t`İşi kaldır: ${number}`}
                      onClick={() => form.removeListItem('isler', index)}
                    >
                      <IconX size={20} />
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
            {jobs.length < MAX_JOBS && (
              <Button
                variant="light"
                size="md"
                w="fit-content"
                leftSection={<IconPlus size={16} />}
                onClick={() => form.insertListItem('isler', newJob())}
                data-testid="work-report-add-job"
              >
                {t`İş ekle`}
              </Button>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Textarea
            label={t`Açık Arızalar`}
            description={t`Henüz giderilmemiş arızalar; yoksa boş bırakın.`}
            autosize
            minRows={3}
            size="md"
            {...input('arizalar')}
            data-testid="work-report-defects-input"
          />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <FileListField
            label={t`Fotoğraflar ve Dosyalar`}
            value={values.dosyalar}
            onAdd={(file) => form.insertListItem('dosyalar', file)}
            onRemove={(index) => form.removeListItem('dosyalar', index)}
            max={MAX_REPORT_FILES}
            error={form.errors.dosyalar}
            onUploadingChange={upload.onUploadingChange}
          />
        </Paper>
      </RecordForm>
    </>
  );
}
