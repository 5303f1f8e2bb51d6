import { TAROT_RANKS, TAROT_SUITS, type TarotSuit } from '@jyotish/contract';
import type { ReactNode } from 'react';

const ROMAN = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
] as const;

const GOLD = '#b45309';
const INK = '#312e81';

/** A suit's sign at (x, y), `scale` 1 being about 18 units tall. */
function SuitSign({
  suit,
  x,
  y,
  scale = 1,
}: {
  suit: TarotSuit;
  x: number;
  y: number;
  scale?: number;
}) {
  const shapes: Record<TarotSuit, ReactNode> = {
    wands: (
      <>
        <line
          x1={0}
          y1={-9}
          x2={0}
          y2={9}
          stroke="#7c2d12"
          strokeWidth={2.4}
          strokeLinecap="round"
        />
        <ellipse cx={-3} cy={-5} rx={2.2} ry={1.2} fill="#15803d" transform="rotate(-30 -3 -5)" />
        <ellipse cx={3} cy={-1} rx={2.2} ry={1.2} fill="#15803d" transform="rotate(30 3 -1)" />
      </>
    ),
    cups: (
      <>
        <path d="M-7 -8 H7 Q7 2 0 3 Q-7 2 -7 -8 Z" fill={GOLD} />
        <rect x={-1} y={3} width={2} height={4} fill={GOLD} />
        <rect x={-5} y={7} width={10} height={2} rx={1} fill={GOLD} />
      </>
    ),
    swords: (
      <>
        <path d="M0 -10 L2 4 H-2 Z" fill="#64748b" />
        <rect x={-6} y={4} width={12} height={2} rx={1} fill={INK} />
        <rect x={-1} y={6} width={2} height={4} fill={INK} />
      </>
    ),
    pentacles: (
      <>
        <circle r={8} fill="#fde68a" stroke={GOLD} strokeWidth={1.4} />
        <path
          d="M0 -6 L1.8 -1.9 L5.7 -1.9 L2.5 0.7 L3.5 4.9 L0 2.4 L-3.5 4.9 L-2.5 0.7 L-5.7 -1.9 L-1.8 -1.9 Z"
          fill="none"
          stroke={GOLD}
          strokeWidth={0.9}
        />
      </>
    ),
  };
  return <g transform={`translate(${x} ${y}) scale(${scale})`}>{shapes[suit]}</g>;
}

/** Where a pip card's signs go, two to ten, in the emblem area (y 40–160). */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [
    [60, 70],
    [60, 130],
  ],
  3: [
    [60, 60],
    [60, 100],
    [60, 140],
  ],
  4: [
    [40, 70],
    [80, 70],
    [40, 130],
    [80, 130],
  ],
  5: [
    [40, 65],
    [80, 65],
    [60, 100],
    [40, 135],
    [80, 135],
  ],
  6: [
    [40, 60],
    [80, 60],
    [40, 100],
    [80, 100],
    [40, 140],
    [80, 140],
  ],
  7: [
    [40, 60],
    [80, 60],
    [60, 80],
    [40, 100],
    [80, 100],
    [40, 140],
    [80, 140],
  ],
  8: [
    [40, 60],
    [80, 60],
    [60, 80],
    [40, 100],
    [80, 100],
    [60, 120],
    [40, 140],
    [80, 140],
  ],
  9: [
    [40, 55],
    [80, 55],
    [40, 85],
    [80, 85],
    [60, 100],
    [40, 115],
    [80, 115],
    [40, 145],
    [80, 145],
  ],
  10: [
    [40, 55],
    [80, 55],
    [60, 70],
    [40, 85],
    [80, 85],
    [40, 115],
    [80, 115],
    [60, 130],
    [40, 145],
    [80, 145],
  ],
};

/** A court card's headwear above its suit sign: page's feather, knight's helm, crowns. */
function CourtMark({ rank }: { rank: 'page' | 'knight' | 'queen' | 'king' }) {
  if (rank === 'page') {
    return <path d="M52 78 Q60 50 70 46 Q64 62 56 80 Z" fill="#0f766e" />;
  }
  if (rank === 'knight') {
    return (
      <>
        <path d="M46 80 Q46 52 60 52 Q74 52 74 80 Z" fill="#64748b" />
        <rect x={50} y={64} width={20} height={3} fill={INK} />
      </>
    );
  }
  const points =
    rank === 'queen'
      ? 'M44 80 L47 58 L60 70 L73 58 L76 80 Z'
      : 'M42 80 L44 56 L52 68 L60 52 L68 68 L76 56 L78 80 Z';
  return <path d={points} fill={GOLD} stroke="#92400e" strokeWidth={1} />;
}

