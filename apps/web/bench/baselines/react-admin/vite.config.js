// Used by the bench once react-admin is installed next to it in a temp dir (never in the repo).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ base: '/react-admin/', plugins: [react()] });
