import { useLingui } from '@lingui/react/macro';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import type { PageAction } from './page-action';

/**
 * The header actions of a page whose table goes to an Excel file and to paper (the certificate
 * tracker, the crew list, the MRV year): `exportXlsx` writes the file, `print` prints the page.
 */
export function useExportPrintActions(
  exportXlsx: () => Promise<void>,
  print: () => void = () => window.print(),
): [excel: PageAction, print: PageAction] {
  const { t } = useLingui();
  return [
    { label: t`Excel`, icon: <IconFileSpreadsheet size={16} />, onClick: () => void exportXlsx() },
    { label: t`Yazdır`, icon: <IconPrinter size={16} />, onClick: print },
  ];
}