/** The trumps' emblems: a simple sign each, drawn in the area around (60, 100). */
const TRUMP_EMBLEMS: readonly ReactNode[] = [
  // 0 The Fool: the sun above a cliff's edge and a white rose.
  <g key="fool">
    <circle cx={82} cy={62} r={9} fill="#fbbf24" />
    <path d="M20 150 L70 150 L86 128" stroke={INK} strokeWidth={3} fill="none" />
    <circle cx={50} cy={110} r={6} fill="#fff" stroke="#be123c" />
  </g>,
  // I The Magician: the lemniscate over the table.
  <g key="magician">
    <path
      d="M40 80 C40 66 56 66 60 80 C64 94 80 94 80 80 C80 66 64 66 60 80 C56 94 40 94 40 80 Z"
      fill="none"
      stroke={GOLD}
      strokeWidth={3}
    />
    <rect x={30} y={120} width={60} height={8} fill="#7c2d12" />
  </g>,
  // II The High Priestess: the pillars and the crescent.
  <g key="priestess">
    <rect x={28} y={60} width={10} height={90} fill="#111827" />
    <rect x={82} y={60} width={10} height={90} fill="#e5e7eb" stroke="#9ca3af" />
    <path d="M66 90 A14 14 0 1 1 66 118 A10 10 0 1 0 66 90 Z" fill="#60a5fa" />
  </g>,
  // III The Empress: the sign of Venus.
  <g key="empress">
    <circle cx={60} cy={88} r={16} fill="none" stroke="#16a34a" strokeWidth={4} />
    <path d="M60 104 V136 M48 122 H72" stroke="#16a34a" strokeWidth={4} />
  </g>,
  // IV The Emperor: the throne and the ram's horns.
  <g key="emperor">
    <rect x={40} y={80} width={40} height={60} fill="#b91c1c" />
    <path d="M40 80 Q30 66 40 60 M80 80 Q90 66 80 60" stroke={GOLD} strokeWidth={3} fill="none" />
  </g>,
  // V The Hierophant: the triple cross.
  <g key="hierophant" stroke={GOLD} strokeWidth={4}>
    <path d="M60 60 V150 M48 76 H72 M44 90 H76 M40 104 H80" />
  </g>,
  // VI The Lovers: two hearts joined.
  <g key="lovers">
    <path d="M44 90 C34 78 48 68 52 80 C56 68 70 78 60 90 L52 100 Z" fill="#e11d48" />
    <path d="M60 110 C50 98 64 88 68 100 C72 88 86 98 76 110 L68 120 Z" fill="#f43f5e" />
  </g>,
  // VII The Chariot: the car and its two wheels.
  <g key="chariot">
    <rect x={36} y={84} width={48} height={32} fill="#1d4ed8" />
    <circle cx={42} cy={124} r={9} fill="none" stroke={INK} strokeWidth={3} />
    <circle cx={78} cy={124} r={9} fill="none" stroke={INK} strokeWidth={3} />
  </g>,
  // VIII Strength: the lemniscate over the lion's mane.
  <g key="strength">
    <circle cx={60} cy={112} r={20} fill="#f59e0b" />
    <circle cx={60} cy={112} r={11} fill="#fcd34d" />
    <path
      d="M48 74 C48 64 58 64 60 74 C62 84 72 84 72 74 C72 64 62 64 60 74 C58 84 48 84 48 74 Z"
      fill="none"
      stroke={GOLD}
      strokeWidth={2.5}
    />
  </g>,
  // IX The Hermit: the lantern with its star.
  <g key="hermit">
    <rect
      x={46}
      y={84}
      width={28}
      height={36}
      rx={4}
      fill="#fde68a"
      stroke={GOLD}
      strokeWidth={2}
    />
    <path
      d="M60 92 L63 100 L71 100 L65 105 L67 113 L60 108 L53 113 L55 105 L49 100 L57 100 Z"
      fill={GOLD}
    />
    <path d="M60 84 V72" stroke={INK} strokeWidth={2} />
  </g>,
  // X The Wheel of Fortune: eight spokes.
  <g key="wheel" stroke={GOLD} strokeWidth={3} fill="none">
    <circle cx={60} cy={100} r={28} />
    <circle cx={60} cy={100} r={8} />
    <path d="M60 72 V128 M32 100 H88 M40 80 L80 120 M80 80 L40 120" />
  </g>,
  // XI Justice: the scales.
  <g key="justice" stroke={INK} strokeWidth={3} fill="none">
    <path d="M60 68 V136 M36 82 H84 M36 82 L28 104 H44 Z M84 82 L76 104 H92 Z" />
  </g>,
  // XII The Hanged Man: the figure reversed under the tau.
  <g key="hanged">
    <path d="M34 66 H86 M60 66 V82" stroke="#7c2d12" strokeWidth={4} />
    <path d="M60 82 L48 120 H72 Z" fill="#1d4ed8" />
    <circle cx={60} cy={128} r={7} fill="#fcd34d" />
  </g>,
  // XIII Death: the white rose of renewal.
  <g key="death">
    <circle cx={60} cy={100} r={24} fill="#111827" />
    <g fill="#fff">
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse key={a} cx={60} cy={88} rx={6} ry={11} transform={`rotate(${a} 60 100)`} />
      ))}
    </g>
    <circle cx={60} cy={100} r={5} fill={GOLD} />
  </g>,
  // XIV Temperance: water poured from cup to cup.
  <g key="temperance">
    <SuitSign suit="cups" x={40} y={78} scale={1.4} />
    <SuitSign suit="cups" x={80} y={124} scale={1.4} />
    <path d="M46 84 Q66 100 76 112" stroke="#38bdf8" strokeWidth={3} fill="none" />
  </g>,
  // XV The Devil: the reversed pentagram and the chains.
  <g key="devil">
    <path d="M60 130 L50 98 L76 118 H44 L70 98 Z" fill="none" stroke="#7f1d1d" strokeWidth={3} />
    <path d="M36 140 Q48 150 60 140 Q72 150 84 140" stroke="#6b7280" strokeWidth={3} fill="none" />
  </g>,
  // XVI The Tower: struck by lightning.
  <g key="tower">
    <rect x={48} y={78} width={24} height={72} fill="#9ca3af" />
    <path d="M44 78 H76 L70 68 H50 Z" fill={GOLD} />
    <path d="M88 52 L70 80 H80 L64 108" stroke="#f59e0b" strokeWidth={3} fill="none" />
  </g>,
  // XVII The Star: eight points.
  <g key="star">
    <path d="M60 64 L66 90 L92 100 L66 110 L60 136 L54 110 L28 100 L54 90 Z" fill="#fbbf24" />
    <path d="M60 78 L70 100 L60 122 L50 100 Z" fill="#fff" />
  </g>,
  // XVIII The Moon: the crescent over the path between two towers.
  <g key="moon">
    <path d="M70 62 A20 20 0 1 1 70 102 A14 14 0 1 0 70 62 Z" fill="#60a5fa" />
    <rect x={24} y={112} width={14} height={38} fill="#9ca3af" />
    <rect x={82} y={112} width={14} height={38} fill="#9ca3af" />
    <path d="M60 150 Q54 130 62 116" stroke={INK} strokeWidth={2} fill="none" />
  </g>,
  // XIX The Sun: the disc and its rays.
  <g key="sun">
    <g stroke="#f59e0b" strokeWidth={3}>
      {[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((angle) => (
        <line key={angle} x1={60} y1={66} x2={60} y2={74} transform={`rotate(${angle} 60 100)`} />
      ))}
    </g>
    <circle cx={60} cy={100} r={20} fill="#fbbf24" />
  </g>,
  // XX Judgement: the trumpet and its banner.
  <g key="judgement">
    <path d="M36 72 L80 100 L84 94 Z" fill={GOLD} />
    <rect x={56} y={96} width={16} height={14} fill="#fff" stroke="#dc2626" />
    <path d="M64 98 V108 M58 103 H70" stroke="#dc2626" strokeWidth={2} />
  </g>,
  // XXI The World: the wreath.
  <g key="world">
    <ellipse cx={60} cy={100} rx={24} ry={36} fill="none" stroke="#15803d" strokeWidth={6} />
    <circle cx={60} cy={100} r={6} fill="#7c3aed" />
  </g>,
];

