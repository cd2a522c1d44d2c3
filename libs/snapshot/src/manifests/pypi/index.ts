import type { Manager } from '../types.js';
import { extractPyproject } from './extract.js';
import { extractPipfile, extractPipfileLock } from './pipfile.js';
import { extractPoetryLock } from './poetry-lock.js';
import { extractCompiledRequirements, extractRequirements } from './requirements.js';
import { extractSetupCfg } from './setup-cfg.js';
import { extractSetupPy } from './setup-py.js';
import { extractUvLock } from './uv-lock.js';

// requirements.txt, requirements-dev.txt, dev-requirements.txt, requirements/test.txt, and the pip-tools `.in` sources.
const REQUIREMENTS = /(^|\/)([\w.-]*requirements[\w.-]*\.(txt|in)|requirements\/[\w.-]+\.(txt|in))$/;

/** PyPI: pyproject.toml, requirements files, setup.cfg, setup.py, Pipfile; poetry.lock, uv.lock, Pipfile.lock, compiled requirements. */
export const pypiManager: Manager = {
  ecosystem: 'pypi',
  manifests: [
    { pattern: /(^|\/)pyproject\.toml$/, read: extractPyproject },
    { pattern: REQUIREMENTS, read: extractRequirements },
    { pattern: /(^|\/)setup\.cfg$/, read: extractSetupCfg },
    { pattern: /(^|\/)setup\.py$/, read: extractSetupPy },
    { pattern: /(^|\/)Pipfile$/, read: extractPipfile },
  ],
  lockfiles: [
    { pattern: /(^|\/)poetry\.lock$/, read: extractPoetryLock },
    { pattern: /(^|\/)uv\.lock$/, read: extractUvLock },
    { pattern: /(^|\/)Pipfile\.lock$/, read: extractPipfileLock },
    { pattern: REQUIREMENTS, read: extractCompiledRequirements },
  ],
  companions: [],
};
