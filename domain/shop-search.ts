// Shop text search (spec §5): case- and accent-insensitive over name, city, country and address;
// a numeric input matches zip codes by prefix, falling back to the first two digits (the département).

export interface SearchableShop {
  publicInfo: { name: string; address: { address: string; city: string; country: string; zipcode: string } };
}

export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

export function searchShops<S extends SearchableShop>(shops: readonly S[], query: string): S[] {
  const q = fold(query);
  if (q === "") return [...shops];
  if (/^\d+$/.test(q)) {
    const byPrefix = (p: string) => shops.filter((s) => s.publicInfo.address.zipcode.replace(/\s/g, "").startsWith(p));
    const exact = byPrefix(q);
    return exact.length > 0 || q.length <= 2 ? exact : byPrefix(q.slice(0, 2));
  }
  return shops.filter((s) => {
    const { name, address } = s.publicInfo;
    return [name, address.city, address.country, address.address].some((field) => fold(field ?? "").includes(q));
  });
}
