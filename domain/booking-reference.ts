// A booking's reference as a customer reads it, says on the phone and types: six characters of
// Crockford's base 32 (no I, L, O, U: nothing to confuse), from the order's number through a
// bijection, so two orders never share one and the numbers do not show how many bookings a
// business takes ('K7M2QX', not 'maison-lumiere-1042').
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const SPACE = 2 ** 30; // 32^6
const MIX = 0x2f0b5a7; // odd: multiplying by it modulo 2^30 is a bijection

export function bookingReference(orderId: number): string {
  if (!Number.isInteger(orderId) || orderId < 0) throw new RangeError("orderId: a non-negative integer");
  let n = Number((BigInt(orderId % SPACE) * BigInt(MIX)) % BigInt(SPACE));
  let out = "";
  for (let i = 0; i < 6; i++) {
    out = ALPHABET[n % 32] + out;
    n = Math.floor(n / 32);
  }
  return out;
}
