import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';

/**
 * zxcvbn's score (0-4) a new password needs: 3, at least 10^8 estimated guesses. 0 and 1 are the
 * breached-password lists and trivial patterns ('password', '12345678', 'P@ssw0rd'); 2 still
 * lets through some of the most used passwords here ('Password@123', 'Welcome@123',
 * 'Qwerty@123'), so it is not enough. Ordinary decent choices score 3 or 4 ('Kabadi@2026',
 * 'Green-Earth-42', 'Rahul@123', 'Taj-Mahal-99').
 */
export const minPasswordScore = 3;

/**
 * Only this many leading characters are scored: zxcvbn's time grows with length (a random
 * 128-character password costs about 70 ms of event-loop time, 32 characters about 6 ms), and a
 * common or trivial password shows in its first 32 characters.
 */
const scoredLength = 32;

type Checker = { check(password: string, userInputs?: (string | number)[]): { score: number } };
let checker: Promise<Checker> | undefined;

/** Built once, on first use: loading the dictionaries takes about 130 ms and 6 MB of heap. */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: scoredLength });
  })();
  return checker;
}

/** zxcvbn's score of a password, offline; `userInputs` (name, e-mail, phone) count as known words. */
export async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  // The whole input, an e-mail's local part, and each word of it.
  const inputs = userInputs
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[@\s._-]+/)])
    .filter((input) => input.length >= 3);
  return (await loadChecker()).check(password, inputs).score;
}

export async function isPasswordTooCommon(password: string, userInputs: string[] = []): Promise<boolean> {
  return (await passwordScore(password, userInputs)) < minPasswordScore;
}

/** Refuses a common or trivially guessable new password with the contract's validation error. */
export async function assertPasswordNotCommon(password: string, userInputs: string[] = [], field = 'password') {
  if (await isPasswordTooCommon(password, userInputs)) {
    const message = messages.accounts.passwordTooCommon;
    throw new AppError('VALIDATION', message, { [field]: [message] });
  }
}
