import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PublicChangelogModule } from '../public-changelog/public-changelog.module.js';
import { ExpiredRowsPurger } from './expired-rows.purger.js';

/** Housekeeping: rows past their date are deleted on a timer. */
@Module({ imports: [AuthModule, PublicChangelogModule], providers: [ExpiredRowsPurger], exports: [ExpiredRowsPurger] })
export class PurgesModule {}
