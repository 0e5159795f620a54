import type { Partner } from '../../api/content';
import { useAppText } from '../../i18n/useAppText';
import { contentMessages } from './contentMessages';

/** Cooperating payment institutions and their licences, by country (/cooperate, /investors_and_partners). */
export function InstitutionTable({ list }: { list: readonly Partner[] }) {
  const t = useAppText(contentMessages);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid="institutions">
        <caption className="mb-2 text-left text-lg font-semibold text-fg">{t('institutions.title')}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4">{t('institutions.country')}</th>
            <th scope="col" className="py-2 pr-4">{t('institutions.name')}</th>
            <th scope="col" className="py-2">{t('institutions.licence')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <tr key={row.id} className="border-b border-line align-top">
              <td className="py-2 pr-4">{row.country}</td>
              <td className="py-2 pr-4">
                <span className="font-semibold text-fg">{row.name}</span>
                <span className="block text-fg-muted">{row.description}</span>
              </td>
              <td className="py-2">{row.licence}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
