import { clsx } from 'clsx';
import { type MouseEvent, useId } from 'react';
import {
  isPalmPart,
  LINE_SHAPES,
  type LineShape,
  MOUNTS,
  type Mount,
  PALM_LINES,
  type PalmLine,
  type PalmPart,
  type PalmSelection,
} from './palm-readings';

/** One stroke of a drawn line; a shape may need several (a break, a fork, a sister line). */
interface Stroke {
  readonly d: string;
  /** Drawn dotted: a chained line, or a faint one. */
  readonly dotted?: boolean;
  readonly thin?: boolean;
}

// A right palm seen from the front in a 320 × 420 box: the thumb on the right, the little
// finger on the left, the wrist at the bottom. Every line starts where palmists say it does.
const LIFE_START = 'M 243 232';
const HEAD_START = 'M 243 235';

const LINE_STROKES: {
  readonly [L in PalmLine]: Readonly<Record<LineShape<L>, readonly Stroke[]>>;
} = {
  life: {
    longDeep: [{ d: `${LIFE_START} C 185 240, 165 320, 198 398` }],
    wideCurve: [{ d: `${LIFE_START} C 160 240, 132 330, 172 398` }],
    short: [{ d: `${LIFE_START} C 198 236, 180 270, 180 300` }],
    broken: [
      { d: `${LIFE_START} C 198 236, 180 266, 179 292` },
      { d: 'M 184 304 C 182 340, 186 372, 199 398' },
    ],
    chained: [{ d: `${LIFE_START} C 185 240, 165 320, 198 398`, dotted: true }],
    double: [
      { d: `${LIFE_START} C 185 240, 165 320, 198 398` },
      { d: 'M 232 254 C 200 268, 188 322, 212 384', thin: true },
    ],
  },
  head: {
    longStraight: [{ d: `${HEAD_START} C 190 236, 120 244, 62 252` }],
    sloping: [{ d: `${HEAD_START} C 180 240, 118 270, 80 322` }],
    short: [{ d: `${HEAD_START} C 205 234, 172 238, 140 242` }],
    forked: [
      { d: `${HEAD_START} C 190 236, 140 246, 106 254` },
      { d: 'M 106 254 L 62 252' },
      { d: 'M 106 254 C 92 268, 82 284, 74 300' },
    ],
    separated: [{ d: 'M 238 214 C 190 222, 120 236, 62 248' }],
    wavy: [{ d: `${HEAD_START} q -15 -9 -30 0 t -30 0 t -30 0 t -30 0 t -30 0 t -30 0` }],
  },
  heart: {
    curved: [{ d: 'M 56 214 C 100 206, 152 212, 192 184' }],
    straight: [{ d: 'M 56 214 C 110 211, 170 210, 230 206' }],
    short: [{ d: 'M 56 214 C 92 210, 128 209, 160 205' }],
    forked: [
      { d: 'M 56 214 C 100 206, 140 210, 172 200' },
      { d: 'M 172 200 L 200 180' },
      { d: 'M 172 200 C 188 200, 204 204, 222 200' },
    ],
    chained: [{ d: 'M 56 214 C 100 206, 152 212, 192 184', dotted: true }],
  },
  fate: {
    fromWrist: [{ d: 'M 150 398 C 150 330, 155 260, 162 188' }],
    fromLife: [{ d: 'M 178 336 C 168 292, 163 240, 162 188' }],
    fromMoon: [{ d: 'M 92 362 C 120 320, 150 262, 162 188' }],
    late: [{ d: 'M 157 244 C 158 224, 160 206, 162 188' }],
    broken: [
      { d: 'M 150 398 C 150 362, 151 330, 152 302' },
      { d: 'M 158 292 C 159 256, 160 222, 162 188' },
    ],
    faint: [{ d: 'M 150 398 C 150 330, 155 260, 162 188', dotted: true, thin: true }],
  },
};

/** Where each mount is drawn; Mars has two places, lower (by the thumb) and upper (the edge). */
const MOUNT_SHAPES: Readonly<
  Record<Mount, readonly { cx: number; cy: number; rx: number; ry: number }[]>
> = {
  jupiter: [{ cx: 211, cy: 196, rx: 19, ry: 13 }],
  saturn: [{ cx: 164, cy: 194, rx: 19, ry: 13 }],
  sun: [{ cx: 118, cy: 195, rx: 18, ry: 13 }],
  mercury: [{ cx: 74, cy: 198, rx: 17, ry: 13 }],
  mars: [
    { cx: 222, cy: 252, rx: 11, ry: 14 },
    { cx: 70, cy: 282, rx: 13, ry: 18 },
  ],
  moon: [{ cx: 88, cy: 346, rx: 26, ry: 38 }],
  venus: [{ cx: 224, cy: 322, rx: 26, ry: 42 }],
};

