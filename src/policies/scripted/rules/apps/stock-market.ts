/**
 * stock-market: `Buy {SYM} stock when the price is less than ${t}.` The page prints a new
 * price every 100 ms ("Stock price: $51.60"); the rule presses Buy on a screen whose price
 * is at or under the threshold, and otherwise keeps the pointer on Buy for one more step.
 *
 * What limits it: the page scores the price shown at the click, the rule read the price of
 * the screenshot, and between the two lie perception and the decision (several 100-ms
 * ticks): a price that dips under the threshold for a moment can be gone by the click, and
 * one that rises back is bought too late. A step also lasts about a second, so a dip
 * shorter than that may never be seen.
 */
import { areaTexts, findText } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { act, click, defineRule, fail, point } from '../../rule.js';

const priceIn = (text: string | undefined): number | null => {
  const m = /price:?\s*\$\s?(\d+(?:\.\d+)?)/i.exec(norm(text));
  return m ? Number(m[1]) : null;
};

export const stockMarketRule = defineRule({
  name: 'stock-market',
  tasks: ['stock-market'],
  parse: (goal) => {
    const m = /^Buy ([A-Z]{3}) stock when the price is less than \$(\d+(?:\.\d+)?)\.$/.exec(norm(goal));
    return m ? { symbol: m[1]!, limit: Number(m[2]) } : null;
  },
  decide: ({ limit }, { elements }) => {
    const buy = findText(elements, 'Buy', { types: ['button'] })[0];
    if (!buy) return fail('the Buy button is not visible');
    const price = areaTexts(elements).map((e) => priceIn(e.text)).find((p) => p !== null) ?? null;
    if (price !== null && price <= limit) {
      return act(`The price is $${price.toFixed(2)}, at or under $${limit.toFixed(2)}: I buy (element_${buy.id}).`, click(buy));
    }
    return act(
      `${price === null ? 'No price is shown yet' : `The price is $${price.toFixed(2)}, above $${limit.toFixed(2)}`}; I wait a step with the pointer on Buy.`,
      point(buy),
    );
  },
});
