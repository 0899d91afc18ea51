import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { settlementOf } from '../../domain/charter-billing';
import { useBankOrder } from '../../data/bank-orders';
import { useBill } from '../../data/bills';
import { useCanWriteCompany } from '../../data/grants';
import type { CharterRow } from '../../data/operations';
import type { SettleTarget } from './settle-dialog';
import classes from './operations.module.css';

// A statement's way into the books (docs/areas/operations.md §7): what it became (the bill, the
// bank order), or the action that makes it. The dialog, with the bill's schema and engine, loads
// when the action is taken.

const SettleDialog = lazy(() => import('./settle-dialog'));

/** The bill or bank order statement `no` became, linked; else the action that makes it (none at a total of 0). */
export function Settlement({ charter, no, total, target }: { charter: CharterRow; no: number; total: bigint; target: () => SettleTarget }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<SettleTarget | null>(null);
  const canWrite = useCanWriteCompany(charter.sirket);
  const done = charter.kesilenler.find((item) => item.no === no);
  const mode = settlementOf(total);
  if (done) return <Made fatura={done.fatura} talimat={done.talimat} />;
  if (mode === 'yok' || !canWrite) return null;
  return (
    <>
      <Button size="xs" variant="light" className={classes.noPrint} onClick={() => setOpen(target())} data-testid={`settle-${no}`}>
        {mode === 'fatura' ? t`Fatura Kes` : t`Ödeme Talimatı Yaz`}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SettleDialog charter={charter} target={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function Made({ fatura, talimat }: { fatura: string; talimat: string }) {
  const { t } = useLingui();
  const bill = useBill(fatura);
  const order = useBankOrder(talimat);
  if (fatura) {
    return (
      <Text size="sm" data-testid="settled-bill">
        {t`Fatura`}{' '}
        <Anchor renderRoot={(props) => <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: fatura }} {...props} />}>
          {bill?.faturaProformaNo || t`açılır`}
        </Anchor>
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="settled-order">
      {t`Banka talimatı`}{' '}
      <Anchor renderRoot={(props) => <Link to="/finans/banka-talimat/$talimatId" params={{ talimatId: talimat }} {...props} />}>
        {order?.ref || t`açılır`}
      </Anchor>
    </Text>
  );
}
