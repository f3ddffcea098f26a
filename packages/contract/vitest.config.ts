import { defineConfig } from 'vitest/config';

// The contract's tests alone (`cd packages/contract && npx vitest run`); the root
// vitest.config.ts runs the same as the project unit:contract.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
