// What a diagram of a document may hold before Mermaid draws it, and what its drawing may hold
// before it joins the page. A document's diagrams are Chronicle's own (flowcharts of quoted labels),
// but a document carries text from a repository: a diagram is data, drawn without links, forms,
// HTML labels, styles or settings — or not drawn at all, and shown as its source.

/** Mermaid's configuration for every diagram: strict labels, SVG text instead of HTML labels, and nothing a diagram may change. */
export const MERMAID_SETTINGS = {
  startOnLoad: false,
  securityLevel: 'strict',
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  fontFamily: 'inherit',
  // Keys no directive or front matter may set (Mermaid's own secure keys and the ones that style or link).
  secure: ['secure', 'securityLevel', 'startOnLoad', 'maxTextSize', 'suppressErrorRendering', 'maxEdges', 'theme', 'themeCSS', 'themeVariables', 'fontFamily', 'altFontFamily', 'htmlLabels', 'flowchart', 'darkMode', 'look', 'handDrawnSeed'],
} as const;

const SOURCE_RULES: Array<[RegExp, string]> = [
  [/%%\s*\{/, 'a directive (%%{…}%%)'],
  [/^\s*---\s*$/m, 'front matter (settings)'],
  [/^\s*(?:click|link|callback|call|href)\b/im, 'a link or click handler'],
  [/\b(?:xlink|javascript|vbscript)\s*:|\$link\b|\bhref\b/i, 'a link'],
  // `style`, `classDef` and `linkStyle` may colour a diagram, never load anything.
  [/url\s*\(|@import|expression\s*\(/i, 'a style that loads a resource'],
  [/@\{/, 'a node shape with settings (images, icons)'],
  [/<\s*\/?\s*[A-Za-z!?]/, 'HTML'],
];

/** Why a diagram's source is not drawn, as a phrase ("a link or click handler"), or null when it may be drawn. */
export function mermaidSourceProblem(source: string): string | null {
  for (const [pattern, problem] of SOURCE_RULES) if (pattern.test(source)) return problem;
  return null;
}

// Elements a drawing never needs: links, forms and their controls, embedded documents and HTML
// (foreignObject, which HTML labels use), external images, scripts.
const SVG_ELEMENTS = /<\s*(?:a|foreignObject|form|input|button|textarea|select|option|iframe|object|embed|image|img|use|script|animate|set|feImage|link|meta|base)\b/i;

/** Why Mermaid's drawing may not join the page, or null: a last check that the settings held. */
export function mermaidSvgProblem(svg: string): string | null {
  if (SVG_ELEMENTS.test(svg)) return 'an element that links, embeds or takes input';
  if (/\s(?:xlink:)?href\s*=/i.test(svg)) return 'a link';
  if (/\son[a-z]+\s*=/i.test(svg)) return 'an event handler';
  // Markers point into the drawing itself (`url(#id)`); any other url() loads something.
  if (/url\s*\(\s*(?!['"]?#)/i.test(svg) || /@import/i.test(svg)) return 'a style that loads a resource';
  if (/javascript\s*:/i.test(svg)) return 'a link';
  return null;
}

/** A diagram Mermaid is not asked to draw, or whose drawing was not kept. */
export class DiagramRefused extends Error {
  constructor(readonly problem: string) {
    super(`The diagram holds ${problem}, which this page does not draw.`);
    this.name = 'DiagramRefused';
  }
}
