import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Paper, Text } from '@mantine/core';
import { PageHeader } from '../../ui/page-header';

/** docs/areas/shell.md: most sections are placeholders that show only their title. */
export function PlaceholderPage({ title }: { title: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHeader title={i18n._(title)} />
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{t`Bu bölümün içeriği henüz hazırlanmadı.`}</Text>
      </Paper>
    </>
  );
}
