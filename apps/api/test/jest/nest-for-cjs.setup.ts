// See cjs-nest-resolver.cjs: the Nest instances this test file uses, for CommonJS packages that require() them.
import * as common from '@nestjs/common';
import * as core from '@nestjs/core';

const shared = globalThis as unknown as Record<symbol, unknown>;
shared[Symbol.for('chronicle.jest:@nestjs/common')] = common;
shared[Symbol.for('chronicle.jest:@nestjs/core')] = core;
