import type { Partner } from '../../api/content';

/** Partners: name (a link to their site) and what EduPay does with them. */
export function PartnerList({ list }: { list: readonly Partner[] }) {
  return (
    <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2" data-testid="partners">
      {list.map((p) => (
        <li key={p.id} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4">
          <a href={p.website} rel="noopener noreferrer" target="_blank" className="font-semibold text-primary underline-offset-4 hover:underline">
            {p.name}
          </a>
          <span className="text-sm text-fg-muted">{p.description}</span>
        </li>
      ))}
    </ul>
  );
}
