// A page of the same kind as the storefront's, with none of its work: a loader and a list.
const SERVICES = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Service ${i + 1}`, minutes: 30 + 15 * (i % 4), cents: 4500 + 500 * i }));

export function loader() {
  return { title: "Reference", services: SERVICES };
}

export function meta() {
  return [{ title: "Reference page" }];
}

export default function Home({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <main>
      <h1>{loaderData.title}</h1>
      <ul>
        {loaderData.services.map((s) => (
          <li key={s.id}>
            {s.name} · {s.minutes} min · {(s.cents / 100).toFixed(2)} €
          </li>
        ))}
      </ul>
    </main>
  );
}
