export * from './source.js';
export { createChronicleMcpServer, CHRONICLE_TOOLS, type ChronicleMcpServerOptions, type ToolCallGate } from './server.js';
export { ToolError, MAX_ARGUMENT, MAX_QUERY_TERMS, MAX_DOCUMENT_CHARACTERS } from './answer.js';
export { findSymbolsInSnapshot, SYMBOL_KINDS } from './find-symbols.js';
export { SearchIndexCache, DocumentIndex, type SectionHit } from './search-index.js';
export { splitSections, type DocumentSection } from './sections.js';
export { SNAPSHOT_QUERIES, runSnapshotQuery, type SnapshotQuery, type SnapshotQueryName, type SnapshotQueryResult } from './snapshot-queries.js';
export { derivedFrom } from './derived-from.js';
