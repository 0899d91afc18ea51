import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import { ComboboxChevron, InputBase, type SelectProps, type TooltipProps } from '@mantine/core';
import { deferred } from './deferred';

/**
 * Mantine's Select and Tooltip, loaded after the first render: they need floating-ui (the popovers'
 * positioning) and the combobox, which would otherwise be part of every screen's first load. Until
 * they have loaded, a screen shows what they look like closed: the select's input with its value
 * and chevron, the tooltip's target. The load starts when the browser is idle, or at once when a
 * look-alike is hovered, focused or clicked; a click on the select's look-alike opens its dropdown
 * once loaded.
 */
export const popovers = deferred(() => import('./popovers'));

function usePopovers() {
  const loaded = popovers.useModule();
  useEffect(() => {
    if (!loaded) popovers.loadWhenIdle();
  }, [loaded]);
  return loaded;
}

/** Mantine's Tooltip; before it has loaded, its target alone. */
export function DeferredTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement }) {
  const loaded = usePopovers();
  const key = useId();
  const child = children as ReactElement<Record<string, unknown>>;
  if (loaded) return <loaded.Tooltip {...props}>{cloneElement(child, { 'data-focus-key': key })}</loaded.Tooltip>;
  return cloneElement(child, { 'data-deferred': true, 'data-focus-key': key, ...popovers.loadOnUse });
}

/** Mantine's Select; before it has loaded, an input that looks the same and shows the chosen option. */
export function DeferredSelect(props: SelectProps) {
  const loaded = usePopovers();
  const key = useId();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (loaded) return <loaded.Select defaultDropdownOpened={openOnLoad} {...props} data-focus-key={key} />;

  const { data, value, defaultValue, searchable, rightSection, rightSectionPointerEvents, chevronColor } = props;
  const input: Record<string, unknown> = { ...props };
  for (const name of SELECT_ONLY) delete input[name];
  return (
    <InputBase
      {...input}
      value={labelOf(data, value === undefined ? defaultValue : value)}
      readOnly
      pointer={!searchable}
      autoComplete="off"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={rightSection ?? <ComboboxChevron size={props.size} error={props.error} color={chevronColor} />}
      rightSectionPointerEvents={rightSectionPointerEvents ?? 'none'}
      data-deferred
      data-focus-key={key}
      {...popovers.loadOnUse}
      onClick={() => {
        if (props.readOnly || props.disabled) return;
        setOpenOnLoad(true);
        void popovers.load().catch(() => undefined);
      }}
    />
  );
}

/** Select's props that its input does not take (the look-alike handles value and right section itself). */
const SELECT_ONLY = [
  'data',
  'value',
  'defaultValue',
  'onChange',
  'onFocus',
  'onBlur',
  'onClick',
  'searchable',
  'allowDeselect',
  'nothingFoundMessage',
  'comboboxProps',
  'clearable',
  'clearButtonProps',
  'checkIconPosition',
  'withCheckIcon',
  'maxDropdownHeight',
  'limit',
  'filter',
  'renderOption',
  'scrollAreaProps',
  'hiddenInputProps',
  'selectFirstOptionOnChange',
  'onOptionSubmit',
  'onDropdownOpen',
  'onDropdownClose',
  'dropdownOpened',
  'defaultDropdownOpened',
  'searchValue',
  'defaultSearchValue',
  'onSearchChange',
  'onClear',
  'withScrollArea',
  'chevronColor',
  'rightSection',
  'rightSectionPointerEvents',
  'autoSelectOnBlur',
  'openOnFocus',
  'selectFirstOptionOnDropdownOpen',
  'withAlignedLabels',
  'clearSectionMode',
  'floatingHeight',
  'name',
  'form',
  'autoComplete',
] as const;

type Option = string | { value: string; label?: string } | { group: string; items: readonly Option[] };

function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (value == null || !data) return '';
  return findLabel(data as readonly Option[], value);
}

function findLabel(items: readonly Option[], value: string): string {
  for (const item of items) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const found = findLabel(item.items, value);
      if (found) return found;
    } else if (item.value === value) {
      return item.label ?? item.value;
    }
  }
  return '';
}
