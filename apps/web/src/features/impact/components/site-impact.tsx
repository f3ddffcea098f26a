import { site } from '../../../config/site.ts';
import { isEmptyImpact } from '../api/read-impact.ts';
import { useSiteImpact } from '../api/get-impact.ts';
import { formatKg } from '../format.ts';
import { impactTexts as t } from '../texts.ts';
import '../impact.css';

/**
 * About's site-wide figure: the kg recycled through the site, from completed pickups. Nothing
 * while loading, on a failure, or while the figure is 0 (a fresh site shows nothing invented).
 */
export function SiteImpact() {
  const { data } = useSiteImpact();
  if (!data || isEmptyImpact(data)) return null;
  return (
    <section className="section" aria-labelledby="site-impact-title">
      <div className="container site-impact">
        <h2 id="site-impact-title">{t.siteTitle}</h2>
        <p className="site-impact__figure">{t.siteFigure(formatKg(data.total_kg), site.name)}</p>
        {data.co2_kg > 0 && <p className="site-impact__note">{t.siteCo2(formatKg(data.co2_kg))}</p>}
      </div>
    </section>
  );
}
