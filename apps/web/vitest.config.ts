import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
    },
  }),
);
