import { useLingui } from '@lingui/react/macro';
import { DeferredSelect as Select } from './deferred-controls';
import { CURRENCIES } from '../domain/currency';
import { setCurrency, useCurrency, type CurrencyChoice } from '../data/currency';

/** The currency selector (docs/areas/shell.md: 'Döviz Türü Seçin' when none is chosen). */
export function CurrencySelect({ allowAll }: { allowAll: boolean }) {
  const { t } = useLingui();
  const value = useCurrency();
  const data = [...(allowAll ? [{ value: 'all', label: t`Hepsi` }] : []), ...CURRENCIES.map((c) => ({ value: c, label: c }))];
  return (
    <Select
      aria-label={t`Döviz Cinsi`}
      placeholder={t`Döviz Türü Seçin`}
      data={data}
      value={value === 'all' && !allowAll ? null : value}
      onChange={(next) => setCurrency((next as CurrencyChoice | null) ?? null)}
      w={200}
      styles={{ input: { textOverflow: 'ellipsis' } }}
      allowDeselect={false}
    />
  );
}
