import { Global, Module, type DynamicModule } from '@nestjs/common';
import { SecretBox } from './secret-box.js';

/** Provides the {@link SecretBox} built from the key resolved (and checked) at start. */
@Global()
@Module({})
export class CryptoModule {
  static forRoot(box: SecretBox): DynamicModule {
    return { module: CryptoModule, providers: [{ provide: SecretBox, useValue: box }], exports: [SecretBox] };
  }
}
