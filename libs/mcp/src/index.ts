export * from './source.js';
export { createChronicleMcpServer, CHRONICLE_TOOLS, type ChronicleMcpServerOptions, type ToolCallGate } from './server.js';
export { ToolError, MAX_ARGUMENT, MAX_QUERY_TERMS } from './answer.js';
export { DEFAULT_BUDGET, MIN_BUDGET, MAX_BUDGET } from './pager.js';
export { findSymbolsInSnapshot, SYMBOL_KINDS } from './find-symbols.js';
export { searchCodeInSnapshot } from './search-code.js';
export { SearchIndexCache, DocumentIndex, queryTerms, type SectionHit, type SectionQueryOptions } from './search-index.js';
export { splitSections, findSection, sectionWithSubsections, type DocumentSection } from './sections.js';