/** The palm and the thumb as one outline, so the thumb grows out of the palm. */
const HAND_OUTLINE = [
  'M 58 188 L 238 188',
  'C 244 204, 246 226, 247 248',
  'C 262 234, 276 206, 284 184',
  'C 290 166, 314 168, 310 192',
  'C 306 236, 290 300, 262 344',
  'C 246 372, 232 396, 214 408',
  'L 122 408',
  'C 92 402, 70 382, 62 342',
  'C 54 292, 52 232, 58 188 Z',
].join(' ');
const FINGERS = [
  { x: 55, y: 104, width: 36, height: 96 },
  { x: 96, y: 58, width: 42, height: 142 },
  { x: 143, y: 40, width: 43, height: 160 },
  { x: 191, y: 62, width: 42, height: 138 },
] as const;

/**
 * A right palm with its four major lines and seven mounts. Each line is drawn in the shape the
 * reader chose (its first shape until then) and the part being read is highlighted. Pointing
 * at a line or a mount picks it; the buttons beside the drawing do the same from the keyboard
 * and for screen readers, so the drawing itself is one image with a name and a description.
 */
export function PalmDrawing({
  focus,
  selection,
  title,
  description,
  onPick,
}: {
  focus: PalmPart;
  selection: PalmSelection;
  title: string;
  description: string;
  onPick: (part: PalmPart) => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const part = (event.target as Element).closest('[data-part]')?.getAttribute('data-part');
    if (isPalmPart(part ?? null)) onPick(part as PalmPart);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the labelled buttons beside the drawing pick the same parts from the keyboard
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      viewBox="0 0 320 420"
      className="mx-auto h-auto w-full max-w-[16rem] select-none md:max-w-xs"
      onClick={pick}
      data-testid="palm-drawing"
    >
      <title id={titleId}>{title}</title>
      <desc id={descriptionId}>{description}</desc>
      <g
        data-part="hand"
        className={clsx(
          'cursor-pointer',
          focus === 'hand'
            ? 'fill-amber-100 stroke-brand-600'
            : 'fill-amber-50 stroke-amber-300 hover:stroke-brand-400',
        )}
        strokeWidth={focus === 'hand' ? 4 : 2}
        strokeLinejoin="round"
      >
        {FINGERS.map((finger) => (
          <rect key={finger.x} {...finger} rx={18} />
        ))}
        <path d={HAND_OUTLINE} />
        {/* The finger joints and the wrist crease, for orientation. */}
        <path
          d="M 60 150 H 88 M 100 110 H 134 M 100 150 H 134 M 147 94 H 182 M 147 142 H 182 M 195 112 H 229 M 195 152 H 229 M 116 402 C 150 396, 180 396, 212 402"
          className="fill-none stroke-amber-200"
          strokeWidth={1.5}
        />
      </g>
      {MOUNTS.map((mount) => {
        const state = selection.mounts[mount];
        const focused = focus === mount;
        return (
          <g key={mount} data-part={mount} className="cursor-pointer">
            {MOUNT_SHAPES[mount].map((ellipse) => (
              <ellipse
                key={`${ellipse.cx}-${ellipse.cy}`}
                {...ellipse}
                className={clsx(
                  focused
                    ? 'fill-brand-200 stroke-brand-600'
                    : state === 'prominent'
                      ? 'fill-amber-300/70 stroke-amber-500'
                      : 'fill-amber-200/40 stroke-amber-300 hover:stroke-brand-400',
                )}
                strokeWidth={focused ? 2.5 : 1}
                strokeDasharray={state === 'flat' && !focused ? '3 3' : undefined}
              />
            ))}
          </g>
        );
      })}
      {PALM_LINES.map((line) => {
        const shape = (selection.lines[line] ?? LINE_SHAPES[line][0]) as LineShape<typeof line>;
        const strokes = (LINE_STROKES[line] as Record<string, readonly Stroke[]>)[shape] ?? [];
        const focused = focus === line;
        return (
          <g key={line} data-part={line} className="cursor-pointer fill-none" strokeLinecap="round">
            {strokes.map((stroke) => (
              <path
                key={`hit-${stroke.d}`}
                d={stroke.d}
                className="stroke-transparent"
                strokeWidth={16}
              />
            ))}
            {focused
              ? strokes.map((stroke) => (
                  <path
                    key={`glow-${stroke.d}`}
                    d={stroke.d}
                    className="stroke-brand-200"
                    strokeWidth={11}
                  />
                ))
              : null}
            {strokes.map((stroke) => (
              <path
                key={stroke.d}
                d={stroke.d}
                className={
                  focused ? 'stroke-brand-700' : 'stroke-rose-800/70 hover:stroke-brand-500'
                }
                strokeWidth={stroke.thin ? 2 : focused ? 4.5 : 3}
                strokeDasharray={stroke.dotted ? '2 5' : undefined}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