/**
 * A card's face drawn for Jyotish (no published deck's artwork): trumps with their number and
 * emblem, pip cards with as many suit signs as their number, courts with their headwear.
 * Reversed cards are turned by the caller; the card's name is written beside it in the page
 * language, not on the face.
 */
export function TarotCardFace({ index, className }: { index: number; className?: string }) {
  const minor = index >= 22 ? index - 22 : null;
  const suit = minor === null ? null : (TAROT_SUITS[Math.floor(minor / 14)] ?? 'wands');
  const rank = minor === null ? null : (TAROT_RANKS[minor % 14] ?? 'ace');
  const number = rank === null ? null : TAROT_RANKS.indexOf(rank) + 1;
  const label =
    minor === null
      ? ROMAN[index]
      : number !== null && number <= 10
        ? number === 1
          ? 'A'
          : String(number)
        : '';
  return (
    <svg viewBox="0 0 120 200" className={className} aria-hidden="true">
      <rect
        x={1}
        y={1}
        width={118}
        height={198}
        rx={10}
        fill="#fffbeb"
        stroke={INK}
        strokeWidth={2}
      />
      <rect x={7} y={7} width={106} height={186} rx={6} fill="none" stroke={GOLD} strokeWidth={1} />
      <text
        x={60}
        y={28}
        textAnchor="middle"
        fontSize={16}
        fontWeight={700}
        fill={INK}
        fontFamily="serif"
      >
        {label}
      </text>
      {minor === null ? TRUMP_EMBLEMS[index] : null}
      {suit && rank === 'ace' ? <SuitSign suit={suit} x={60} y={100} scale={3} /> : null}
      {suit && number !== null && number >= 2 && number <= 10
        ? (PIPS[number] ?? []).map(([x, y]) => (
            <SuitSign key={`${x}-${y}`} suit={suit} x={x} y={y} />
          ))
        : null}
      {suit && (rank === 'page' || rank === 'knight' || rank === 'queen' || rank === 'king') ? (
        <>
          <CourtMark rank={rank} />
          <SuitSign suit={suit} x={60} y={120} scale={2.4} />
        </>
      ) : null}
      <path d="M30 176 H90" stroke={GOLD} strokeWidth={1} />
    </svg>
  );
}
