import {defineConfig} from 'vitest/config';
import base from './vitest.config';

/** The search relevance suite: it reads the production build's index, so it runs after the build. */
export default defineConfig({...base, test: {...base.test, include: ['tests/relevance/**/*.test.ts']}});
