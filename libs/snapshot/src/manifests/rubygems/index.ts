import type { Manager } from '../types.js';
import { extractGemfile } from './extract.js';
import { extractGemfileLock } from './gemfile-lock.js';
import { extractGemspec } from './gemspec.js';

/** RubyGems: Gemfile (gems.rb), *.gemspec and Gemfile.lock (gems.locked). */
export const rubygemsManager: Manager = {
  ecosystem: 'rubygems',
  manifests: [
    { pattern: /(^|\/)(Gemfile|gems\.rb)$/, read: extractGemfile },
    { pattern: /\.gemspec$/, read: extractGemspec },
  ],
  lockfiles: [{ pattern: /(^|\/)(Gemfile|gems)\.lock(ed)?$/, read: extractGemfileLock }],
  companions: [],
};
