import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { useWritableCompanies } from '../../data/grants';

/**
 * A record's ship, among those the user may write (the fleet view offers each); fixed once the
 * record exists. `onChange` is called with a ship only: a ship cannot be left unchosen.
 */
export function ShipSelect({
  label,
  value,
  onChange,
  withCompany = false,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** Each ship with its company's name (the finance forms: a loan, a charter, an inspection). */
  withCompany?: boolean;
}) {
  const { t } = useLingui();
  const companies = useWritableCompanies();
  return (
    <Select
      label={label ?? t`Gemi`}
      withAsterisk
      allowDeselect={false}
      data={companies.map((company) => ({
        value: company._id,
        label: withCompany && company.gemi?.adi ? `${company.gemi.adi} · ${company.isim}` : company.gemi?.adi || company.isim,
      }))}
      {...props}
      value={value || null}
      onChange={(chosen) => chosen && onChange(chosen)}
    />
  );
}
