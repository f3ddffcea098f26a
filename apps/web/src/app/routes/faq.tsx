import { FaqList } from '../../features/content/components/faq-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pageTitles } from '../page-titles.ts';
import { publicPagesTexts } from './public-pages-texts.ts';
import '../../styles/content.css';

/** /faq */
export function FaqPage() {
  useDocumentTitle(pageTitles.frequentlyAskedQuestions);
  return (
    <section className="page container narrow">
      <h1>{pageTitles.frequentlyAskedQuestions}</h1>
      <p className="lead">{publicPagesTexts.faq.lead}</p>
      <FaqList />
    </section>
  );
}

export { FaqPage as Component };
