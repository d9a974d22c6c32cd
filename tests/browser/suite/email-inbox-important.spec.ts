import { describeTask } from './harness.js';
import { solve, wrongIcon } from './email-inbox.solver.js';

// The wrong action: the same icon on a row whose sender is not the target.
describeTask('email-inbox-important', { solve, wrong: wrongIcon });
