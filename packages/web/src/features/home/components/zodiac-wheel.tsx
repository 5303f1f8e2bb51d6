import { ZODIAC_SIGNS } from '../zodiac-signs';

const CENTER = 100;
const GLYPH_RADIUS = 82;
const SECTOR_DEGREES = 360 / ZODIAC_SIGNS.length;

function pointAt(radius: number, degrees: number): { x: number; y: number } {
  // Aries sits at the top and the signs follow clockwise, in reading order.
  const radians = ((degrees - 90) * Math.PI) / 180;
  return { x: CENTER + radius * Math.cos(radians), y: CENTER + radius * Math.sin(radians) };
}

/** Decorative zodiac wheel beside the hero text on wide screens; hidden from assistive tech. */
export function ZodiacWheel({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <circle
        cx={CENTER}
        cy={CENTER}
        r={98}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.5}
      />
      <circle
        cx={CENTER}
        cy={CENTER}
        r={66}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.35}
      />
      <circle cx={CENTER} cy={CENTER} r={30} fill="currentColor" fillOpacity={0.12} />
      {ZODIAC_SIGNS.map((sign, index) => {
        const inner = pointAt(66, index * SECTOR_DEGREES);
        const outer = pointAt(98, index * SECTOR_DEGREES);
        const glyph = pointAt(GLYPH_RADIUS, (index + 0.5) * SECTOR_DEGREES);
        return (
          <g key={sign.slug}>
            <line
              x1={inner.x}
              y1={inner.y}
              x2={outer.x}
              y2={outer.y}
              stroke="currentColor"
              strokeOpacity={0.35}
            />
            <text
              x={glyph.x}
              y={glyph.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={16}
              fill="currentColor"
            >
              {sign.glyph}
            </text>
          </g>
        );
      })}
      <text
        x={CENTER}
        y={CENTER}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={28}
        fill="currentColor"
      >
        ☉
      </text>
    </svg>
  );
}
