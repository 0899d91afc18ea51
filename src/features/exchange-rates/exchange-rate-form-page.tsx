import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Select, Text } from '@mantine/core';
import { exchangeRateSchema, RATED_CURRENCIES, type ExchangeRateInput, type RatedCurrency } from '../../domain/exchange-rates';
import { isInFuture, localDate } from '../../domain/calendar';
import { formValuesOf } from '../../domain/records/form-input';
import { isRateTaken, useExchangeRate } from '../../data/exchange-rates';
import { saveExchangeRate } from '../../data/exchange-rate-save';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import { RecordForm } from '../../ui/record-form';
import { formatDate } from '../../ui/format';
import { FormGate, FormHeader, useToRecord } from '../../ui/frames/form-frame';
import { useRecordForm } from '../../ui/use-record-form';
import { fieldLabels } from '../../ui/records/collection-labels';
import { useRatePlace } from './rate-place';

const L = fieldLabels.kur;

/** Add a day's rate by hand, or correct one (administrators; `kaynak` becomes `elle`). */
export function ExchangeRateFormPage({ id, currency = 'USD' }: { id?: string; currency?: RatedCurrency }) {
  const { t } = useLingui();
  return (
    <FormGate id={id} record={useExchangeRate(id ?? '')} place={useRatePlace(undefined)} title={t`Kur Düzenle`}>
      {(existing) => (
        <ExchangeRateForm
          id={id}
          initial={
            existing
              ? { ...(formValuesOf('kur', existing) as ExchangeRateInput), kaynak: 'elle' }
              : {
                  tarih: localDate(),
                  dovizCinsi: currency,
                  dovizAlis: '',
                  dovizSatis: '',
                  efektifAlis: '',
                  efektifSatis: '',
                  kaynak: 'elle',
                  bulten: '',
                }
          }
        />
      )}
    </FormGate>
  );
}

function ExchangeRateForm({ id, initial }: { id: string | undefined; initial: ExchangeRateInput }) {
  const { t, i18n } = useLingui();
  const toRecord = useToRecord('/finans/kur/$kurId');
  const toFallback = () => toRecord(id, { doviz: initial.dovizCinsi });
  const record = useRecordForm({
    collection: 'kur',
    id,
    schema: exchangeRateSchema,
    initial,
    access: 'admin',
    refuse: async (input) =>
      (await isRateTaken(input.tarih, input.dovizCinsi, id)) ? { path: 'dovizCinsi', error: 'duplicateRate' } : null,
    save: (input) => saveExchangeRate({ ...input, kaynak: 'elle' }, id),
    savedText: () => t`Kur kaydedildi`,
    then: (savedId, _input, back) => (id ? back(toFallback) : toRecord(savedId)),
  });
  const { form, input } = record;
  const title = id ? `${initial.dovizCinsi} ${formatDate(initial.tarih)}` : t`Kur Ekle`;

  return (
    <>
      <FormHeader title={title} place={useRatePlace(undefined)} id={id} recordLabel={title} />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <RecordForm record={record} onCancel={toFallback}>
          <Group grow align="flex-start">
            <DateField
              label={i18n._(L.tarih!)}
              withAsterisk
              {...input('tarih')}
              // A bulletin from the future is saved (a rate agreed ahead), with a word.
              description={
                isInFuture(form.values.tarih) ? (
                  <Text span size="xs" c="var(--mantine-color-orange-light-color)" data-testid="rate-date-future">
                    {t`Tarih ileride: bültenin tarihini kontrol edin.`}
                  </Text>
                ) : undefined
              }
            />
            <Select
              label={i18n._(L.dovizCinsi!)}
              withAsterisk
              data={[...RATED_CURRENCIES]}
              allowDeselect={false}
              {...input('dovizCinsi')}
            />
          </Group>
          <Group grow align="flex-start">
            <DecimalInput label={i18n._(L.dovizAlis!)} withAsterisk {...input('dovizAlis')} />
            <DecimalInput label={i18n._(L.dovizSatis!)} withAsterisk {...input('dovizSatis')} />
          </Group>
          <Group grow align="flex-start">
            <DecimalInput label={i18n._(L.efektifAlis!)} withAsterisk {...input('efektifAlis')} />
            <DecimalInput label={i18n._(L.efektifSatis!)} withAsterisk {...input('efektifSatis')} />
          </Group>
        </RecordForm>
      </Paper>
    </>
  );
}
