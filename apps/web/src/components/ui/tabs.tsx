import { useRef, type KeyboardEvent } from 'react';
import '../../styles/forms.css';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  /** A unique prefix (useId) for the ids that tie the tabs to their panel. */
  idPrefix: string;
};

const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;

/** Props for the element the tabs control (the form below them). */
export function tabPanelProps(idPrefix: string, value: string) {
  return { id: `${idPrefix}-panel`, role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, value) } as const;
}

/**
 * Tabs of the WAI-ARIA pattern (DESIGN: 'tabs (Customer or Dealer)'): one tab stop, the arrow
 * keys move between tabs and choose as they go.
 */
export function Tabs<T extends string>({ label, options, value, onChange, idPrefix }: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = options.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last ? 0 : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0 ? last : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="tabs">
      {options.map((option, index) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            id={tabId(idPrefix, option.value)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
