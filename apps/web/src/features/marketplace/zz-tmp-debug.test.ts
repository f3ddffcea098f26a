import { it } from 'vitest';
import { withTwins } from '../../lib/languages/twins.ts';
it('times', async () => {
  let t = performance.now();
  await import('./components/marketplace-sections.tsx');
  console.log('import', performance.now() - t);
  t = performance.now();
  await withTwins(() => import('./components/marketplace-sections.tsx'))();
  console.log('withTwins', performance.now() - t);
});
