import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Select, SimpleGrid, Stack, Checkbox, TextInput, Textarea, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { FUELS } from '../../domain/emissions';
import { CP_FORMS } from '../../domain/hire-statement';
import { charterKind } from '../../domain/kinds/charter';
import { useCompanyAccounts } from '../../data/loans';
import { useCharter } from '../../data/operations';
import { DateField } from '../../ui/date-field';
import { DateTimeField } from '../../ui/date-time-field';
import { DecimalInput } from '../../ui/decimal-input';
import { FormHeader, recordFormPage } from '../../ui/frames/form-frame';
import type { Place } from '../../ui/frames/detail-frame';
import { AddItemButton, RemoveItemButton } from '../../ui/list-item-buttons';
import { FormFileField } from '../../ui/record-file-field';
import { RecordForm } from '../../ui/record-form';
import { CharterPartyFields, charterFormValues, useCharterForm, FuelRows, type CharterFormValues } from './charter-form-parts';
import { useTimeCharterPlace } from './operations-place';

/** Create or edit a time charter (docs/areas/operations.md §1, MODULES §5.1): every term its hire statement reads. */
export const TimeCharterFormPage = recordFormPage({
  kind: charterKind,
  usePlace: useTimeCharterPlace,
  useRecord: useCharter,
  title: msg`Time Charter'ı Düzenle`,
  missing: msg`Kiralama bulunamadı`,
  values: (row, selected) => charterFormValues(row, selected, 'time'),
  Form: TimeCharterForm,
});

