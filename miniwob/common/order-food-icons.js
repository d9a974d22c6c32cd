/* The five diet icons of the order-food task, drawn by us as SVG line drawings on a 64-unit
 * grid (shown at 20x20 CSS px) after the descriptions in ../shared/miniwob-spec/order-food-data.json
 * (ICONS) and the reference pictures (vegan and gluten-free are the only two they show):
 * one colour each, about 2.5-unit strokes, transparent background.
 *   ORDER_FOOD_ICONS.svg(type) -> the markup of one <svg> (with a <title> tooltip). */
var ORDER_FOOD_ICONS = (function () {
  // A square packet with pinched edges (corners pulled out) and a folded crease near the top
  // and the bottom: the frame of the vegan and gluten-free icons, on a 60-unit grid (one unit
  // is one device pixel at scale 3, where the reference pictures show it).
  var PACKET =
    '<path d="M7.8 1.2 Q30 3.4 52.2 1.2 Q52.5 3 52.6 9 Q52.9 30 52.6 52 Q52.5 56 52 58 Q30 56.2 8 58 Q7 55 6.9 50 Q6.5 30 6.9 9 Q7 3 7.8 1.2 Z"/>' +
    '<path d="M36 2.8 Q27.5 3.6 23.5 5.6 Q20.5 7 19.5 8.2"/><path d="M33.5 52.2 Q28 53.8 22 56.3"/>';
  var BODY = {
    // A three-leaf sprout: a pointed middle leaf with its stem, two open side leaves with
    // veins, joined along the bottom.
    vegan:
      PACKET +
      '<path d="M29.5 17.8 Q34.6 22.5 34.6 29 Q34.5 35.5 29.5 40.5 Q24.5 35.5 24.4 29 Q24.4 22.5 29.5 17.8 Z"/>' +
      '<path d="M29.5 27.5 L29.5 40"/>' +
      '<path d="M24.5 28.5 L15.6 28.5 Q15.4 38 22 41.4 M21.5 41.6 L37.5 41.6 M36.5 28.5 L43.5 28.5 Q43.6 38 37 41.4"/>' +
      '<path d="M20 29.2 Q25.5 30.5 28.6 34.5"/>' +
      '<path d="M22.5 35.2 Q25.8 38 28.6 40.2 M36.3 35.2 Q33.5 38 30.4 40.2"/>',
    // A circle open at the top, a wheat ear rising into it (three stalks over a grain, a
    // leaf), crossed by a curved stroke from lower left to upper right.
    'gluten-free':
      PACKET +
      '<path d="M21.3 20.6 A14.5 14.5 0 1 0 38.2 20.6"/>' +
      '<path d="M29.5 12.6 L29.5 24.5 M25.6 17.5 L25.6 24.8 M33.6 17.5 L33.6 24.8"/>' +
      '<path d="M25.6 24.8 L33.6 24.8 Q34 31 29.2 34.6 Q25.4 31 25.6 24.8 Z"/>' +
      '<path d="M21.8 32 Q27 31.5 29.6 35.8 Q28.4 39.4 25 39.3 Q21.8 37.5 21.8 32 Z"/>' +
      '<path d="M18.8 42.2 Q23 40.4 28 40.4 Q33 40.3 35.8 37 Q37.6 34.5 37.6 32"/>' +
      '<path d="M32.8 30.6 Q36.5 28.6 40 25.4"/>',
    // A tall milk carton with a gabled top and cow-like blotches on its front.
    dairy:
      '<path d="M20 22 L20 60 L44 60 L44 22 Z"/>' +
      '<path d="M20 22 L26 10 L38 10 L44 22"/>' +
      '<path d="M26 10 L26 4 L38 4 L38 10"/>' +
      '<path d="M26 10 L32 22 L38 10"/>' +
      '<path d="M24 32 Q28 28 31 32 Q30 37 25 36 Z"/>' +
      '<path d="M35 42 Q40 39 41 45 Q38 50 34 47 Z"/>' +
      '<path d="M23 48 Q26 46 28 49 Q26 53 23 51 Z"/>',
    // A T-bone-like steak: a rounded slab, a small rounded bone on the left, dots on the right.
    meat:
      '<path d="M10 30 Q12 14 34 14 Q56 15 56 32 Q56 50 34 52 Q18 53 14 44 Q8 40 10 30 Z"/>' +
      '<path d="M16 30 Q18 24 24 25 Q29 28 26 34 Q22 38 17 35 Z"/>' +
      '<circle cx="40" cy="27" r="1.6"/><circle cx="46" cy="33" r="1.6"/><circle cx="39" cy="38" r="1.6"/>',
    // An upright peanut shell (figure eight) with three small dots.
    peanuts:
      '<path d="M32 4 Q46 4 46 18 Q46 27 40 32 Q46 37 46 46 Q46 60 32 60 Q18 60 18 46 Q18 37 24 32 Q18 27 18 18 Q18 4 32 4 Z"/>' +
      '<circle cx="28" cy="15" r="1.6"/><circle cx="36" cy="22" r="1.6"/><circle cx="30" cy="47" r="1.6"/>',
  };
  var VIEWBOX = { vegan: '0 0 60 60', 'gluten-free': '0 0 60 60', dairy: '0 0 64 64', meat: '0 0 64 64', peanuts: '0 0 64 64' };
  var COLOUR = { dairy: '#006df0', 'gluten-free': '#ffdb42', meat: '#d90022', peanuts: '#ffdb42', vegan: '#92dd5a' };
  return {
    COLOUR: COLOUR,
    svg: function (type) {
      return '<svg class="food-icon" data-type="' + type + '" width="20" height="20" viewBox="' + VIEWBOX[type] + '" ' +
        'fill="none" stroke="' + COLOUR[type] + '" stroke-width="' + (VIEWBOX[type] === '0 0 60 60' ? 2 : 2.5) + '" stroke-linecap="round" stroke-linejoin="round">' +
        '<title>' + type + '</title>' + BODY[type] + '</svg>';
    },
  };
})();
