// `@chronicle/ui/markdown`: a separate entry, so that only the pages that show Markdown bundle react-markdown.
export { isExternal } from './external-links.js';
export { MarkdownView, type MarkdownViewProps } from './markdown-view.js';
export { headingSlug, rehypeHeadingIds, textOf } from './heading-ids.js';
