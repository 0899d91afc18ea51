import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { BUDGET_TYPE_OF_DIRECTION, KDV_RATES, UNITS } from '../../domain/bill';
import { WITHHOLDING_RATES, withholdingLabel, type BillTotals } from '../../domain/bill-math';
import { useBudgetCodes } from '../../data/budget-codes';
import { DecimalAutocomplete, DecimalInput } from '../../ui/decimal-input';
import { formatMoney } from '../../ui/format';
import { liveTotals, newLine, type BillValues, type LineValues } from './bill-form-values';
import { unitLabels } from '../../ui/records/bill-labels';
import { ListError } from './list-error';
import { AddItemButton } from '../../ui/list-item-buttons';

/** The bill form's lines (kalemler) and their totals, as the server will compute them. */
export function BillLinesSection({ form, totals }: { form: UseFormReturnType<BillValues>; totals: BillTotals | null }) {
  const { t, i18n } = useLingui();
  const values = form.getValues();
  const lines = values.kalemler;
  const codes = useBudgetCodes(BUDGET_TYPE_OF_DIRECTION[values.tip]);
  const codeOptions = useMemo(
    () => (codes ?? []).filter((code) => code.durum === 'aktif').map((code) => ({ value: code._id, label: `${code.kod} ${code.adi}` })),
    [codes],
  );
  const moveLine = (from: number, to: number) => {
    if (to < 0 || to >= lines.length) return;
    form.reorderListItem('kalemler', { from, to });
  };
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, values.dovizCinsi));
  const lineTotal = (line: LineValues) => {
    const figures = liveTotals([line]);
    return figures ? money(figures.odenecekTutar) : '—';
  };
  const totalRows = [
    { label: t`Ara Toplam`, testId: 'form-araToplam', minor: totals?.araToplam ?? null, strong: false },
    { label: t`İskonto`, testId: 'form-iskonto', minor: totals?.toplamIskontoTutar ?? null, strong: false },
    { label: t`KDV`, testId: 'form-kdv', minor: totals?.toplamKdvTutar ?? null, strong: false },
    ...(totals?.toplamTevkifatTutar
      ? [{ label: t`Tevkifat (KDV)`, testId: 'form-tevkifat', minor: -totals.toplamTevkifatTutar, strong: false }]
      : []),
    { label: t`Ödenecek Tutar`, testId: 'form-odenecek', minor: totals?.odenecekTutar ?? null, strong: true },
  ];
  const input = (path: `kalemler.${number}.${keyof LineValues}`) => ({ key: form.key(path), ...form.getInputProps(path) });

  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">{t`Kalemler`}</Title>
        <AddItemButton onClick={() => form.insertListItem('kalemler', newLine())} data-testid="add-line">
          {t`Kalem Ekle`}
        </AddItemButton>
      </Group>
      <ListError error={form.errors.kalemler} />
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
                  <ActionIcon
                    variant="subtle"
                    onClick={() => moveLine(index, index - 1)}
                    disabled={index === 0}
                    aria-label={t`Yukarı taşı`}
                  >
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
                    onClick={() => form.removeListItem('kalemler', index)}
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
                  onChange={(value) => form.setFieldValue(`kalemler.${index}.butceKodu`, value ?? '')}
                  data-testid="line-code"
                />
                <TextInput label={t`Adı`} withAsterisk {...input(`kalemler.${index}.adi`)} data-testid="line-name" />
                <TextInput label={t`Açıklama`} {...input(`kalemler.${index}.aciklama`)} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="sm" mt="xs">
                <DecimalInput
                  label={t({ message: 'Miktar', context: 'bill line quantity' })}
                  withAsterisk
                  {...input(`kalemler.${index}.miktar`)}
                  data-testid="line-quantity"
                />
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
                  onChange={(value: string) => form.setFieldValue(`kalemler.${index}.kdv`, value)}
                  data-testid="line-kdv"
                />
                <Select
                  label={t`Tevkifat`}
                  allowDeselect={false}
                  data={WITHHOLDING_RATES.map((rate) => ({ value: String(rate), label: rate === 0 ? t`Yok` : withholdingLabel(rate) }))}
                  {...input(`kalemler.${index}.tevkifatOrani`)}
                  onChange={(value) => form.setFieldValue(`kalemler.${index}.tevkifatOrani`, value ?? '0')}
                  data-testid="line-withholding"
                />
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
      <Table mt="md" maw={420} ml="auto" aria-label={t`Toplamlar`} data-testid="form-totals">
        <Table.Tbody>
          {totalRows.map(({ label, testId, minor, strong }) => (
            <Table.Tr key={testId}>
              <Table.Td fw={strong ? 700 : undefined}>{label}</Table.Td>
              <Table.Td ta="right" fw={strong ? 700 : undefined} data-testid={testId}>
                {money(minor)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
