export { describeReport, expectDocumentPasses, expectDocumentRefused, testAgent, type AgentTestResult } from './agent-tester.js';
