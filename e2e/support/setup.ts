import { closeBrowser } from './browser';

// each test file launches chromium once, at its first session, and closes it here
afterAll(closeBrowser);
