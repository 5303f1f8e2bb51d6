import type { Language, ReportContent } from '@jyotish/contract';
// The chart geometry alone: the typesetting process loads nothing else of contract.
import { CHART_SIZE, chartCells } from '@jyotish/contract/charts';

/**
 * Data Typst can read back as a literal. The report reaches Typst only this way: every text is
 * a string literal bound to a variable and placed as a value, never spliced into markup, so no
 * `#`, `$`, `*`, `]` or backslash in a name or a phrase can be read as Typst syntax.
 */
export type TypstData =
  | string
  | number
  | readonly TypstData[]
  | { readonly [key: string]: TypstData };

// JavaScript strings may hold half a surrogate pair, which has no UTF-8 form.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A Typst string literal of `text`, exactly as given. */
export function typstString(text: string): string {
  let literal = '"';
  for (const char of text.replace(LONE_SURROGATE, '\uFFFD')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || char === '"') literal += `\\${char}`;
    // Control characters (newlines too) as escapes keep the literal on one source line.
    else if (code < 0x20 || code === 0x7f) literal += `\\u{${code.toString(16)}}`;
    else literal += char;
  }
  return `${literal}"`;
}

/** A Typst literal of `value`: arrays as `(a, b,)`, objects as dictionaries with string keys. */
export function typstValue(value: TypstData): string {
  if (typeof value === 'string') return typstString(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Typst has no literal for ${value}`);
    return String(value);
  }
  if (isTypstArray(value)) {
    // The trailing comma makes a one-element array an array rather than a parenthesised value.
    return `(${value.map((item) => `${typstValue(item)},`).join(' ')})`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '(:)';
  return `(${entries.map(([key, item]) => `${typstString(key)}: ${typstValue(item)}`).join(', ')})`;
}

// `Array.isArray` narrows to `any[]` and leaves a readonly array type in the other branch.
function isTypstArray(value: TypstData): value is readonly TypstData[] {
  return Array.isArray(value);
}

const LATIN_FONT = 'Noto Serif';
const INDIC_FONTS: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  hi: 'Noto Serif Devanagari',
  ta: 'Noto Serif Tamil',
  te: 'Noto Serif Telugu',
};

/**
 * The font chain for a report: Noto Serif first so digits and Latin punctuation look the same
 * in every language, then the report's own script, then the other scripts, so that a name
 * typed in another script (a Tamil name in a Hindi report) still shapes instead of showing
 * boxes.
 */
export function fontChain(lang: Language): string[] {
  const indic = Object.entries(INDIC_FONTS)
    .sort(([a], [b]) => Number(b === lang) - Number(a === lang))
    .map(([, family]) => family);
  return [LATIN_FONT, ...indic];
}

/**
 * The North Indian chart's fixed houses from the web's own geometry (the same boxes as the
 * site's SVG charts), in units of `CHART_SIZE`: where each house's planets gather, where its
 * sign number goes and how wide a row of planets may be. House 1 is the top diamond and the
 * houses run anticlockwise; only the signs move with the lagna, so any ascendant gives the
 * same boxes.
 */
function northHouseGeometry(): TypstData {
  return chartCells('north', 1).map((cell) => ({
    anchor: [cell.anchor.x, cell.anchor.y],
    label: [cell.label.x, cell.label.y],
    rowWidth: cell.rowWidth,
  }));
}

/** The Typst source of a report's PDF: its data as literals, then the layout that reads them. */
export function reportTypstSource(content: ReportContent): string {
  return [
    `#let report = ${typstValue(content)}`,
    `#let font-chain = ${typstValue(fontChain(content.lang))}`,
    `#let north-houses = ${typstValue(northHouseGeometry())}`,
    `#let chart-units = ${CHART_SIZE}`,
    REPORT_LAYOUT,
  ].join('\n');
}

/**
 * The layout, written against the variables above. Text is only ever placed as a value
 * (`par(block.text)`, `[#report.title]`), so it is printed as written.
 */
