/** The git commit of the checkout, for records: defined in src/episode/versions.ts, re-exported for the CLI commands. */
export { gitSha } from '../episode/versions.js';
