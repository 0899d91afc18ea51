import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { ActionIcon, Alert, Button, Group, Paper, Table, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { MAX_PLAN_ROWS } from '../../domain/bill';
import { appendedPlanRow, planRemainder, proposePlan } from '../../domain/bill-math';
import { isCalendarDate } from '../../domain/calendar';
import { decimalText, parseDecimal, SCALES } from '../../domain/money';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import { formatMoney } from '../../ui/format';
import { isProposedPlan, type BillValues } from './bill-form-values';
import { ListError } from './list-error';

/**
 * The bill form's payment plan (docs/areas/bills.md, docs/architecture.md §7): proposed from the total, the date
 * and the count until its rows are edited by hand; the remainder shows until it adds up.
 * `editing`: the form edits a stored bill. `total`: the bill's total, null while a figure is not valid.
 */
export function BillPlanSection({ form, editing, total }: { form: UseFormReturnType<BillValues>; editing: boolean; total: number | null }) {
  const { t } = useLingui();
  const values = form.getValues();
  // A plan follows the total until its rows are edited by hand: a new bill's, and a stored one that
  // is still the proposal for its total, date and count (it was never edited).
  const [planEdited, setPlanEdited] = useState(() => editing && !isProposedPlan(form.getValues()));
  const planFigures = values.odemePlani.map((row) => parseDecimal(row.miktar, SCALES.amount));
  const remainder =
    total !== null && planFigures.every((f) => f.ok)
      ? planRemainder(
          planFigures.map((f) => ({ miktar: f.ok ? f.value : 0 })),
          total,
        )
      : null;

  // The count field holds its text while it is not a number; the comparisons read it as one.
  const propose = (count: number | string) => {
    const rowCount = Number(count);
    if (total === null || !isCalendarDate(values.tarih) || rowCount < 1) return;
    const rows = proposePlan(total, Math.min(rowCount, MAX_PLAN_ROWS), values.tarih);
    const current = form.getValues();
    form.setFieldValue(
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
    const plan = form.getValues().odemePlani;
    if (plan.length >= MAX_PLAN_ROWS) return;
    const row = appendedPlanRow(plan.at(-1)?.tarih ?? null, values.tarih, plan.length, remainder);
    setPlanEdited(true);
    form.insertListItem('odemePlani', { id: crypto.randomUUID(), tarih: row.tarih, miktar: decimalText(row.miktar, SCALES.amount) });
    form.setFieldValue('taksitSayisi', plan.length + 1);
  };
  const removePlanRow = (index: number) => {
    const plan = form.getValues().odemePlani;
    // docs/architecture.md §7 with docs/areas/bills.md: a bill has at least one plan row.
    if (plan.length <= 1) return;
    setPlanEdited(true);
    form.removeListItem('odemePlani', index);
    form.setFieldValue('taksitSayisi', plan.length - 1);
  };

  // The proposal follows the total, the date and the count while the plan is not edited by hand;
  // a plan of one row always takes the total (its date stays as the user set it).
  useEffect(() => {
    if (!planEdited) propose(values.taksitSayisi);
    else if (total !== null && values.odemePlani.length === 1) form.setFieldValue('odemePlani.0.miktar', decimalText(total, SCALES.amount));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when what the proposal reads changes
  }, [planEdited, total, values.tarih, values.taksitSayisi]);

  const input = (path: 'taksitSayisi' | `odemePlani.${number}.${'tarih' | 'miktar'}`) => ({
    key: form.key(path),
    ...form.getInputProps(path),
  });
  const gap = formatMoney(Math.abs(remainder ?? 0), values.dovizCinsi);

  return (
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
              form.setFieldValue('taksitSayisi', Number.isFinite(count) ? count : text);
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
      <ListError error={form.errors.odemePlani} />
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
                      form.setFieldValue(`odemePlani.${index}.tarih`, value);
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <DecimalInput
                    aria-label={t`Taksit tutarı ${rowNumber}`}
                    {...input(`odemePlani.${index}.miktar`)}
                    onChange={(value) => {
                      setPlanEdited(true);
                      form.setFieldValue(`odemePlani.${index}.miktar`, value);
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
  );
}
