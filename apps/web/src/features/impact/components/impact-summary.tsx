import type { Impact } from '@kt/contract/impact/impact';
import { formatKg } from '../format.ts';
import { impactTexts as t } from '../texts.ts';
import '../impact.css';

/** The two figures (kg recycled, CO2 avoided) and the kg of each category, with how they are counted. */
export function ImpactSummary({ impact }: { impact: Impact }) {
  return (
    <div className="impact">
      <dl className="impact__figures">
        <div className="impact__figure">
          <dt className="impact__label">{t.kgRecycled}</dt>
          <dd className="impact__value">{t.kg(formatKg(impact.total_kg))}</dd>
        </div>
        <div className="impact__figure">
          <dt className="impact__label">{t.co2Avoided}</dt>
          <dd className="impact__value">{t.aboutKg(formatKg(impact.co2_kg))}</dd>
        </div>
      </dl>
      <table className="impact__table">
        <caption className="impact__caption">{t.byCategory}</caption>
        <thead>
          <tr>
            <th scope="col">{t.category}</th>
            <th scope="col">{t.kgRecycled}</th>
            <th scope="col">{t.co2Avoided}</th>
          </tr>
        </thead>
        <tbody>
          {impact.by_category.map((row) => (
            <tr key={row.category}>
              <th scope="row">{row.category}</th>
              <td>{t.kg(formatKg(row.kg))}</td>
              <td>{t.aboutKg(formatKg(row.co2_kg))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="impact__note">{t.note}</p>
    </div>
  );
}
