import type { DocumentFileName } from '../documents';
import { API_REFERENCE_SAMPLE } from './api-reference.md';
import { ARCHITECTURE_SAMPLE } from './architecture.md';
import { CHANGELOG_SAMPLE } from './changelog.md';
import { CODE_INDEX_SAMPLE } from './code-index.md';
import { DEPENDENCY_REPORT_SAMPLE } from './dependency-report.md';
import { INTERFACES_SAMPLE } from './interfaces.md';
import { LOGGING_SAMPLE } from './logging.md';
import { ONBOARDING_SAMPLE } from './onboarding.md';
import { PERFORMANCE_SAMPLE } from './performance.md';
import { README_SAMPLE } from './readme.md';
import { SECURITY_SAMPLE } from './security.md';
import { TODO_SAMPLE } from './todo.md';

/** The name of the fictional project every sample document describes, so the samples read as one repository. */
export const SAMPLE_PROJECT_NAME = 'tollgate';

export const SAMPLE_DOCUMENTS: Record<DocumentFileName, string> = {
  'CHANGELOG.md': CHANGELOG_SAMPLE,
  'README.md': README_SAMPLE,
  'ARCHITECTURE.md': ARCHITECTURE_SAMPLE,
  'TODO.md': TODO_SAMPLE,
  'ONBOARDING.md': ONBOARDING_SAMPLE,
  'SECURITY.md': SECURITY_SAMPLE,
  'PERFORMANCE.md': PERFORMANCE_SAMPLE,
  'API_REFERENCE.md': API_REFERENCE_SAMPLE,
  'CODE_INDEX.md': CODE_INDEX_SAMPLE,
  'INTERFACES.md': INTERFACES_SAMPLE,
  'DEPENDENCY_REPORT.md': DEPENDENCY_REPORT_SAMPLE,
  'LOGGING.md': LOGGING_SAMPLE,
};
