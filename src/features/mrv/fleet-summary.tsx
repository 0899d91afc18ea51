import { useLingui } from '@lingui/react/macro';
import { Paper, Table, Text, Title } from '@mantine/core';
import type { FleetYear } from '../../domain/emissions';
import type { CompanySummary } from '../../domain/company';
import { formatFigure } from '../../ui/format';

/** kg as t (to the kg), tenths as one decimal. */
const tonnes = (kg: number) => formatFigure(kg, 3, 1);
const tenths = (value: number) => formatFigure(value, 1, 1);

/**
 * The fleet's year for IMO DCS (docs/areas/bunkers-and-emissions.md): per ship its distance, hours at sea, fuel per
 * type and CO₂, and the fleet's totals (fleetEmissions), from the device. Prints as it shows.
 */
export function FleetSummary({ fleet, ships, yil }: { fleet: FleetYear; ships: readonly CompanySummary[]; yil: number }) {
  const { t } = useLingui();
  const byId = new Map(ships.map((ship) => [ship._id, ship]));
  return (
    <Paper withBorder radius="md" p="lg" mb="md">
      <Title order={3} size="h5" mb="sm">{t`Filo özeti (IMO DCS) · ${yil}`}</Title>
      <Table data-testid="mrv-fleet" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Gemi`}</Table.Th>
            <Table.Th>{t`IMO`}</Table.Th>
            <Table.Th ta="right">{t`Mesafe (nm)`}</Table.Th>
            <Table.Th ta="right">{t`Seyir Saati`}</Table.Th>
            {fleet.yakitlar.map((fuel) => (
              <Table.Th key={fuel} ta="right">{`${fuel} (t)`}</Table.Th>
            ))}
            <Table.Th ta="right">{t`CO₂ (t)`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fleet.gemiler.map((row) => {
            const ship = byId.get(row.sirket);
            return (
              <Table.Tr key={row.sirket} data-testid="mrv-fleet-row">
                <Table.Td>{ship?.gemi?.adi || ship?.isim}</Table.Td>
                <Table.Td>{ship?.gemi?.imo}</Table.Td>
                <Table.Td ta="right">{tenths(row.mesafe)}</Table.Td>
                <Table.Td ta="right">{tenths(row.seyirSaati)}</Table.Td>
                {fleet.yakitlar.map((fuel) => (
                  <Table.Td key={fuel} ta="right">
                    {tonnes(row.tuketim[fuel] ?? 0)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{tonnes(row.co2)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="mrv-fleet-total">
            <Table.Td colSpan={2}>{t`Toplam`}</Table.Td>
            <Table.Td ta="right">{tenths(fleet.toplam.mesafe)}</Table.Td>
            <Table.Td ta="right">{tenths(fleet.toplam.seyirSaati)}</Table.Td>
            {fleet.yakitlar.map((fuel) => (
              <Table.Td key={fuel} ta="right">
                {tonnes(fleet.toplam.tuketim[fuel] ?? 0)}
              </Table.Td>
            ))}
            <Table.Td ta="right">{tonnes(fleet.toplam.co2)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {fleet.gemiler.length === 0 && (
        <Text c="dimmed" size="sm">
          {t`Filoda gemi yok.`}
        </Text>
      )}
    </Paper>
  );
}
