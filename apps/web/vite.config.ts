import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the page and hands the server's paths to it (npm run dev).
const API = process.env.MOODTAPE_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // The Host header is kept (no changeOrigin): the server checks it against PUBLIC_URL.
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/callback': { target: API, changeOrigin: false },
      '/emulators': { target: API, changeOrigin: false },
    },
  },
});
