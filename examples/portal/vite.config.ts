import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Nothing Altalena-specific: the packages ship compiled JS and CSS.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