function TimeCharterForm({ id, initial, place }: { id: string | undefined; initial: CharterFormValues; place: Place }) {
  const { t } = useLingui();
  const { record, toRecord } = useCharterForm('time', id, initial);
  const { form, values, input } = record;
  const accounts = useCompanyAccounts(values.sirket);
  const suppliers = useMemo(
    () =>
      (accounts ?? [])
        .filter((account) => account.cariTip === 'tedarikci')
        .map((account) => ({ value: account._id, label: account.unvan })),
    [accounts],
  );
  const listError = (path: string) =>
    form.errors[path] ? (
      <Title order={4} size="sm" c="red" data-testid={`charter-error-${path}`}>
        {form.errors[path]}
      </Title>
    ) : null;

  return (
    <>
      <FormHeader title={id ? t`Time Charter'ı Düzenle` : t`Time Charter Ekle`} place={place} editing={Boolean(id)} />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1100} testId="time-charter-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CharterPartyFields record={record} id={id} />
            <Select label={t`C/P Formu`} allowDeselect={false} data={[...CP_FORMS]} {...input('cpFormu')} data-testid="charter-cp-form" />
            <DecimalInput label={t`Günlük Kira`} withAsterisk decimalScale={2} {...input('gunlukKira')} data-testid="charter-hire" />
            <DateTimeField label={t`Teslim Zamanı (UTC)`} withAsterisk {...input('teslim.zaman')} data-testid="charter-delivery" />
            <TextInput label={t`Teslim Limanı`} {...input('teslim.liman')} data-testid="charter-delivery-port" />
            <DateTimeField label={t`İade Zamanı (UTC)`} {...input('iade.zaman')} data-testid="charter-redelivery" />
            <TextInput label={t`İade Limanı`} {...input('iade.liman')} data-testid="charter-redelivery-port" />
            <DateTimeField label={t`Tahmini İade (UTC)`} {...input('tahminiIade')} data-testid="charter-estimated-redelivery" />
            <DecimalInput
              label={t`Fatura Periyodu (gün)`}
              withAsterisk
              decimalScale={0}
              {...input('faturaPeriyoduGun')}
              data-testid="charter-period"
            />
            <DecimalInput
              label={t`Adres Komisyonu (%)`}
              decimalScale={3}
              {...input('adresKomisyonuYuzde')}
              data-testid="charter-address-commission"
            />
            <DecimalInput label={t`ILOHC (götürü)`} decimalScale={2} {...input('ilohc')} data-testid="charter-ilohc" />
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h5">{t`C/V/E (kablo, iaşe, temsil)`}</Title>
            <Checkbox
              label={t`C/V/E var`}
              checked={values.cve !== null}
              onChange={(event) => form.setFieldValue('cve', event.currentTarget.checked ? { tutar: '', esasGun: '30' } : null)}
              data-testid="charter-cve-on"
            />
          </Group>
          {values.cve && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DecimalInput label={t`C/V/E Tutarı`} withAsterisk decimalScale={2} {...input('cve.tutar')} data-testid="charter-cve" />
              <DecimalInput label={t`Esas Gün`} decimalScale={0} {...input('cve.esasGun')} data-testid="charter-cve-days" />
            </SimpleGrid>
          )}
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">
            {t`Brokerajlar`}
          </Title>
          <Stack gap="xs">
            {values.brokerajlar.map((_, index) => {
              const row = index + 1;
              return (
                <Group key={index} align="flex-end" wrap="wrap" data-testid={`charter-broker-${index}`}>
                  <Select
                    label={t`Broker (tedarikçi cari hesabı)`}
                    aria-label={t`Broker ${row}: cari hesap`}
                    searchable
                    data={suppliers}
                    w={280}
                    {...input(`brokerajlar.${index}.cariHesap`)}
                    onChange={(value) => form.setFieldValue(`brokerajlar.${index}.cariHesap`, value ?? '')}
                  />
                  <DecimalInput
                    label={t`Yüzde`}
                    aria-label={t`Broker ${row}: yüzde`}
                    decimalScale={3}
                    w={120}
                    {...input(`brokerajlar.${index}.yuzde`)}
                  />
                  <RemoveItemButton aria-label={t`Broker ${row}: kaldır`} onClick={() => form.removeListItem('brokerajlar', index)} />
                </Group>
              );
            })}
            <AddItemButton
              w="fit-content"
              onClick={() => form.insertListItem('brokerajlar', { cariHesap: '', yuzde: '' })}
              data-testid="charter-add-broker"
            >
              {t`Broker ekle`}
            </AddItemButton>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">
            {t`Yakıt`}
          </Title>
          <Stack gap="md">
            <Stack gap="xs">
              <Title order={4} size="sm">{t`Yakıt Fiyatları (ton başına)`}</Title>
              {values.yakitFiyatlari.map((_, index) => {
                const row = index + 1;
                return (
                  <Group key={index} align="flex-end" wrap="wrap" data-testid={`charter-fuel-price-${index}`}>
                    <Select
                      label={t`Yakıt`}
                      aria-label={t`Yakıt fiyatı ${row}: yakıt`}
                      allowDeselect={false}
                      data={[...FUELS]}
                      w={140}
                      {...input(`yakitFiyatlari.${index}.yakit`)}
                    />
                    <DecimalInput
                      label={t`Birim Fiyat`}
                      aria-label={t`Yakıt fiyatı ${row}: birim fiyat`}
                      decimalScale={4}
                      w={160}
                      {...input(`yakitFiyatlari.${index}.birimFiyat`)}
                    />
                    <RemoveItemButton
                      aria-label={t`Yakıt fiyatı ${row}: kaldır`}
                      onClick={() => form.removeListItem('yakitFiyatlari', index)}
                    />
                  </Group>
                );
              })}
              {listError('yakitFiyatlari')}
              <AddItemButton
                w="fit-content"
                onClick={() => form.insertListItem('yakitFiyatlari', { yakit: 'VLSFO', birimFiyat: '' })}
                data-testid="charter-add-fuel-price"
              >
                {t`Fiyat ekle`}
              </AddItemButton>
            </Stack>
            <FuelRows
              record={record}
              path="yakitTeslim"
              rows={values.yakitTeslim}
              title={t`Teslimde gemideki yakıt`}
              testId="charter-fuel-delivery"
            />
            <FuelRows
              record={record}
              path="yakitIade"
              rows={values.yakitIade}
              title={t`İadede gemideki yakıt`}
              testId="charter-fuel-redelivery"
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">
            {t`Off-hire`}
          </Title>
          <Stack gap="md">
            {values.offHire.map((offHire, index) => {
              const row = index + 1;
              return (
                <Paper key={index} withBorder radius="sm" p="sm" data-testid={`charter-off-hire-${index}`}>
                  <Group align="flex-end" wrap="wrap">
                    <DateTimeField
                      label={t`Başlangıç (UTC)`}
                      aria-label={t`Off-hire ${row}: başlangıç (UTC)`}
                      withAsterisk
                      w={220}
                      {...input(`offHire.${index}.baslangic`)}
                      data-testid={`charter-off-hire-${index}-start`}
                    />
                    <DateTimeField
                      label={t`Bitiş (UTC)`}
                      aria-label={t`Off-hire ${row}: bitiş (UTC)`}
                      withAsterisk
                      w={220}
                      {...input(`offHire.${index}.bitis`)}
                      data-testid={`charter-off-hire-${index}-end`}
                    />
                    <TextInput label={t`Sebep`} aria-label={t`Off-hire ${row}: sebep`} w={240} {...input(`offHire.${index}.sebep`)} />
                    <RemoveItemButton aria-label={t`Off-hire ${row}: kaldır`} onClick={() => form.removeListItem('offHire', index)} />
                  </Group>
                  <FuelRows
                    record={record}
                    mt="sm"
                    path={`offHire.${index}.yakit`}
                    rows={offHire.yakit}
                    title={t`Off-hire ${row}: yakılan yakıt`}
                    testId={`charter-off-hire-${index}-fuel`}
                  />
                </Paper>
              );
            })}
            <AddItemButton
              w="fit-content"
              onClick={() => form.insertListItem('offHire', { baslangic: '', bitis: '', sebep: '', yakit: [] })}
              data-testid="charter-add-off-hire"
            >
              {t`Off-hire ekle`}
            </AddItemButton>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h5" mb="sm">
            {t`Armatör Masrafları`}
          </Title>
          <Stack gap="xs">
            {values.armatorMasraflari.map((_, index) => {
              const row = index + 1;
              return (
                <Group key={index} align="flex-end" wrap="wrap" data-testid={`charter-expense-${index}`}>
                  <DateField
                    label={t`Tarih`}
                    aria-label={t`Masraf ${row}: tarih`}
                    withAsterisk
                    w={180}
                    {...input(`armatorMasraflari.${index}.tarih`)}
                  />
                  <TextInput
                    label={t`Açıklama`}
                    aria-label={t`Masraf ${row}: açıklama`}
                    w={260}
                    {...input(`armatorMasraflari.${index}.aciklama`)}
                  />
                  <DecimalInput
                    label={t`Tutar`}
                    aria-label={t`Masraf ${row}: tutar`}
                    withAsterisk
                    decimalScale={2}
                    w={160}
                    {...input(`armatorMasraflari.${index}.tutar`)}
                  />
                  <RemoveItemButton aria-label={t`Masraf ${row}: kaldır`} onClick={() => form.removeListItem('armatorMasraflari', index)} />
                </Group>
              );
            })}
            <AddItemButton
              w="fit-content"
              onClick={() => form.insertListItem('armatorMasraflari', { tarih: localDate(), aciklama: '', tutar: '' })}
              data-testid="charter-add-expense"
            >
              {t`Masraf ekle`}
            </AddItemButton>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Textarea label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
          <FormFileField record={record} label={t`Charter Party (C/P)`} />
        </Paper>
      </RecordForm>
    </>
  );
}
