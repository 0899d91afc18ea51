import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Input,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import {
  ACCOUNT_TYPE_OF_DIRECTION,
  billSchema,
  BUDGET_TYPE_OF_DIRECTION,
  KDV_RATES,
  MAX_PLAN_ROWS,
  UNITS,
  type BillDirection,
  type BillInput,
} from '../../domain/bill';
import { appendedPlanRow, billTotals, planRemainder, proposePlan, type BillTotals, type LineFigures } from '../../domain/bill-math';
import { isCalendarDate, localDate } from '../../domain/calendar';
import { CURRENCIES } from '../../domain/currency';
import type { UploadedFile } from '../../domain/file';
import { decimalText, parseDecimal, SCALES } from '../../domain/money';
import { formValuesOf } from '../../domain/records/form-input';
import { useAccount, useAccountList } from '../../data/accounts';
import { useWritableAccountOptions } from '../../data/grants';
import { isBillNumberTaken, useBill, type BillRow } from '../../data/bills';
import { saveBill } from '../../data/bill-save';
import { useBudgetCodes } from '../../data/budget-codes';
import { useSelectedCompany } from '../../data/companies';
import type { KeptFileRef } from '../../data/files';
import { useRecordOutbox } from '../../data/outbox-queries';
import { errorText } from '../../ui/error-text';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { FormActions } from '../../ui/form-actions';
import { DateField } from '../../ui/date-field';
import { DecimalAutocomplete, DecimalInput } from '../../ui/decimal-input';
import { formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { useFormFrame } from '../../ui/use-form-frame';
import { useWriteGuard } from '../../ui/write-guard';
import { toFormErrors, useSchemaForm } from '../../ui/use-schema-form';
import { useUploadWait } from '../../ui/use-upload-wait';
import { kindLabels, unitLabels } from './labels';

/** A line as the form edits it: figures as the decimal text the user types. */
interface LineValues {
  id: string;
  butceKodu: string;
  adi: string;
  aciklama: string;
  miktar: string;
  birim: string;
  birimFiyat: string;
  iskonto: string;
  kdv: string;
}

interface PlanValues {
  id: string;
  tarih: string;
  miktar: string;
}

interface BillValues {
  tip: BillDirection;
  faturaTip: string;
  faturaProformaNo: string;
  tarih: string;
  dovizCinsi: string;
  sirket: string;
  cariHesap: string;
  kalemler: LineValues[];
  odemePlani: PlanValues[];
  taksitSayisi: number;
  aciklama: string;
  faturaFile: FileFieldValue;
}

const newLine = (): LineValues => ({
  id: crypto.randomUUID(),
  butceKodu: '',
  adi: '',
  aciklama: '',
  miktar: '1',
  birim: 'adet',
  birimFiyat: '',
  iskonto: '0',
  kdv: '20',
});

function initialValues(bill: BillRow | null, tip: BillDirection, sirket: string, cariHesap: string): BillValues {
  // The bill's write fields, figures as decimal text (src/domain/records/form-input.ts).
  if (bill) return formValuesOf('fatura', bill);
  return {
    tip,
    faturaTip: 'fatura',
    faturaProformaNo: '',
    tarih: localDate(),
    dovizCinsi: 'TL',
    sirket,
    cariHesap,
    kalemler: [newLine()],
    odemePlani: [],
    taksitSayisi: 1,
    aciklama: '',
    faturaFile: null,
  };
}

/** A line's figures as the engine reads them, or null while one is not a valid decimal. */
function lineFigures(line: LineValues): LineFigures | null {
  const miktar = parseDecimal(line.miktar, SCALES.quantity);
  const birimFiyat = parseDecimal(line.birimFiyat, SCALES.unitPrice);
  const iskonto = line.iskonto.trim() === '' ? ({ ok: true, value: 0 } as const) : parseDecimal(line.iskonto, SCALES.percent);
  const kdv = parseDecimal(line.kdv, SCALES.percent);
  if (!miktar.ok || !birimFiyat.ok || !iskonto.ok || !kdv.ok) return null;
  return { miktar: miktar.value, birimFiyat: birimFiyat.value, iskonto: iskonto.value, kdv: kdv.value };
}

/** The totals exactly as the server computes them (the same engine), or null while a figure is not valid. */
export function liveTotals(lines: readonly LineValues[]): BillTotals | null {
  const figures = lines.map(lineFigures);
  if (figures.some((f) => f === null)) return null;
  try {
    return billTotals(figures as LineFigures[]);
  } catch {
    return null;
  }
}

/** Whether a plan is the one the form would propose for its lines, date and count (never edited). */
function isProposedPlan(values: BillValues): boolean {
  const total = liveTotals(values.kalemler)?.odenecekTutar;
  const count = values.odemePlani.length;
  if (total === undefined || count < 1 || !isCalendarDate(values.tarih)) return false;
  const proposed = proposePlan(total, count, values.tarih);
  return values.odemePlani.every((row, index) => {
    const amount = parseDecimal(row.miktar, SCALES.amount);
    return row.tarih === proposed[index]?.tarih && amount.ok && amount.value === proposed[index]?.miktar;
  });
}

/** Create (for the company chosen top left, or the account's) or edit a bill (SPEC §2, §5). */
export function BillFormPage({ id, tip = 'gelen', cariHesap = '' }: { id?: string; tip?: BillDirection; cariHesap?: string }) {
  const { t } = useLingui();
  const bill = useBill(id ?? '');
  const account = useAccount(cariHesap);
  const selected = useSelectedCompany() ?? '';
  if ((id && bill === undefined) || (cariHesap && account === undefined)) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (id && bill === null) {
    return (
      <>
        <PageHeader
          title={t`Fatura Düzenle`}
          crumbs={[{ label: t`Finans` }, { label: t`Fatura / Proforma`, link: (props) => <Link to="/finans/fatura-proforma" {...props} /> }]}
        />
        <Text c="dimmed">{t`Bu fatura bulunamadı.`}</Text>
      </>
    );
  }
  const fromAccount = account && ACCOUNT_TYPE_OF_DIRECTION[tip] === account.cariTip ? account : null;
  return (
    <BillForm
      id={id}
      initial={initialValues(bill ?? null, tip, fromAccount?.sirket ?? selected, fromAccount?._id ?? '')}
    />
  );
}

function BillForm({ id, initial }: { id: string | undefined; initial: BillValues }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const selected = useSelectedCompany() ?? '';
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm(billSchema, initial as unknown as BillInput);
  const values = form.getValues() as unknown as BillValues;
  const set = (path: string, value: unknown) => form.setFieldValue(path as never, value as never);
  const rejected = useRecordOutbox('fatura', id).find((entry) => entry.state === 'rejected' || entry.state === 'conflict');
  const frame = useFormFrame(() => form.isDirty());
  const upload = useUploadWait();
  // A plan follows the total until its rows are edited by hand: a new bill's, and a stored one that
  // is still the proposal for its total, date and count (it was never edited).
  const [planEdited, setPlanEdited] = useState(() => Boolean(id) && !isProposedPlan(initial));

  const accounts = useAccountList({
    cariTip: ACCOUNT_TYPE_OF_DIRECTION[values.tip],
    sirket: values.sirket || selected,
    sortBy: 'unvan',
    sortingOrder: 1,
    limit: 100000,
  });
  const codes = useBudgetCodes(BUDGET_TYPE_OF_DIRECTION[values.tip]);
  const codeOptions = useMemo(
    () =>
      (codes ?? [])
        .filter((code) => code.durum === 'aktif')
        .map((code) => ({ value: code._id, label: `${code.kod} ${code.adi}` })),
    [codes],
  );
  const accountOptions = useWritableAccountOptions(accounts?.rows, initial.cariHesap);
  const writeGuard = useWriteGuard(id ? initial.sirket : values.sirket || selected, !id);

  const totals = liveTotals(values.kalemler);
  const total = totals?.odenecekTutar ?? null;
  const planFigures = values.odemePlani.map((row) => parseDecimal(row.miktar, SCALES.amount));
  const remainder =
    total !== null && planFigures.every((f) => f.ok) ? planRemainder(planFigures.map((f) => ({ miktar: f.ok ? f.value : 0 })), total) : null;

  const propose = (count: number) => {
    if (total === null || !isCalendarDate(values.tarih) || count < 1) return;
    const rows = proposePlan(total, Math.min(count, MAX_PLAN_ROWS), values.tarih);
    const current = form.getValues() as unknown as BillValues;
    set(
      'odemePlani',
      rows.map((row, index) => ({
        id: current.odemePlani[index]?.id ?? crypto.randomUUID(),
        tarih: row.tarih,
        miktar: decimalText(row.miktar, SCALES.amount),
      })),
    );
  };

  // Rows added or removed by hand keep the count equal to the rows and stop the proposal, so the
  // rows the user typed are not replaced (the remainder shows until the plan adds up).
  const addPlanRow = () => {
    const plan = (form.getValues() as unknown as BillValues).odemePlani;
    if (plan.length >= MAX_PLAN_ROWS) return;
    const row = appendedPlanRow(plan.at(-1)?.tarih ?? null, values.tarih, plan.length, remainder);
    setPlanEdited(true);
    form.insertListItem('odemePlani' as never, { id: crypto.randomUUID(), tarih: row.tarih, miktar: decimalText(row.miktar, SCALES.amount) } as never);
    set('taksitSayisi', plan.length + 1);
  };
  const removePlanRow = (index: number) => {
    const plan = (form.getValues() as unknown as BillValues).odemePlani;
    // §5 with SPEC §8: a bill has at least one plan row.
    if (plan.length <= 1) return;
    setPlanEdited(true);
    form.removeListItem('odemePlani' as never, index);
    set('taksitSayisi', plan.length - 1);
  };

  // The proposal follows the total, the date and the count while the plan is not edited by hand;
  // a plan of one row always takes the total (its date stays as the user set it).
  useEffect(() => {
    if (!planEdited) propose(values.taksitSayisi);
    else if (total !== null && values.odemePlani.length === 1) set('odemePlani.0.miktar', decimalText(total, SCALES.amount));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when what the proposal reads changes
  }, [planEdited, total, values.tarih, values.taksitSayisi]);

  useEffect(() => {
    if (rejected?.error?.body.errors) form.setErrors(toFormErrors(rejected.error.body.errors, (key) => errorText(i18n, key)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the rejected entry changes
  }, [rejected?.seq]);

  const toFallback = (savedId?: string) =>
    savedId
      ? navigate({ to: '/finans/fatura-proforma/$faturaId', params: { faturaId: savedId }, replace: true })
      : navigate({ to: '/finans/fatura-proforma', search: { tip: values.tip }, replace: true });

  const failed = () => {
    notify('error', t`Kaydedilemedi, formda hatalar var`);
    frame.focusFirstError();
  };

  // SPEC §5: submitting during an upload says to wait, before validation calls the file missing.
  const submit = writeGuard.guard(upload.guard(form.onSubmit(async (input) => {
    setSaving(true);
    try {
      const bill = input as unknown as BillValues;
      // §5: the number is new for its account, kind and direction; said here from the bills on
      // the device, also offline, rather than after the server refuses the queued bill.
      if (await isBillNumberTaken(bill, id)) {
        form.setFieldError('faturaProformaNo', errorText(i18n, 'duplicateNumber'));
        failed();
        return;
      }
      const file = bill.faturaFile as UploadedFile | KeptFileRef;
      const savedId = await saveBill(input, file, id);
      notify('success', t`Fatura kaydedildi`);
      frame.markSaved();
      const tip = (input as unknown as BillValues).tip;
      // A new bill of the other direction than the form was opened for is shown on its own tab.
      if (!id && tip !== initial.tip) await navigate({ to: '/finans/fatura-proforma', search: { tip }, replace: true });
      else await frame.leave(() => toFallback(savedId));
    } finally {
      setSaving(false);
    }
  }, failed)));

  const lines = values.kalemler;
  const moveLine = (from: number, to: number) => {
    if (to < 0 || to >= lines.length) return;
    form.reorderListItem('kalemler' as never, { from, to });
  };
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, values.dovizCinsi));
  const lineTotal = (line: LineValues) => {
    const figures = liveTotals([line]);
    return figures ? money(figures.odenecekTutar) : '—';
  };
  const input = (path: string) => ({ key: form.key(path as never), ...form.getInputProps(path as never) });
  const listError = (path: string) => {
    const error = form.errors[path];
    return error ? (
      <Text size="sm" c="red" role="alert">
        {error}
      </Text>
    ) : null;
  };
  const gap = money(Math.abs(remainder ?? 0));
  const title = id ? initial.faturaProformaNo || t`Fatura Düzenle` : t`Fatura Oluştur`;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t`Finans` },
          {
            label: t`Fatura / Proforma`,
            link: (props) => <Link to="/finans/fatura-proforma" search={{ tip: values.tip }} {...props} />,
          },
          ...(id
            ? [
                {
                  label: initial.faturaProformaNo || i18n._(kindLabels[initial.faturaTip]!),
                  link: (props: Record<string, unknown>) => (
                    <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: id }} {...props} />
                  ),
                },
                { label: t`Düzenle` },
              ]
            : [{ label: t`Yeni` }]),
        ]}
      />
      <form onSubmit={submit} noValidate id={frame.formId} data-testid="bill-form">
        <Stack maw={1200}>
          {writeGuard.alert}
          <Paper withBorder radius="md" p="lg">
            <Stack>
              <Group gap="xl" align="flex-start">
                <Input.Wrapper label={t`Fatura Tipi`} withAsterisk>
                  <div>
                    <SegmentedControl
                      data={[
                        { value: 'gelen', label: t`Gelen` },
                        { value: 'giden', label: t`Giden` },
                      ]}
                      value={values.tip}
                      onChange={(value) => {
                        set('tip', value);
                        // Another direction means another kind of account and another chart.
                        set('cariHesap', '');
                        values.kalemler.forEach((_, index) => set(`kalemler.${index}.butceKodu`, ''));
                      }}
                    />
                  </div>
                </Input.Wrapper>
                <Input.Wrapper label={t`Tür`} withAsterisk error={form.errors.faturaTip}>
                  <div>
                    <SegmentedControl
                      data={[
                        { value: 'fatura', label: t`Fatura` },
                        { value: 'proforma', label: t`Proforma` },
                      ]}
                      {...input('faturaTip')}
                    />
                  </div>
                </Input.Wrapper>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                <Select
                  label={values.tip === 'gelen' ? t`Tedarikçi` : t`Müşteri`}
                  withAsterisk
                  searchable
                  placeholder={t`Cari hesap seçin`}
                  data={accountOptions}
                  nothingFoundMessage={t`Bu şirkette uygun cari hesap yok`}
                  {...input('cariHesap')}
                  error={form.errors.cariHesap ?? form.errors.sirket}
                  onChange={(value) => {
                    set('cariHesap', value ?? '');
                    const picked = accounts?.rows.find((row) => row._id === value);
                    if (picked) set('sirket', picked.sirket);
                  }}
                  data-testid="bill-account"
                />
                <TextInput label={t`Fatura / Proforma No`} {...input('faturaProformaNo')} />
                <DateField label={t`Tarih`} withAsterisk {...input('tarih')} />
                <Select
                  label={t`Döviz Cinsi`}
                  withAsterisk
                  data={[...CURRENCIES]}
                  allowDeselect={false}
                  {...input('dovizCinsi')}
                />
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h5">{t`Kalemler`}</Title>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('kalemler' as never, newLine() as never)}
                data-testid="add-line"
              >
                {t`Kalem Ekle`}
              </Button>
            </Group>
            {listError('kalemler')}
            <Stack gap="md">
              {lines.map((line, index) => {
                const rowNumber = index + 1;
                return (
                <Paper key={line.id} withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-light)" data-testid="bill-line">
                  <Group justify="space-between" mb={6}>
                    <Text size="sm" fw={600}>
                      {t`Kalem ${rowNumber}`}
                    </Text>
                    <Group gap={4}>
                      <Text size="sm" fw={600} mr="sm" data-testid="line-total">
                        {lineTotal(line)}
                      </Text>
                      <ActionIcon variant="subtle" onClick={() => moveLine(index, index - 1)} disabled={index === 0} aria-label={t`Yukarı taşı`}>
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => moveLine(index, index + 1)}
                        disabled={index === lines.length - 1}
                        aria-label={t`Aşağı taşı`}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => form.removeListItem('kalemler' as never, index)}
                        aria-label={t`Kalemi kaldır`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    <Select
                      label={t`Bütçe Kodu`}
                      withAsterisk
                      searchable
                      data={codeOptions}
                      placeholder={values.tip === 'gelen' ? t`Gider kodu seçin` : t`Gelir kodu seçin`}
                      nothingFoundMessage={t`Aktif bütçe kodu yok`}
                      {...input(`kalemler.${index}.butceKodu`)}
                      onChange={(value) => set(`kalemler.${index}.butceKodu`, value ?? '')}
                      data-testid="line-code"
                    />
                    <TextInput label={t`Adı`} withAsterisk {...input(`kalemler.${index}.adi`)} data-testid="line-name" />
                    <TextInput label={t`Açıklama`} {...input(`kalemler.${index}.aciklama`)} />
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" mt="xs">
                    <DecimalInput label={t({ message: 'Miktar', context: 'bill line quantity' })} withAsterisk {...input(`kalemler.${index}.miktar`)} data-testid="line-quantity" />
                    <Select
                      label={t`Birim`}
                      withAsterisk
                      allowDeselect={false}
                      data={UNITS.map((unit) => ({ value: unit, label: i18n._(unitLabels[unit]!) }))}
                      {...input(`kalemler.${index}.birim`)}
                    />
                    <DecimalInput label={t`Birim Fiyat`} withAsterisk {...input(`kalemler.${index}.birimFiyat`)} data-testid="line-price" />
                    <DecimalInput label={t`İskonto %`} {...input(`kalemler.${index}.iskonto`)} data-testid="line-discount" />
                    <DecimalAutocomplete
                      label={t`KDV %`}
                      withAsterisk
                      data={KDV_RATES.map(String)}
                      {...input(`kalemler.${index}.kdv`)}
                      onChange={(value: string) => set(`kalemler.${index}.kdv`, value)}
                      data-testid="line-kdv"
                    />
                  </SimpleGrid>
                </Paper>
                );
              })}
            </Stack>
            <Table mt="md" maw={420} ml="auto" aria-label={t`Toplamlar`} data-testid="form-totals">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{t`Ara Toplam`}</Table.Td>
                  <Table.Td ta="right" data-testid="form-araToplam">
                    {money(totals?.araToplam ?? null)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{t`İskonto`}</Table.Td>
                  <Table.Td ta="right" data-testid="form-iskonto">
                    {money(totals?.toplamIskontoTutar ?? null)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{t`KDV`}</Table.Td>
                  <Table.Td ta="right" data-testid="form-kdv">
                    {money(totals?.toplamKdvTutar ?? null)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>{t`Ödenecek Tutar`}</Table.Td>
                  <Table.Td ta="right" fw={700} data-testid="form-odenecek">
                    {money(total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>

          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" mb="sm" align="flex-end">
              <Title order={3} size="h5">{t`Ödeme Planı`}</Title>
              <Group gap="sm" align="flex-end">
                <TextInput
                  label={t`Taksit Sayısı`}
                  withAsterisk
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_PLAN_ROWS}
                  step={1}
                  w={130}
                  {...input('taksitSayisi')}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
                    set('taksitSayisi', Number.isFinite(count) ? count : text);
                    if (Number.isFinite(count) && count >= 1) {
                      setPlanEdited(false);
                      propose(count);
                    }
                  }}
                  data-testid="plan-count"
                />
                <Button
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={addPlanRow}
                  disabled={values.odemePlani.length >= MAX_PLAN_ROWS}
                  data-testid="add-plan-row"
                >
                  {t`Taksit Ekle`}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => {
                    setPlanEdited(false);
                    propose(values.taksitSayisi);
                  }}
                >
                  {t`Planı yeniden öner`}
                </Button>
              </Group>
            </Group>
            {listError('odemePlani')}
            <Table aria-label={t`Ödeme Planı`} data-testid="plan-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>#</Table.Th>
                  <Table.Th>{t`Vade`}</Table.Th>
                  <Table.Th>{t`Tutar`}</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t`İşlemler`}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.odemePlani.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4} c="dimmed" data-testid="plan-empty">
                      {t`Kalemlerin fiyatları ve tarih girildiğinde ödeme planı önerilir.`}
                    </Table.Td>
                  </Table.Tr>
                )}
                {values.odemePlani.map((row, index) => {
                  const rowNumber = index + 1;
                  return (
                  <Table.Tr key={row.id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <DateField
                        aria-label={t`Vade ${rowNumber}`}
                        {...input(`odemePlani.${index}.tarih`)}
                        onChange={(value) => {
                          setPlanEdited(true);
                          set(`odemePlani.${index}.tarih`, value);
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <DecimalInput
                        aria-label={t`Taksit tutarı ${rowNumber}`}
                        {...input(`odemePlani.${index}.miktar`)}
                        onChange={(value) => {
                          setPlanEdited(true);
                          set(`odemePlani.${index}.miktar`, value);
                        }}
                        data-testid="plan-amount"
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => removePlanRow(index)}
                        disabled={values.odemePlani.length <= 1}
                        aria-label={t`Taksit ${rowNumber} kaldır`}
                        data-testid="remove-plan-row"
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {remainder !== null && remainder !== 0 && (
              <Alert color="yellow" mt="sm" data-testid="plan-remainder">
                {remainder > 0 ? t`Plan toplamı ${gap} eksik` : t`Plan toplamı ${gap} fazla`}
              </Alert>
            )}
          </Paper>

          <Paper withBorder radius="md" p="lg">
            <Stack>
              <Textarea label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
              <FileUploadField
                label={t`Fatura Dosyası`}
                required
                value={values.faturaFile}
                onChange={(value) => set('faturaFile', value)}
                error={form.errors.faturaFile}
                onUploadingChange={upload.onUploadingChange}
              />
            </Stack>
          </Paper>
          <FormActions saving={saving} blocked={writeGuard.blocked} onCancel={() => void frame.leave(() => toFallback(id))} />
        </Stack>
      </form>
    </>
  );
}
