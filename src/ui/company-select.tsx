import { Select, type SelectProps } from '@mantine/core';
import { useWritableCompanies } from '../data/grants';

/**
 * A record form's company (ship) field: the companies the user may write, each named by its ship
 * then its name. `onChange` is told only of a choice (the field cannot be cleared).
 */
export function WritableCompanySelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  const companies = useWritableCompanies();
  const options = companies.map((company) => ({
    value: company._id,
    label: company.gemi?.adi ? `${company.gemi.adi} · ${company.isim}` : company.isim,
  }));
  return (
    <Select
      withAsterisk
      searchable
      allowDeselect={false}
      {...props}
      data={options}
      value={value || null}
      onChange={(next) => next && onChange(next)}
    />
  );
}
