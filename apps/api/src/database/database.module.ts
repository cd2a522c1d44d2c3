import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { DatabaseConnection } from './database.js';

/** Injection token of the {@link DatabaseConnection} opened (and migrated) before the app is built. */
export const DATABASE = Symbol('DATABASE');

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly connection: DatabaseConnection) {}

  static forRoot(connection: DatabaseConnection): DynamicModule {
    return { module: DatabaseModule, providers: [{ provide: DATABASE, useValue: connection }], exports: [DATABASE] };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}
