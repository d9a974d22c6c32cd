/**
 * A policy of your own, as a module: click the button whose label the goal quotes
 * (click-button's "Click on the "no" button."). Run it without touching the repository:
 *
 *   npx caap run --policy ./examples/dist/quoted-button.js --task click-button --seed 3
 *   npx caap sweep --policy ./examples/dist/quoted-button.js --tasks click-button --seeds 0-9 --out runs/mine
 *
 * It sees what every policy sees (agent/policy.ts): the goal, the element list perceived
 * from the screenshot, the history; never the page.
 */
import { definePolicy, type Policy } from 'caap';

export default definePolicy({
  name: 'quoted-button',
  summary: 'clicks the button whose label the goal quotes',
  create: (): Policy => ({
    name: 'quoted-button',
    model: '',
    async decide({ goal, elements }) {
      const label = /"([^"]+)"/.exec(goal)?.[1]?.toLowerCase();
      const button = elements.find((e) => e.type === 'button' && e.text?.trim().toLowerCase() === label);
      if (!button) return { actions: [], error: { code: 'NO_ACTION', message: `no button labelled "${label ?? '?'}" on screen` } };
      return { actions: [{ name: 'click_element', args: { element_id: button.id } }] };
    },
  }),
});
