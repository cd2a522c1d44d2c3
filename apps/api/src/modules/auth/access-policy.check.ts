import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { AccessMetadata } from '../../common/access.decorator.js';

/** Stops the start when any route does not declare who may call it (the default is deny). */
@Injectable()
export class AccessPolicyCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const undeclared = findRoutesWithoutAccess(this.discovery, this.scanner, this.reflector);
    if (undeclared.length > 0) {
      throw new Error(`These routes do not declare who may call them; add @Access(...): ${undeclared.join(', ')}`);
    }
  }
}

export function findRoutesWithoutAccess(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector): string[] {
  return discovery.getControllers().flatMap((wrapper) => {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller) return [];
    const classLevel = reflector.get(AccessMetadata, controller);
    return scanner
      .getAllMethodNames(controller.prototype)
      .filter((method) => {
        const handler = (controller.prototype as Record<string, unknown>)[method] as object;
        const isRoute = Reflect.getMetadata(PATH_METADATA, handler) !== undefined;
        return isRoute && !classLevel && !reflector.get(AccessMetadata, handler as never);
      })
      .map((method) => `${controller.name}.${method}`);
  });
}
