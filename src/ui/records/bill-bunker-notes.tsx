import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Table } from '@mantine/core';
import { BDN_SCALES } from '../../domain/emissions';
import { useBdnsOfBill } from '../../data/bdn';
import { formatDate, formatFigure } from '../format';
import { fuelLabels } from './bunker-labels';
import { BunkerWarningBadges } from './bunker-warning-badges';
import { DetailSection } from '../detail-layout';

/** On a bill's detail: the bunker delivery notes that name it (docs/areas/bunkers-and-emissions.md); nothing when none do. */
export function BillBunkerNotes({ faturaId }: { faturaId: string }) {
  const { t, i18n } = useLingui();
  const notes = useBdnsOfBill(faturaId);
  if (!notes || notes.length === 0) return null;
  return (
    <DetailSection title={t`Bunker Teslim Fişleri`} data-testid="bill-bdn">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`BDN No`}</Table.Th>
            <Table.Th>{t`Tarih`}</Table.Th>
            <Table.Th>{t`Yakıt`}</Table.Th>
            <Table.Th ta="right">{t`Miktar (mt)`}</Table.Th>
            <Table.Th>{t`Uyarılar`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notes.map((note) => (
            <Table.Tr key={note._id}>
              <Table.Td>
                <Link to="/teknik/bdn-kayit/$bdnId" params={{ bdnId: note._id }}>
                  {note.bdnNo}
                </Link>
              </Table.Td>
              <Table.Td>{formatDate(note.tarih)}</Table.Td>
              <Table.Td>{i18n._(fuelLabels[note.yakit])}</Table.Td>
              <Table.Td ta="right">{formatFigure(note.miktarMt, BDN_SCALES.miktarMt, 3)}</Table.Td>
              <Table.Td>
                <BunkerWarningBadges warnings={note.uyarilar} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DetailSection>
  );
}
