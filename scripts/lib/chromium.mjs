// Which Chromium each tool drives; CHROME_PATH overrides them all (README, "Test").
import {existsSync} from 'node:fs';

/** Debian's chromium-headless-shell: the same Blink without the browser around it, lighter to run. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The browser readers run, for Lighthouse. */
export const fullChromium = () => process.env.CHROME_PATH || FULL[0];

/** The browser tests and the diagram drawings: the headless shell when installed. Undefined when no Chromium is found. */
export const headlessChromium = () => [process.env.CHROME_PATH, HEADLESS_SHELL, ...FULL].find((file) => file && existsSync(file));
