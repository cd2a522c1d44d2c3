import { DiagramRefused, MERMAID_SETTINGS, mermaidSourceProblem, mermaidSvgProblem } from './mermaid-safety';
import { renderMermaid } from './render-mermaid';

// A diagram as the built-in agents write it: quoted labels, angle brackets as Mermaid entities.
const BUILT_IN = [
  'flowchart LR',
  '  subgraph g_src["src"]',
  '    n1["packages/core"]',
  '    n2["Map#lt;string, User#gt;"]',
  '  end',
  '  n1 -->|"imports #35;2"| n2',
  '  n2 <--> n1',
].join('\n');

// What a hostile repository wrote into its changelog (issue 31, L3).
const HOSTILE: Record<string, string> = {
  click: 'flowchart LR\n  A["SESSION EXPIRED – sign in again"]\n  click A href "https://evil.example/login" _blank',
  htmlLabel: 'flowchart LR\n  A["<form action=https://evil.example/><input name=password></form>"] --> B',
  closingTag: 'flowchart LR\n  A["x</b>"] --> B',
  init: "%%{init: {'themeCSS': '.node rect { fill: url(https://avatars.githubusercontent.com/u/1) }'}}%%\nflowchart LR\n  A --> B",
  spacedInit: "%% {init: {'securityLevel': 'loose'}}%%\nflowchart LR\n  A --> B",
  frontMatter: '---\nconfig:\n  themeCSS: ".node { fill: red }"\n---\nflowchart LR\n  A --> B',
  styleUrl: 'flowchart LR\n  A --> B\n  style A fill:url(https://avatars.githubusercontent.com/u/1)',
  classDefUrl: 'flowchart LR\n  A:::x --> B\n  classDef x background-image: URL ( "https://example.com/a.png" )',
  classLink: 'classDiagram\n  class Shape\n  link Shape "https://evil.example" "Sign in"',
  callback: 'flowchart LR\n  A --> B\n  click A call alert()',
  imageShape: 'flowchart LR\n  A@{ img: "https://avatars.githubusercontent.com/u/1", h: 60 }',
};

describe('mermaidSourceProblem', () => {
  it('lets a diagram as the built-in agents write it be drawn, colours included', () => {
    expect(mermaidSourceProblem(BUILT_IN)).toBeNull();
    expect(mermaidSourceProblem(`${BUILT_IN}\n  classDef hot fill:#f96,stroke:#333\n  style n1 fill:#bbf`)).toBeNull();
  });

  it.each(Object.entries(HOSTILE))('refuses %s', (_name, source) => {
    expect(mermaidSourceProblem(source)).not.toBeNull();
  });

  it('never asks Mermaid to draw a refused source', async () => {
    await expect(renderMermaid(HOSTILE.click!, true)).rejects.toBeInstanceOf(DiagramRefused);
    await expect(renderMermaid(HOSTILE.init!, false)).rejects.toThrow('The diagram holds a directive (%%{…}%%), which this page does not draw.');
  });
});

describe('mermaidSvgProblem', () => {
  const svg = (inside: string) =>
    `<svg id="d" xmlns="http://www.w3.org/2000/svg"><style>#d .node rect{fill:#333;}</style><g><path marker-end="url(#d_flowchart-v2-pointEnd)"/>${inside}</g></svg>`;

  it('keeps a drawing of shapes and SVG text whose markers point into itself', () => {
    expect(mermaidSvgProblem(svg('<g class="node"><rect/><text><tspan>packages/core</tspan></text></g>'))).toBeNull();
    expect(mermaidSvgProblem(svg("<path marker-start=\"url('#d_start')\"/><text>a &lt;form&gt; as text</text>"))).toBeNull();
  });

  it('refuses links, HTML labels, forms, outside resources and handlers', () => {
    expect(mermaidSvgProblem(svg('<a xlink:href="https://evil.example"><text>Sign in</text></a>'))).toBe('an element that links, embeds or takes input');
    expect(mermaidSvgProblem(svg('<foreignObject><div>label</div></foreignObject>'))).toBe('an element that links, embeds or takes input');
    expect(mermaidSvgProblem(svg('<form><input name="password"/></form>'))).toBe('an element that links, embeds or takes input');
    expect(mermaidSvgProblem(svg('<g href="https://evil.example"/>'))).toBe('a link');
    expect(mermaidSvgProblem(svg('<g onclick="alert(1)"/>'))).toBe('an event handler');
    expect(mermaidSvgProblem(svg('<style>.node{fill:url(https://avatars.githubusercontent.com/u/1)}</style>'))).toBe('a style that loads a resource');
    expect(mermaidSvgProblem(svg('<rect style="fill: url( \'//evil.example/x\' )"/>'))).toBe('a style that loads a resource');
  });
});

describe('MERMAID_SETTINGS', () => {
  it('draws strictly, without HTML labels, and keeps styles and settings out of a diagram reach', () => {
    expect(MERMAID_SETTINGS).toMatchObject({ securityLevel: 'strict', htmlLabels: false, flowchart: { htmlLabels: false } });
    expect(MERMAID_SETTINGS.secure).toEqual(expect.arrayContaining(['securityLevel', 'themeCSS', 'themeVariables', 'htmlLabels', 'flowchart']));
  });
});
