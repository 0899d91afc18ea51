import type { SelectProps } from '@mantine/core';
import { DeferredSelect as Select } from '../deferred-controls';
import { useListSearch } from './list-search';

/**
 * A list's filter kept in the address (docs/areas/shell.md): its parameter holds the chosen option,
 * left out for all (`all` names that choice), so a reload, a shared link and the back button keep
 * it. The route's search validation (src/routes/search.ts) reads the parameter back.
 */
export function FilterSelect({
  param,
  value,
  all,
  options,
  label,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'aria-label' | 'label'> & {
  /** The address's parameter (`durum`, `rutbe`…). */
  param: string;
  /** The parameter's value; `undefined` for all. */
  value: string | undefined;
  /** The choice of every option ("Tüm durumlar"). */
  all: string;
  options: { value: string; label: string }[];
  /** The select's accessible name. */
  label: string;
  'data-testid'?: string;
}) {
  const setSearch = useListSearch();
  return (
    <Select
      aria-label={label}
      data={[{ value: 'all', label: all }, ...options]}
      value={value ?? 'all'}
      onChange={(chosen) => setSearch({ [param]: chosen === null || chosen === 'all' ? undefined : chosen })}
      allowDeselect={false}
      {...props}
    />
  );
}
