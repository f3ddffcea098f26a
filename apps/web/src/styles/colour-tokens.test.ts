import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Colours live in tokens.css only (shared/DESIGN.md): a literal anywhere else drifts from the
// palette and from its contrast check. `transparent`, `currentColor` and `inherit` name no colour.
const srcDir = path.resolve(import.meta.dirname, '..');
const tokensFile = path.join('styles', 'tokens.css');

// The CSS named colours (CSS Color Module Level 4), without `transparent` and `currentcolor`.
const namedColours = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
  burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
  darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid
  darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet
  deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro
  ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow
  lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
  mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen
  mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace
  olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred
  papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
  saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey
  snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
  yellowgreen`.split(/\s+/),
);

const hexColour = /#[0-9a-f]{3,8}\b/i;
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

/** The colour literals in one CSS value or style object, after dropping urls and custom property names. */
function findColourLiterals(value: string): string[] {
  const bare = value
    .replace(/url\([^)]*\)/gi, '')
    .replace(/--[\w-]+/g, '');
  const found: string[] = [];
  const hex = bare.match(new RegExp(hexColour.source, 'gi'));
  if (hex) found.push(...hex);
  const functions = bare.match(new RegExp(colourFunction.source, 'gi'));
  if (functions) found.push(...functions);
  for (const word of bare.match(/[a-z]+(?:-[a-z]+)*/gi) ?? []) {
    if (namedColours.has(word.toLowerCase())) found.push(word);
  }
  return found;
}

/** Every `property: value` of a stylesheet (comments dropped) with its line. */
function declarations(css: string): { line: number; text: string; value: string }[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...withoutComments.matchAll(/(-{0,2}[a-z][\w-]*)\s*:\s*([^;{}]+)(?=[;}])/gi)].map((match) => ({
    line: withoutComments.slice(0, match.index).split('\n').length,
    text: match[0].trim(),
    value: match[2] ?? '',
  }));
}

/** The `style={{ … }}` objects of a component, each with its line. */
function styleProps(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  for (const match of source.matchAll(/style=\{\{/g)) {
    let depth = 2;
    let end = match.index + match[0].length;
    while (end < source.length && depth > 0) {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    }
    found.push({ line: source.slice(0, match.index).split('\n').length, text: source.slice(match.index, end) });
  }
  return found;
}

function sourceFiles(extension: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension) && !/\.test\.tsx?$/.test(file))
    .sort();
}

describe('colour literals', () => {
  it('finds hex, functional and named colours and lets transparent, currentColor and inherit through', () => {
    expect(findColourLiterals('1px solid #9aa5b1')).toEqual(['#9aa5b1']);
    expect(findColourLiterals('rgba(31, 41, 51, 0.5)')).toEqual(['rgba(']);
    expect(findColourLiterals('linear-gradient(90deg, white, hsl(0 0% 50%))')).toEqual(['hsl(', 'white']);
    expect(findColourLiterals("{ color: 'red', background: '#fff' }")).toEqual(['#fff', 'red']);
    expect(findColourLiterals('transparent currentColor inherit var(--danger-text) nowrap')).toEqual([]);
    expect(declarations('.a { white-space: nowrap; }\n.b:hover { color: black }')).toMatchObject([
      { line: 1, value: 'nowrap' },
      { line: 2, value: 'black ' },
    ]);
  });

  it('appear in no stylesheet but tokens.css', () => {
    const offending = sourceFiles('.css')
      .filter((file) => file !== tokensFile)
      .flatMap((file) =>
        declarations(readFileSync(path.join(srcDir, file), 'utf8'))
          .filter((declaration) => findColourLiterals(declaration.value).length > 0)
          .map((declaration) => `${file}:${declaration.line} ${declaration.text}`),
      );
    expect(offending).toEqual([]);
  });

  it('appear in no inline style of a component', () => {
    const offending = sourceFiles('.tsx').flatMap((file) =>
      styleProps(readFileSync(path.join(srcDir, file), 'utf8'))
        .filter((style) => findColourLiterals(style.text).length > 0)
        .map((style) => `${file}:${style.line} ${style.text}`),
    );
    expect(offending).toEqual([]);
  });
});
