// Who recorded or decided an entry, as the server names them: 'customer', 'system' or
// 'admin:<e-mail>' (docs/product.md#holds-and-payments).

export function actorName(actor: string): string {
  if (actor === 'customer') return 'the customer';
  if (actor === 'system') return 'the system';
  if (actor.startsWith('admin:')) return `admin ${actor.slice('admin:'.length)}`;
  return actor;
}
