import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2020', cssCodeSplit: true },
  // The contract package is TypeScript source shared with the server.
  ssr: { noExternal: ['@nagar/contract'] },
});
