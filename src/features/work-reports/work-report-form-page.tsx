import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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
import { WritableCompanySelect } from '../../ui/company-select';
import type { Place } from '../../ui/frames/detail-frame';
import { FormGate, FormHeader, useToRecord } from '../../ui/frames/form-frame';
import { RecordForm } from '../../ui/record-form';
import { jobStateLabels } from '../../ui/records/work-report-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { kindTitle, periodLabel, useWorkReportPlace } from './work-report-kind';
import { RemoveItemButton } from '../../ui/list-item-buttons';

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
  const place = useWorkReportPlace(tur, i18n._(kindTitle(tur)));
  return (
    <FormGate
      id={id}
      // A report of the other kind is not this list's.
      record={row && row.tur !== tur ? null : row}
      place={place}
      title={t`Raporu Düzenle`}
      ready={Boolean(id) || draft !== null}
    >
      {(report) => (
        <WorkReportForm
          tur={tur}
          id={id}
          initial={initialValues(tur, report, selected, draft)}
          carried={!id && Boolean(draft && (draft.isler.length > 0 || draft.arizalar))}
          place={place}
        />
      )}
    </FormGate>
  );
}

function WorkReportForm({
  tur,
  id,
  initial,
  carried: carriedAtStart,
  place,
}: {
  tur: WorkReportKind;
  id: string | undefined;
  initial: WorkReportValues;
  carried: boolean;
  place: Place;
}) {
  const { t, i18n } = useLingui();
  const toRecord = useToRecord(tur === 'haftalik' ? '/teknik/haftalik-is-raporu/$isRaporuId' : '/teknik/aylik-is-raporu/$isRaporuId');
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
  const { form, values, upload, input } = record;
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

  const title = id ? t`Raporu Düzenle` : t`Rapor Ekle`;
  return (
    <>
      <FormHeader title={title} place={place} editing={Boolean(id)} />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1000} testId="work-report-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <WritableCompanySelect
              label={t`Gemi`}
              size="md"
              disabled={Boolean(id)}
              {...input('sirket')}
              value={values.sirket}
              onChange={(value) => {
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
                    <RemoveItemButton
                      size="xl"
                      iconSize={20}
                      mt={28}
                      aria-label={t`İşi kaldır: ${number}`}
                      onClick={() => form.removeListItem('isler', index)}
                    />
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
