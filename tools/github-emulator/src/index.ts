export { defaultSeed, loadSeed, type EmulatorSeed } from './seed.js';
export { startGithubEmulator, type RunningEmulator, type StartEmulatorOptions } from './server.js';
export { pushToEmulator, redeliverOnEmulator, listEmulatorDeliveries, type EmulatorTarget, type PushToEmulatorOptions } from './client.js';
export type { DeliveryReport, PushCommit, PushResult, RecordedDelivery } from './control/types.js';
export { verifyWebhookSignature } from './webhooks/signature.js';
