import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
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
import { PageHeader } from '../../ui/page-header';
import { PageLoading, RecordNotFound, useFormCrumbs } from '../../ui/record-page';
import { useRecordForm } from '../../ui/use-record-form';
import { fieldLabels } from '../../ui/records/collection-labels';

const L = fieldLabels.kur;

/** Add a day's rate by hand, or correct one (administrators; `kaynak` becomes `elle`). */
export function ExchangeRateFormPage({ id, currency = 'USD' }: { id?: string; currency?: RatedCurrency }) {
  const { t } = useLingui();
  const existing = useExchangeRate(id ?? '');
  if (id && existing === undefined) return <PageLoading />;
  if (id && existing === null) {
    return (
      <RecordNotFound
        title={t`Kur Düzenle`}
        section={t`Finans`}
        list={{ label: t`Döviz Kurları`, link: (props) => <Link to="/finans/kur" {...props} /> }}
        message={t`Bu kur bulunamadı.`}
      />
    );
  }
  const initial: ExchangeRateInput = existing
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
      };
  return <ExchangeRateForm id={id} initial={initial} />;
}

function ExchangeRateForm({ id, initial }: { id: string | undefined; initial: ExchangeRateInput }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toFallback = () =>
    id
      ? navigate({ to: '/finans/kur/$kurId', params: { kurId: id }, replace: true })
      : navigate({ to: '/finans/kur', search: { doviz: initial.dovizCinsi as RatedCurrency }, replace: true });
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
    then: (savedId, _input, back) =>
      id ? back(toFallback) : navigate({ to: '/finans/kur/$kurId', params: { kurId: savedId }, replace: true }),
  });
  const { form } = record;
  const input = (path: keyof ExchangeRateInput) => ({ key: form.key(path), ...form.getInputProps(path) });
  const title = id ? `${initial.dovizCinsi} ${formatDate(initial.tarih)}` : t`Kur Ekle`;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={useFormCrumbs(
          { label: t`Döviz Kurları`, link: (props) => <Link to="/finans/kur" {...props} /> },
          id ? { label: title, link: (props) => <Link to="/finans/kur/$kurId" params={{ kurId: id }} {...props} /> } : null,
        )}
      />
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
