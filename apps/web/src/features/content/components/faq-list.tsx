import { useFaq } from '../api/get-faq.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { contentTexts } from '../texts.ts';

/**
 * The FAQ accordion (spec 2.2): one disclosure per question, each answer opened on its own.
 * Native <details>: it opens and closes without JavaScript (the page is server-rendered and
 * readable before, or without, its scripts). The answer is HTML the server has already
 * sanitised, and is rendered as such. With no question yet (a fresh production start) it says so.
 */
export function FaqList() {
  const { data, isPending, isError, refetch } = useFaq();

  if (isPending) {
    return (
      <ul className="accordion" aria-busy="true" aria-label={contentTexts.faqLoading}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="accordion__item">
            <span className="accordion__skeleton skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="empty-state">{contentTexts.faqEmpty}</p>;
  return (
    <ul className="accordion">
      {data.map((item, index) => (
        <li key={index} className="accordion__item">
          <details className="accordion__details">
            <summary className="accordion__button">
              <h2 className="accordion__heading">{item.qns}</h2>
            </summary>
            <div
              className="accordion__panel rich-text"
              // Sanitised on the server (contract: content/website-content.ts); spec 2.2 renders it as HTML.
              dangerouslySetInnerHTML={{ __html: item.ans }}
            />
          </details>
        </li>
      ))}
    </ul>
  );
}
