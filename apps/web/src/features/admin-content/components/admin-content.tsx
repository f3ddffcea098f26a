import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs.tsx';
import { adminContentTexts as t } from '../texts.ts';
import { FaqPanel } from './faq-panel.tsx';
import { InitiativesPanel } from './initiatives-panel.tsx';
import { TeamPanel, TestimonialPanel } from './people-panel.tsx';
import '../admin-content.css';

const tabValues = ['team', 'working_team', 'happy_customer', 'faq', 'initiatives'] as const;
type Tab = (typeof tabValues)[number];
/** Read when drawn, so the labels are in the page's language (issue 29). */
const tabOptions = () => tabValues.map((value) => ({ value, label: t.tabs[value] }));
const isTab = (value: string | null): value is Tab => (tabValues as readonly (string | null)[]).includes(value);

/**
 * /admin/content (issue 15): the site content of the public pages in tabs: the team, the working
 * team, the happy customers, the FAQ and the dealers' initiatives. The open tab is in the address
 * (?tab=faq), so a reload or a shared link opens it again.
 */
export function AdminContent() {
  const idPrefix = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'team';

  function choose(next: Tab) {
    setSearchParams(next === 'team' ? {} : { tab: next }, { replace: true });
  }

  return (
    <div className="admin-page admin-content">
      <p className="lead">{t.lead}</p>
      <Tabs label={t.tabsLabel} options={tabOptions()} value={tab} onChange={choose} idPrefix={idPrefix} />
      <div {...tabPanelProps(idPrefix, tab)} className="admin-content__panel">
        {tab === 'team' && <TeamPanel />}
        {tab === 'working_team' && <TestimonialPanel key="working_team" kind="working_team" />}
        {tab === 'happy_customer' && <TestimonialPanel key="happy_customer" kind="happy_customer" />}
        {tab === 'faq' && <FaqPanel />}
        {tab === 'initiatives' && <InitiativesPanel />}
      </div>
    </div>
  );
}
