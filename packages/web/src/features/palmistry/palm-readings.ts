/**
 * The rules of the palmistry guide: which shapes each major line, each mount and the hand can
 * take, and which text (namespace `palmistry`) each choice reads. No randomness: the same
 * choices always give the same readings, and the page lists every rule it uses.
 */

/** The four major lines, in the order palmists read them. */
export const PALM_LINES = ['life', 'head', 'heart', 'fate'] as const;
export type PalmLine = (typeof PALM_LINES)[number];

/** The shapes each line can take; the first is the one drawn before anything is chosen. */
export const LINE_SHAPES = {
  life: ['longDeep', 'wideCurve', 'short', 'broken', 'chained', 'double'],
  head: ['longStraight', 'sloping', 'short', 'forked', 'separated', 'wavy'],
  heart: ['curved', 'straight', 'short', 'forked', 'chained'],
  fate: ['fromWrist', 'fromLife', 'fromMoon', 'late', 'broken', 'faint'],
} as const satisfies Record<PalmLine, readonly string[]>;
export type LineShape<L extends PalmLine = PalmLine> = (typeof LINE_SHAPES)[L][number];

/** The seven mounts, from the index finger round to the thumb, then the palm's edge. */
export const MOUNTS = ['jupiter', 'saturn', 'sun', 'mercury', 'mars', 'moon', 'venus'] as const;
export type Mount = (typeof MOUNTS)[number];

export const MOUNT_STATES = ['prominent', 'flat'] as const;
export type MountState = (typeof MOUNT_STATES)[number];

/** The four elemental hand shapes of Western palmistry (optional). */
export const HAND_SHAPES = ['earth', 'air', 'fire', 'water'] as const;
export type HandShape = (typeof HAND_SHAPES)[number];

/** Everything the page can highlight and read: a line, a mount, or the whole hand. */
export const PALM_PARTS = [...PALM_LINES, ...MOUNTS, 'hand'] as const;
export type PalmPart = (typeof PALM_PARTS)[number];

/** One thing the reader has chosen about their hand. */
export type PalmChoice =
  | {
      [L in PalmLine]: { readonly kind: 'line'; readonly line: L; readonly shape: LineShape<L> };
    }[PalmLine]
  | { readonly kind: 'mount'; readonly mount: Mount; readonly state: MountState }
  | { readonly kind: 'hand'; readonly shape: HandShape };

/** The key (in namespace `palmistry`) of the reading a choice gives. */
export type ReadingKey =
  | { [L in PalmLine]: `lines.${L}.shapes.${LineShape<L>}.reading` }[PalmLine]
  | `mounts.${Mount}.${MountState}`
  | `hand.shapes.${HandShape}.reading`;

/** The key of the short name of a choice ("Short", "Prominent", "Fire hand"). */
export type ChoiceNameKey =
  | { [L in PalmLine]: `lines.${L}.shapes.${LineShape<L>}.name` }[PalmLine]
  | `mountStates.${MountState}.name`
  | `hand.shapes.${HandShape}.name`;

/** The key of the line saying how a choice looks on the hand. */
export type ChoiceLookKey =
  | { [L in PalmLine]: `lines.${L}.shapes.${LineShape<L>}.look` }[PalmLine]
  | `mountStates.${MountState}.look`
  | `hand.shapes.${HandShape}.look`;

/** What the reader has chosen so far: at most one shape per line and mount, one hand shape. */
export interface PalmSelection {
  readonly lines: { readonly [L in PalmLine]?: LineShape<L> };
  readonly mounts: { readonly [M in Mount]?: MountState };
  readonly hand?: HandShape | undefined;
}

export const EMPTY_SELECTION: PalmSelection = { lines: {}, mounts: {} };

export function isPalmLine(part: string): part is PalmLine {
  return (PALM_LINES as readonly string[]).includes(part);
}

export function isMount(part: string): part is Mount {
  return (MOUNTS as readonly string[]).includes(part);
}

export function isPalmPart(part: string | null): part is PalmPart {
  return part !== null && (PALM_PARTS as readonly string[]).includes(part);
}

export function isLineShape<L extends PalmLine>(
  line: L,
  shape: string | null,
): shape is LineShape<L> {
  return shape !== null && (LINE_SHAPES[line] as readonly string[]).includes(shape);
}

function isMountState(state: string | null): state is MountState {
  return state !== null && (MOUNT_STATES as readonly string[]).includes(state);
}

function isHandShape(shape: string | null | undefined): shape is HandShape {
  return shape != null && (HAND_SHAPES as readonly string[]).includes(shape);
}

/** The reading of one choice. */
export function readingKey(choice: PalmChoice): ReadingKey {
  switch (choice.kind) {
    case 'line':
      return `lines.${choice.line}.shapes.${choice.shape}.reading` as ReadingKey;
    case 'mount':
      return `mounts.${choice.mount}.${choice.state}`;
    case 'hand':
      return `hand.shapes.${choice.shape}.reading`;
  }
}

