export * from './source.js';
export { createChronicleMcpServer, CHRONICLE_TOOLS, type ChronicleMcpServerOptions } from './server.js';
export { findSymbolsInSnapshot, SYMBOL_KINDS } from './find-symbols.js';
export { SearchIndexCache, DocumentIndex, type SectionHit } from './search-index.js';
export { splitSections, type DocumentSection } from './sections.js';
