import { describeTask } from './harness.js';
import { solve, wrong } from './email-inbox.solver.js';

// A reply with the wrong text ends any variant of the family with -1.
describeTask('email-inbox-reply', { solve, wrong });
