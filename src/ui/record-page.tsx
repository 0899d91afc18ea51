import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconEdit } from '@tabler/icons-react';
import { Center, Loader, Text } from '@mantine/core';
import { EmptyState } from './empty-state';
import { PageHeader, type Crumb, type PageAction } from './page-header';

type LinkRender = (props: Record<string, unknown>) => ReactElement;

/** A page (or a part of one) while its records are read from the device. */
export function PageLoading() {
  return (
    <Center p="xl">
      <Loader size="sm" />
    </Center>
  );
}

/**
 * A record page (its detail or its form) whose record is not on the device: the way back to the
 * list, under the area's own trail (`section`). A detail page says why it may be gone (`hint`) and
 * shows what stopped with the record (`children`: a refused delete). The frames' RecordGate
 * (src/ui/frames/detail-frame.tsx) renders it.
 */
export function RecordNotFound({
  title,
  section,
  list,
  message,
  hint,
  children,
}: {
  title: string;
  /** The area in the trail ('' for none); the finance pages' until they move onto the frames. */
  section?: string;
  list: Crumb;
  message: string;
  hint?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={title} crumbs={[...(section === '' ? [] : [{ label: section ?? t`Finans` }]), list]} />
      {children}
      {hint === undefined ? <Text c="dimmed">{message}</Text> : <EmptyState title={message} hint={hint} />}
    </>
  );
}

/** A finance form's trail: the list, then the edited record and "Düzenle", or "Yeni". */
export function useFormCrumbs(list: Crumb, record: { label: string; link: LinkRender } | null): Crumb[] {
  const { t } = useLingui();
  return [{ label: t`Finans` }, list, ...(record ? [record, { label: t`Düzenle` }] : [{ label: t`Yeni` }])];
}

/** A detail page's first action: its record's form (`link` renders the router link to it). */
export function editAction(link: LinkRender): PageAction {
  return { label: i18n._(msg`Düzenle`), icon: <IconEdit size={16} />, primary: true, link };
}
