import { inflateSync } from 'node:zlib';

/** The text a PDF shows: its content streams inflated, the strings of their TJ/Tj operators decoded. */
export function pdfText(file: Buffer): string {
  const raw = file.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '') : [op[2] ?? ''];
      text += `${hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join('')}\n`;
    }
  }
  return text;
}
