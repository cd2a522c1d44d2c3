// Request classes with their class-validator rules: a separate entry point, so front ends that
// import texts and types from `@chronicle/contracts` never bundle validation code.
export { AddLocalFolderRequest, ConnectRepositoryRequest, UpdatePublishingRequest, UpdateToneRequest } from './repos.requests.js';
export { AddProjectRequest, AnalyzeProjectRequest, PreviewProjectRequest } from './projects.requests.js';
export { RunAgentsRequest } from './agents.requests.js';
export { CreateAiPhaseRequest, TestAiPhaseRequest, UpdateAiPhaseRequest } from './ai.requests.js';
export { UpdateUserPlanRequest } from './users.requests.js';
