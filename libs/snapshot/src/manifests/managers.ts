import { cargoManager } from './cargo/index.js';
import { composerManager } from './composer/index.js';
import { goManager } from './go/index.js';
import { gradleManager } from './gradle/index.js';
import { mavenManager } from './maven/index.js';
import { npmManager } from './npm/index.js';
import { nugetManager } from './nuget/index.js';
import { pypiManager } from './pypi/index.js';
import { rubygemsManager } from './rubygems/index.js';
import type { Manager } from './types.js';

/** Every ecosystem the snapshot reads. Adding one is adding its folder and a line here. */
export const MANAGERS: readonly Manager[] = [
  npmManager,
  pypiManager,
  goManager,
  cargoManager,
  mavenManager,
  gradleManager,
  nugetManager,
  rubygemsManager,
  composerManager,
];
