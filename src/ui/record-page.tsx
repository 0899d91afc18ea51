import type { ReactElement } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Text } from '@mantine/core';
import { PageHeader, type Crumb } from './page-header';

type LinkRender = (props: Record<string, unknown>) => ReactElement;

/** A record page while its record is read from the device. */
export function RecordLoading() {
  return (
    <Center p="xl">
      <Loader size="sm" />
    </Center>
  );
}

/** A record page (its detail or its form) whose record is not on the device: the way back to the list. */
export function RecordNotFound({ title, list, message }: { title: string; list: Crumb; message: string }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t`Finans` }, list]} />
      <Text c="dimmed">{message}</Text>
    </>
  );
}

/** A finance form's trail: the list, then the edited record and "Düzenle", or "Yeni". */
export function useFormCrumbs(list: Crumb, record: { label: string; link: LinkRender } | null): Crumb[] {
  const { t } = useLingui();
  return [{ label: t`Finans` }, list, ...(record ? [record, { label: t`Düzenle` }] : [{ label: t`Yeni` }])];
}
