export { checkDocument, type CheckDocumentOptions, type GateProblem, type GateReport } from './check-document.js';
export { classifySpan, isSha, isVersion, type MentionKind } from './classify.js';
export { checkDiagrams, loadMermaid, type DiagramFailure, type DiagramsResult } from './diagrams.js';
export { MARKDOWN_LINT_CONFIG, parseMarkdown, type LintFinding, type ParsedDocument } from './markdown-lint.js';
export { extractMentions, inventoryOf, type DocumentInventory, type Heading, type Mention, type MermaidBlock } from './mentions.js';
export { hygieneBudget, hygieneOf, isRefused, QUALITY_COMPONENTS, QUALITY_WEIGHTS, qualityScoreOf } from './score.js';
export { indexSnapshot, type SnapshotIndex } from './snapshot-index.js';
export { checkCompleteness, checkCoverage, type CompletenessResult, type CoverageResult } from './structure.js';
export { checkTruthfulness, linkClaim, nameExists, pathExists, type LinkClaim, type MissingMention, type TruthfulnessResult } from './truthfulness.js';
