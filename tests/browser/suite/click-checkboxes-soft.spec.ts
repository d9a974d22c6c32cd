import { setBoxesAndSubmit } from './checkboxes-solver.js';
import { describeTask } from './harness.js';

describeTask('click-checkboxes-soft', {
  solve: (ep) => setBoxesAndSubmit(ep),
  // Every row in the wrong state: reward -1.
  wrong: (ep) => setBoxesAndSubmit(ep, true),
});
