import { useId, useState } from 'react';
import { useFaq } from '../api/get-faq.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { contentTexts } from '../texts.ts';

/**
 * The FAQ accordion (spec 2.2): one button per question, each answer opened on its own. The
 * answer is HTML the server has already sanitised, and is rendered as such. With no question
 * yet (a fresh production start) it says so.
 */
export function FaqList() {
  const idPrefix = useId();
  const { data, isPending, isError, refetch } = useFaq();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  if (isPending) {
    return (
      <ul className="accordion" aria-busy="true" aria-label="Loading questions">
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
      {data.map((item, index) => {
        const isOpen = open.has(index);
        const panelId = `${idPrefix}-answer-${index}`;
        return (
          <li key={index} className="accordion__item">
            <h2 className="accordion__heading">
              <button
                type="button"
                className="accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                {item.qns}
              </button>
            </h2>
            <div
              id={panelId}
              className="accordion__panel rich-text"
              hidden={!isOpen}
              // Sanitised on the server (contract: content/website-content.ts); spec 2.2 renders it as HTML.
              dangerouslySetInnerHTML={{ __html: item.ans }}
            />
          </li>
        );
      })}
    </ul>
  );
}
