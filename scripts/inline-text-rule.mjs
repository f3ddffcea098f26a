// Issue 29: every word a person reads comes from a catalogue (texts.ts with its twins), so the
// product speaks each of its languages; a text typed into a component would stay English.
// ESLint's no-restricted-syntax with these selectors (eslint.config.js), also run by
// apps/web/src/lib/languages/inline-texts.test.ts so that `npm test` fails on one.

const inlineText = "User text belongs in a catalogue (the feature's texts.ts and its twins such as texts.hi.ts), not in a component: issue 29.";

export const inlineTextSelectors = [
  { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: inlineText },
  {
    selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|alt|title|placeholder|label)$/] > Literal[value=/[A-Za-z]{2,}/]',
    message: inlineText,
  },
  { selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}\\s/]', message: inlineText },
  { selector: 'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}\\s/]', message: inlineText },
  {
    selector: 'CallExpression[callee.name="lazy"] > ArrowFunctionExpression',
    message: "Wrap a lazy import in withTwins(): the page must not draw before its texts in the visitor's language have loaded (issue 29).",
  },
];

/** The components the rule reads: the web app's, not its tests. */
export const inlineTextFiles = ['apps/web/src/**/*.tsx'];
export const inlineTextIgnores = ['apps/web/src/**/*.test.tsx', 'apps/web/src/test-render.tsx', 'apps/web/src/test/**'];