const REPORT_LAYOUT = `
#let accent = rgb("#7a2e22")
#let gold = rgb("#b08d57")
#let rule = luma(200)
#let zebra = rgb("#f8f3ea")
#let header-fill = rgb("#efe4d0")
#let muted = luma(95)

// Indic vowel signs reach above and below the Latin line, so those reports get more leading.
#let leading = if report.lang == "en" { 0.65em } else { 0.95em }
// Paragraphs are not indented, so the space between them must be clearly more than leading.
#let paragraph-gap = leading + 0.75em

#set document(title: report.title, author: "Jyotish", date: none)
#set text(font: font-chain, lang: report.lang, size: 10.5pt)
// Tamil words are long and Typst has no Tamil hyphenation: justified lines open wide gaps
// between them, so Tamil is set ragged-right.
#set par(justify: report.lang != "ta", leading: leading, spacing: paragraph-gap)
#set list(indent: 0.4em, marker: text(fill: gold)[•])

#show heading: set text(fill: accent)
#show heading.where(level: 1): it => block(
  width: 100%,
  above: 2em,
  below: 1em,
  sticky: true,
  inset: (bottom: 0.35em),
  stroke: (bottom: 0.6pt + gold),
  text(size: 15pt, weight: "bold", it.body),
)
#show heading.where(level: 2): set text(size: 12pt)
#show heading.where(level: 2): set block(above: 1.4em, below: 0.9em)
#show outline.entry.where(level: 1): set block(above: 0.7em)

#set page(
  paper: "a4",
  margin: (x: 2.2cm, top: 2.6cm, bottom: 2.4cm),
  numbering: "1",
  header: {
    set text(size: 8.5pt, fill: muted)
    set par(justify: false, leading: 0.5em)
    grid(columns: (1fr, auto), column-gutter: 1.5em, align: (left, right), report.title, report.subject.name)
    v(-0.3em)
    line(length: 100%, stroke: 0.4pt + rule)
  },
  footer: context {
    set text(size: 8.5pt, fill: muted)
    align(center)[#report.labels.page #counter(page).display() / #counter(page).final().first()]
  },
)

// A twelve-petalled rosette, one petal for each sign, drawn in vectors.
#let rosette(diameter) = box(width: diameter, height: diameter, {
  for step in range(6) {
    place(center + horizon, rotate(step * 30deg, ellipse(width: diameter * 0.2, height: diameter * 0.92, stroke: 0.7pt + gold)))
  }
  place(center + horizon, circle(radius: diameter * 0.5, stroke: 1pt + accent))
  place(center + horizon, circle(radius: diameter * 0.47, stroke: 0.4pt + accent))
  place(center + horizon, circle(radius: diameter * 0.17, fill: white, stroke: 0.8pt + accent))
  place(center + horizon, polygon.regular(size: diameter * 0.24, vertices: 8, fill: gold))
  place(center + horizon, circle(radius: diameter * 0.04, fill: accent))
})

#let data-table(columns, rows) = {
  set par(justify: false)
  table(
    columns: (auto,) * (columns.len() - 1) + (1fr,),
    inset: (x: 6pt, y: 5pt),
    stroke: (x, y) => (top: if y == 0 { 0.8pt + gold }, bottom: 0.4pt + rule),
    fill: (x, y) => if y == 0 { header-fill } else if calc.even(y) { zebra },
    table.header(..columns.map(column => strong(column))),
    // A row shorter or longer than the header is cut or padded to it, never shifts the cells.
    ..rows.map(row => range(columns.len()).map(index => row.at(index, default: ""))).flatten(),
  )
}

#let facts-table(rows) = {
  set par(justify: false)
  table(
    columns: (auto, 1fr),
    inset: (x: 6pt, y: 5pt),
    stroke: (x, y) => (top: if y == 0 { 0.8pt + gold }, bottom: 0.4pt + rule),
    fill: (x, y) => if calc.odd(y) { zebra },
    ..rows.map(row => (text(fill: muted, row.label), row.value)).flatten(),
  )
}

#let chart-side = 8cm
#let chart-unit = chart-side / chart-units
#let at-point(point, width, height, body) = place(
  top + left,
  dx: point.at(0) * chart-unit - width / 2,
  dy: point.at(1) * chart-unit - height / 2,
  box(width: width, height: height, align(center + horizon, body)),
)

#let north-chart(chart) = block(breakable: false, width: 100%, above: 1.4em, below: 1.4em, {
  set align(center)
  set par(justify: false, leading: 0.35em)
  box(width: chart-side, height: chart-side, {
    let frame = 0.9pt + accent
    place(rect(width: 100%, height: 100%, fill: rgb("#fdfaf3"), stroke: frame))
    place(line(start: (0pt, 0pt), end: (chart-side, chart-side), stroke: frame))
    place(line(start: (chart-side, 0pt), end: (0pt, chart-side), stroke: frame))
    place(polygon(stroke: frame, (chart-side / 2, 0pt), (chart-side, chart-side / 2), (chart-side / 2, chart-side), (0pt, chart-side / 2)))
    for (house, geometry) in chart.houses.zip(north-houses) {
      at-point(geometry.label, 1.2em, 1.2em, text(size: 7.5pt, fill: muted, str(house.sign)))
      if house.planets.len() > 0 {
        at-point(geometry.anchor, geometry.rowWidth * chart-unit, 3cm, text(size: 8.5pt, weight: "bold", fill: accent, house.planets.join(" ")))
      }
    }
  })
  v(0.6em)
  text(weight: "bold", chart.title)
  linebreak()
  // The sign numbers' key; a number is never parted from its name at a line break.
  text(size: 8pt, fill: muted, chart.signNames.enumerate().map(((index, name)) => [#(index + 1)~#name]).join([ · ]))
})

#let report-block(item) = {
  if item.kind == "paragraph" { par(item.text) }
  else if item.kind == "subheading" { heading(level: 2, item.text) }
  else if item.kind == "list" { list(..item.items) }
  else if item.kind == "facts" { facts-table(item.rows) }
  else if item.kind == "table" and item.columns.len() > 0 { data-table(item.columns, item.rows) }
  else if item.kind == "chart" { north-chart(item) }
}

#let disclaimer(outlined) = {
  heading(level: 1, outlined: outlined, report.labels.disclaimerHeading)
  par(report.disclaimer)
}

// The cover's back, laid out like a book's imprint page: the disclaimer low on the page, with
// the engine that computed the report, so the report can be traced to its inputs.
#let cover-back = {
  v(1fr)
  disclaimer(false)
  v(1.5em)
  text(size: 8pt, fill: muted, report.engineVersion)
  v(2cm)
}

#page(header: none, footer: none, margin: (x: 2.5cm, top: 3cm, bottom: 2.5cm), {
  set align(center)
  // The cover is spaced by its v() calls; the body's wide paragraph gap would add to each.
  set par(justify: false, spacing: 0.4em)
  set block(spacing: 0.4em)
  v(1.2cm)
  rosette(5cm)
  v(1.4cm)
  text(size: 26pt, weight: "bold", fill: accent, report.title)
  v(0.6cm)
  line(length: 30%, stroke: 0.8pt + gold)
  v(0.9cm)
  if report.subject.name != "" { text(size: 18pt, report.subject.name) }
  v(0.4cm)
  text(size: 11pt, report.subject.birth)
  linebreak()
  text(size: 11pt, report.subject.place)
  v(1fr)
  text(size: 9.5pt, fill: muted, report.labels.preparedOn)
  linebreak()
  text(size: 11pt, report.preparedOn)
  v(1cm)
})

#cover-back
#pagebreak()
#outline(title: report.labels.contents, depth: 1)
#pagebreak()

#for section in report.sections {
  heading(level: 1, section.heading)
  for item in section.blocks { report-block(item) }
}

#disclaimer(true)
`;
