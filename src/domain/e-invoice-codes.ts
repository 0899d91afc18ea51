// The budget codes an e-Fatura's lines are proposed (docs/areas/e-invoice.md), on the device and the server
// alike; apart from the parser, so the inbox's first screen does not carry the XML parser.

/**
 * Each line's proposed budget code (docs/areas/e-invoice.md): the code of the line of the same name (however
 * cased) on the newest of the account's bills that has one, else the first line's code of its newest
 * bill; '' when the account has no bill. `bills` newest first.
 */
export function proposeBudgetCodes(
  bills: readonly { kalemler: readonly { adi: string; butceKodu: string }[] }[],
  names: readonly string[],
): string[] {
  const key = (name: string) => name.trim().toLocaleLowerCase('tr');
  const fallback = bills[0]?.kalemler[0]?.butceKodu ?? '';
  return names.map((name) => {
    for (const bill of bills) {
      const same = bill.kalemler.find((line) => key(line.adi) === key(name));
      if (same) return same.butceKodu;
    }
    return fallback;
  });
}
