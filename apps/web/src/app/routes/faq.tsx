import { FaqList } from '../../features/content/components/faq-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../styles/content.css';

/** /faq */
export function FaqPage() {
  useDocumentTitle('Frequently Asked Questions');
  return (
    <section className="page container narrow">
      <h1>Frequently Asked Questions</h1>
      <p className="lead">Answers to what people ask us most about selling scrap and working with local dealers.</p>
      <FaqList />
    </section>
  );
}

export { FaqPage as Component };
