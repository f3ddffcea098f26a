import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';

/** Whether some run of 8 characters comes twice ('test-secret-test-secret-…'): random secrets never do. */
function hasRepeatedChunk(secret: string, chunk = 8): boolean {
  const seen = new Set<string>();
  for (let i = 0; i + chunk <= secret.length; i += 1) {
    const part = secret.slice(i, i + chunk);
    if (seen.has(part)) return true;
    seen.add(part);
  }
  return false;
}

/**
 * Bits of entropy a secret shows: its length times the Shannon entropy of its characters, or
 * 0 when it repeats itself. 32 equal characters show 0; 32 random base64 characters about 150.
 * Blind to order: a sequence ('abcd…') or a sentence shows as many bits as random characters,
 * which is what the pattern check below is for.
 */
export function estimateSecretBits(secret: string): number {
  if (hasRepeatedChunk(secret)) return 0;
  const counts = new Map<string, number>();
  for (const c of secret) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / secret.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * secret.length;
}

/** What a production JWT_SECRET must show (openssl rand -base64 48 gives about 280; 32 random base64 characters at least 125). */
export const minSecretBits = 120;

/**
 * Only the head is scored: zxcvbn's time grows with length (about 70 ms for 100 characters, far
 * more for long ones), and 100 characters show whether a secret was typed or drawn at random.
 */
const scoredLength = 100;

/**
 * The share of the scored head that words and patterns may explain. Measured on 3,000 secrets
 * each: random base64 stays below 0.2 and 64 random hex digits below 0.42 (runs of digits pass for
 * dates and years); typed sentences, camel-case phrases and keyboard runs reach 0.6 to 1.
 */
const maxExplainedShare = 0.5;

type Checker = {
  check(password: string): { score: number; sequence: { pattern: string; token: string; i: number; j: number }[] };
};
type Loaded = { checker: Checker; words: Set<string> };
let loaded: Loaded | undefined;

/**
 * Loaded synchronously (loadConfig is synchronous) and only when a production start checks its
 * secret: the word lists cost about 30 ms and 6 MB of heap that no other start needs.
 */
function load(): Loaded {
  if (loaded) return loaded;
  const requireCjs = createRequire(import.meta.url);
  const { ZxcvbnFactory } = requireCjs('@zxcvbn-ts/core') as typeof ZxcvbnCore;
  const { dictionary, adjacencyGraphs } = requireCjs('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
  const words = new Set<string>();
  for (const list of Object.values(dictionary)) {
    for (const word of list) {
      const lower = String(word).toLowerCase();
      if (/^[a-z]{3,}$/.test(lower)) words.add(lower);
    }
  }
  loaded = { checker: new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: scoredLength }), words };
  return loaded;
}

/**
 * Why a secret is too guessable to sign production tokens, or undefined when it looks drawn at
 * random. Three views, each catching what the others miss: the Shannon estimate (few distinct
 * characters, repeats), zxcvbn's score (sequences, keyboard runs, common passwords), and the
 * share that words and zxcvbn's patterns explain: zxcvbn alone scores a sentence of common words
 * ('correct horse battery staple is my secret phrase') 4, as it would random characters.
 */
export function secretWeakness(secret: string): string | undefined {
  if (estimateSecretBits(secret) < minSecretBits) return 'too few distinct characters, or a repeated part';
  const head = secret.slice(0, scoredLength);
  const { checker, words } = load();
  const result = checker.check(head);
  if (result.score < 4) return 'a sequence, keyboard run or common password';
  const explained = new Array<boolean>(head.length).fill(false);
  const mark = (from: number, to: number) => explained.fill(true, from, to);
  // zxcvbn's patterns of 4+ characters (3-character 'words' turn up in random base64 too).
  for (const match of result.sequence) if (match.pattern !== 'bruteforce' && match.token.length >= 4) mark(match.i, match.j + 1);
  // Words, also when written together in camel case ('MySecretPhrase'), which zxcvbn may score as random.
  for (const word of head.matchAll(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g)) {
    if (word[0].length >= 3 && words.has(word[0].toLowerCase())) mark(word.index, word.index + word[0].length);
  }
  const share = explained.filter(Boolean).length / head.length;
  return share >= maxExplainedShare ? 'made of words or patterns' : undefined;
}
