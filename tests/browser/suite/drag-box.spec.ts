import { boxOf, centre, clickSelector, describeTask } from './harness.js';

describeTask('drag-box', {
  async solve(ep) {
    // grab the small box at its centre and drop that centre on the large box's centre
    const s = centre(await boxOf(ep.page, '#draggableSmall'));
    const l = centre(await boxOf(ep.page, '#draggableLarge'));
    await ep.screen.mouse.move(s.x, s.y);
    await ep.screen.mouse.down();
    await ep.screen.mouse.move(l.x, l.y, { steps: 8 });
    await ep.screen.mouse.up();
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    // at seed 1000 the small box starts outside the large one: submitting at once fails
    await clickSelector(ep, '#subbtn');
  },
});
