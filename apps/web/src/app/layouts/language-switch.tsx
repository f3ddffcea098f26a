import type { MouseEvent } from 'react';
import { languageList, languageParameter, languages, type Language } from '@kt/contract/i18n/languages';
import { chooseLanguage } from '../../lib/languages/choose-language.ts';
import { getPageLanguage } from '../../lib/languages/twins.ts';
import { shellTexts } from './area-texts.ts';

/** A plain click (not one that opens a new tab or window, which follows the link's `?lang=`). */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The language switch (issue 29): EN and हिंदी, each in its own language. The page's language is
 * marked and not a link; the other is a link to this page in that language (`?lang=hi`, which the
 * server honours without scripts), and a click remembers the choice and draws the page again in it.
 * In the public top bar and in the signed-in areas' menus.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = getPageLanguage();
  return (
    <ul className={['language-switch', className].filter(Boolean).join(' ')} aria-label={shellTexts.language}>
      {languageList.map((language: Language) => {
        const { label, name } = languages[language];
        return (
          <li key={language}>
            {language === current ? (
              <span className="language-switch__option" aria-current="true" lang={language}>
                {label}
              </span>
            ) : (
              <a
                className="language-switch__option"
                href={`?${languageParameter}=${language}`}
                lang={language}
                hrefLang={language}
                title={name}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  void chooseLanguage(language);
                }}
              >
                {label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
