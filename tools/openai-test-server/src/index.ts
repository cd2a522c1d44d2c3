export { estimateTokens, type ChatCompletion, type OpenAiErrorBody } from './chat-completions.js';
export { reply, type DelayReply, type ErrorReply, type MalformedReply, type Reply, type TextReply, type TokenCounts } from './replies.js';
export { startOpenAiTestServer, type OpenAiTestServer, type RecordedRequest, type StartOpenAiTestServerOptions } from './server.js';
