import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Nothing else Altalena-specific: the packages ship compiled JS and CSS.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // Radix's Dialog and Select lock the page's scroll through react-remove-scroll-bar, which injects an
    // inline <style> that a CSP without 'unsafe-inline' styles refuses; @altalena/ui ships a stand-in
    // that marks <body> for a rule of its style sheet (README of @altalena/ui, "Content Security Policy").
    alias: [{ find: /^react-remove-scroll-bar$/, replacement: '@altalena/ui/remove-scroll-bar' }],
  },
  build: { target: 'es2022' },
});
