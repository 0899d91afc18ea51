import { useLingui } from '@lingui/react/macro';
import { selectCompany, useCompanies, useSelectedCompany } from '../../data/companies';
import { DeferredSelect } from '../../ui/deferred-controls';

/** Mantine's Select cannot hold '' as a value, and '' is how the spec stores 'Hepsi' (all). */
const ALL = '__hepsi__';

/**
 * The header's company selector (docs/areas/companies-and-users.md): 'Hepsi' means every company the user may see. Its
 * dropdown loads after the first render (src/ui/deferred-controls.tsx).
 */
export function CompanySelect({ width = 240 }: { width?: number | string }) {
  const { t } = useLingui();
  const companies = useCompanies() ?? [];
  const selected = useSelectedCompany();
  const data = [{ value: ALL, label: t`Hepsi` }, ...companies.map((company) => ({ value: company._id, label: company.isim }))];
  const label = data.find((option) => option.value === (selected === '' ? ALL : selected))?.label;
  return (
    <DeferredSelect
      // Long names end in an ellipsis; the full name shows on hover.
      title={label}
      styles={{ input: { textOverflow: 'ellipsis' } }}
      data-testid="company-select"
      aria-label={t`Şirket`}
      placeholder={t`Şirket Seçiniz`}
      data={data}
      value={selected === null ? null : selected === '' ? ALL : selected}
      onChange={(value) => selectCompany(value === null ? null : value === ALL ? '' : value)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t`Sonuç yok`}
      w={width}
    />
  );
}
