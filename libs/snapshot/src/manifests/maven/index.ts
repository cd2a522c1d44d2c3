import type { Manager } from '../types.js';
import { extractPom } from './extract.js';

/** Maven: pom.xml. */
export const mavenManager: Manager = {
  ecosystem: 'maven',
  manifests: [{ pattern: /(^|\/)pom\.xml$/, read: extractPom }],
  lockfiles: [],
  companions: [],
};
