import { useLingui } from '@lingui/react/macro';
import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { localDate } from '../../domain/calendar';
import { claimChecklist, type CargoDocument } from '../../domain/cargo-documents';
import { voyageCharterOf } from '../../domain/charter';
import { laytime, laytimeErrors } from '../../domain/laytime';
import type { CharterRow } from '../../data/operations';

// A voyage's claim checklist (docs/areas/operations.md §3, §7): what a demurrage claim needs — the
// NOR and the SOF among the voyage's cargo documents, its laytime statement, its demurrage bill —
// and the days to the time bar. On the voyage's page and, per voyage, on the cargo documents register.

/** The checklist of `charter` on today's date, from `documents` (those of this voyage). */
export function ClaimChecklistPanel({
  charter,
  documents,
  title,
}: {
  charter: CharterRow;
  documents: readonly Pick<CargoDocument, 'tur'>[];
  title?: string;
}) {
  const { t } = useLingui();
  const terms = voyageCharterOf(charter);
  const result = laytimeErrors(terms).length === 0 ? laytime(terms) : null;
  const settled = charter.kesilenler.find((item) => item.no === 0);
  const checklist = claimChecklist(
    documents,
    { laytimeHazir: result !== null, faturaVar: Boolean(settled?.fatura), zamanAsimi: result?.zamanAsimi ?? null },
    localDate(),
  );
  const daysToBar = (days: number) => t`Zaman aşımına ${days} gün`;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="claim-checklist">
      <Title order={3} size="h5" mb="sm">
        {title ?? t`Talep Kontrol Listesi`}
      </Title>
      <List spacing={4} size="sm" center>
        {(
          [
            ['nor', checklist.nor, t`NOR`],
            ['sof', checklist.sof, t`SOF (olay tutanağı)`],
            ['laytime', checklist.laytime, t`Laytime hesabı`],
            ['fatura', checklist.fatura, t`Demurrage faturası`],
          ] as const
        ).map(([key, present, label]) => (
          <List.Item
            key={key}
            data-testid={`claim-${key}`}
            data-present={present}
            icon={
              <ThemeIcon size={18} radius="xl" color={present ? 'teal' : 'red'} variant="light">
                {present ? <IconCheck size={12} aria-label={t`var`} /> : <IconX size={12} aria-label={t`yok`} />}
              </ThemeIcon>
            }
          >
            {label}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs" data-testid="claim-days">
        {checklist.kalanGun === null
          ? t`Zaman aşımı tarihi yok`
          : checklist.kalanGun < 0
            ? t`Zaman aşımı geçti`
            : daysToBar(checklist.kalanGun)}
      </Text>
    </Paper>
  );
}
