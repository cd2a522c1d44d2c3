// SCAFFOLD — replaced by the project-file readers (helper "snapshot-manifests"). Signatures are the contract.
import type { ProjectFacts } from '../model.js';

/** Whether the snapshot must hand this file's text to `readProjectFacts`. */
export function isProjectFilePath(_path: string): boolean {
  return false;
}

export function readProjectFacts(_files: { path: string; text: string }[]): ProjectFacts {
  return { readme: null, licenses: [], makefiles: [], ciWorkflows: [], openApi: [] };
}