/** The short name of one choice. */
export function choiceNameKey(choice: PalmChoice): ChoiceNameKey {
  switch (choice.kind) {
    case 'line':
      return `lines.${choice.line}.shapes.${choice.shape}.name` as ChoiceNameKey;
    case 'mount':
      return `mountStates.${choice.state}.name`;
    case 'hand':
      return `hand.shapes.${choice.shape}.name`;
  }
}

/** How a choice looks on the hand. */
export function choiceLookKey(choice: PalmChoice): ChoiceLookKey {
  switch (choice.kind) {
    case 'line':
      return `lines.${choice.line}.shapes.${choice.shape}.look` as ChoiceLookKey;
    case 'mount':
      return `mountStates.${choice.state}.look`;
    case 'hand':
      return `hand.shapes.${choice.shape}.look`;
  }
}

/** The key of a part's name ("Life line", "Mount of Jupiter (Guru)", "Hand shape"). */
export function partNameKey(part: PalmPart) {
  if (part === 'hand') return 'hand.name' as const;
  if (isPalmLine(part)) return `lines.${part}.name` as const;
  return `mounts.${part}.name` as const;
}

/** The key of the sentence saying where on the hand a part is. */
export function partWhereKey(part: PalmPart) {
  if (part === 'hand') return 'hand.where' as const;
  if (isPalmLine(part)) return `lines.${part}.where` as const;
  return `mounts.${part}.where` as const;
}

/** The part a choice is about. */
export function partOf(choice: PalmChoice): PalmPart {
  switch (choice.kind) {
    case 'line':
      return choice.line;
    case 'mount':
      return choice.mount;
    case 'hand':
      return 'hand';
  }
}

/** Every choice the guide knows, lines first, then mounts, then hand shapes. */
export function allChoices(): PalmChoice[] {
  return [
    ...PALM_LINES.flatMap((line) =>
      LINE_SHAPES[line].map((shape) => ({ kind: 'line', line, shape }) as PalmChoice),
    ),
    ...MOUNTS.flatMap((mount) =>
      MOUNT_STATES.map((state): PalmChoice => ({ kind: 'mount', mount, state })),
    ),
    ...HAND_SHAPES.map((shape): PalmChoice => ({ kind: 'hand', shape })),
  ];
}

/** The choices of one part, in the order they are offered. */
export function choicesOfPart(part: PalmPart): PalmChoice[] {
  return allChoices().filter((choice) => partOf(choice) === part);
}

/** The choice made for one part, if any. */
export function chosenFor(selection: PalmSelection, part: PalmPart): PalmChoice | null {
  if (part === 'hand') return selection.hand ? { kind: 'hand', shape: selection.hand } : null;
  if (isPalmLine(part)) {
    const shape = selection.lines[part];
    return shape ? ({ kind: 'line', line: part, shape } as PalmChoice) : null;
  }
  const state = selection.mounts[part];
  return state ? { kind: 'mount', mount: part, state } : null;
}

/** The reader's choices in reading order (lines, mounts, hand). */
export function choicesOf(selection: PalmSelection): PalmChoice[] {
  return PALM_PARTS.flatMap((part) => chosenFor(selection, part) ?? []);
}

/** The selection with `choice` made (replacing that part's earlier choice). */
export function withChoice(selection: PalmSelection, choice: PalmChoice): PalmSelection {
  switch (choice.kind) {
    case 'line':
      return { ...selection, lines: { ...selection.lines, [choice.line]: choice.shape } };
    case 'mount':
      return { ...selection, mounts: { ...selection.mounts, [choice.mount]: choice.state } };
    case 'hand':
      return { ...selection, hand: choice.shape };
  }
}

/** Whether two choices are the same. */
export function sameChoice(a: PalmChoice | null, b: PalmChoice | null): boolean {
  return a !== null && b !== null && readingKey(a) === readingKey(b);
}

/**
 * The selection a page address carries: `?life=short&jupiter=prominent&hand=fire`, one
 * parameter per part. Unknown parts and shapes are ignored, so an old or mistyped link still
 * opens the page.
 */
export function selectionFromQuery(query: URLSearchParams): PalmSelection {
  const lines: { [L in PalmLine]?: LineShape<L> } = {};
  for (const line of PALM_LINES) {
    const shape = query.get(line);
    if (isLineShape(line, shape)) Object.assign(lines, { [line]: shape });
  }
  const mounts: { [M in Mount]?: MountState } = {};
  for (const mount of MOUNTS) {
    const state = query.get(mount);
    if (isMountState(state)) mounts[mount] = state;
  }
  const hand = query.get('hand');
  return isHandShape(hand) ? { lines, mounts, hand } : { lines, mounts };
}

/** The query parameter that carries one choice. */
function queryPairOf(choice: PalmChoice): [string, string] {
  switch (choice.kind) {
    case 'line':
      return [choice.line, choice.shape];
    case 'mount':
      return [choice.mount, choice.state];
    case 'hand':
      return ['hand', choice.shape];
  }
}

/** The query parameters of a selection (the inverse of `selectionFromQuery`). */
export function queryOfSelection(selection: PalmSelection): [string, string][] {
  return choicesOf(selection).map(queryPairOf);
}
