import { describe, expect, it } from 'vitest';
import { recipientsOf } from '../../src/domain/messages';

// The composer's recipients (docs/areas/messages.md, `alicilar`): the users who see the ship (its
// grants, or the office's administrators), active, not the writer, by name in Turkish order.

const user = (_id: string, isim: string, sirketler: string[], extra: { admin?: boolean; aktif?: boolean; email?: string } = {}) => ({
  _id,
  isim,
  email: extra.email ?? `${_id}@example.com`,
  admin: extra.admin ?? false,
  aktif: extra.aktif ?? true,
  sirketler: sirketler.map((id) => ({ _id: id, yetki: 'yazma' as const })),
});

describe('the recipients a message may name', () => {
  const users = [
    user('master', 'Zeki Kaptan', ['ship-a']),
    user('mate', 'Çetin Zabit', ['ship-a', 'ship-b']),
    user('office', 'Ayşe Ofis', [], { admin: true }),
    user('other', 'Burak Başka', ['ship-b']),
    user('gone', 'Cem Eski', ['ship-a'], { aktif: false }),
    user('nameless', '', ['ship-a'], { email: 'telsiz@gemi.example' }),
  ];

  it("offers the ship's users and the office's, active, not the writer, by name", () => {
    expect(recipientsOf(users, 'ship-a', 'master')).toEqual([
      { value: 'office', label: 'Ayşe Ofis' },
      { value: 'mate', label: 'Çetin Zabit' },
      { value: 'nameless', label: 'telsiz@gemi.example' },
    ]);
  });

  it("offers another ship's users for that ship only", () => {
    expect(recipientsOf(users, 'ship-b', 'office').map((option) => option.value)).toEqual(['other', 'mate']);
    expect(recipientsOf(users, 'ship-c', 'master').map((option) => option.value)).toEqual(['office']);
  });
});
