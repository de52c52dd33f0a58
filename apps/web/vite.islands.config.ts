import { defineConfig } from 'vite';

/**
 * The public pages' island script (app/islands/index.ts): what the interactive parts of a page that is not
 * hydrated need (the menu, the text size and contrast, the slider, the ticker), as one small module beside the
 * React Router build. Its name (content-hashed) goes to build/client/islands.json, which the server reads.
 */
export default defineConfig({
  publicDir: false,
  build: {
    target: 'es2020',
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: 'islands.json',
    rolldownOptions: {
      input: 'app/islands/index.ts',
      output: { entryFileNames: 'assets/islands-[hash].js' },
    },
  },
});
