import { and, asc, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { messageKind } from '../../src/domain/kinds/message';
import { writeSchemaOf } from '../../src/domain/kinds/schema';
import { messageReads, messages } from '../collections/messages';
import type { Db } from './client';
import { createMirrored } from '../sync/mirror';
import { bdn } from './schema';

// The demo's ship–office messages (docs/areas/messages.md): on each of the first two ships, a
// conversation about one of its BDNs (the master asks, the office answers), and a note of the ship
// with no record; the master's messages are the demo user's, the office's the administrator's. The
// demo user has read the first answer, so the badge shows the rest.

const schema = writeSchemaOf(messageKind);

export async function seedDemoMessages(
  tx: Db,
  adminId: string,
  demoUserId: string | undefined,
  companies: readonly string[],
): Promise<void> {
  const master = demoUserId ?? adminId;
  for (const [index, sirket] of companies.slice(0, 2).entries()) {
    const [note] = await tx
      .select({ id: bdn.id, bdnNo: bdn.bdnNo })
      .from(bdn)
      .where(and(eq(bdn.sirket, sirket), isNull(bdn.deletedAt)))
      .orderBy(asc(bdn.tarih))
      .limit(1);
    const write = async (gonderen: string, body: Record<string, unknown>, minutesAgo: number) => {
      const fields = v.parse(schema, { sirket, tarih: new Date(Date.now() - minutesAgo * 60_000).toISOString(), ...body });
      return createMirrored(tx, messages, { ...messages.values(fields, {}), gonderen });
    };
    if (note) {
      const kayit = { koleksiyon: 'bdn', _id: note.id };
      await write(
        master,
        {
          yon: 'gemiden',
          konu: `BDN ${note.bdnNo}: yoğunluk`,
          metin: 'BDN üzerindeki yoğunluk, numune etiketindekinden farklı görünüyor. Tedarikçiye sorar mısınız?',
          kayit,
        },
        300 + index,
      );
      const answer = await write(
        adminId,
        { yon: 'ofisten', konu: `Ynt: BDN ${note.bdnNo}: yoğunluk`, metin: 'Tedarikçiye yazdık; numuneyi laboratuvara gönderin.', kayit },
        200 + index,
      );
      if (demoUserId) {
        await createMirrored(tx, messageReads, { sirket, mesaj: answer.id, kullanici: demoUserId, tarih: new Date() });
      }
      await write(
        adminId,
        { yon: 'ofisten', konu: 'Numune sonucu', metin: 'Laboratuvar sonucu geldi: yoğunluk BDN ile uyumlu.', kayit },
        30 + index,
      );
    }
    await write(
      master,
      { yon: 'gemiden', konu: 'Liman faturası', metin: 'Son limanın faturası gemide, taranmış hali ekte gelecek.' },
      90 + index,
    );
  }
}
