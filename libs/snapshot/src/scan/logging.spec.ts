import type { LogCall } from '../model.js';
import { findLogCalls } from './logging.js';

function calls(language: string, text: string): string[] {
  return findLogCalls({ path: 'file', language, text, comments: null }).map(summarise);
}

function summarise(call: LogCall): string {
  return [call.line, call.library, call.level, call.structured ? 'structured' : 'built', ...call.sensitive].join(' ');
}

describe('findLogCalls', () => {
  it('reads console and logger calls in TypeScript, with the library from the imports', () => {
    const text = [
      "import pino from 'pino';",
      'const logger = pino();',
      "console.log('started on', port);",
      'console.error(`failed for ${user.password}`);',
      "logger.info({ userId, token }, 'signed in');",
      "this.logger.warn('retrying ' + attempt);",
      'const x = Math.log(2);',
      "// logger.debug('commented out');",
      "req.log.error(err, 'request failed');",
      "console.table(rows);",
      'logger.fatal(',
      "  'giving up',",
      ');',
    ].join('\n');
    expect(calls('TypeScript', text)).toEqual([
      '3 console info structured',
      '4 console error built password',
      '5 pino info structured token',
      '6 pino warn built',
      '9 pino error structured',
      '11 pino fatal structured',
    ]);
  });

  it("reads winston's named levels, NestJS's `log` and the debug package", () => {
    expect(calls('JavaScript', "const winston = require('winston');\nlogger.log('warn', 'disk almost full');\nlogger.log('plain');\n")).toEqual(['2 winston warn structured', '3 winston info structured']);
    expect(calls('TypeScript', "import { Injectable, Logger } from '@nestjs/common';\nthis.logger.log(`created ${id}`);\n")).toEqual(['2 nestjs info built']);
    expect(calls('JavaScript', "const debug = require('debug')('koa:application');\ndebug('use %s', name);\n")).toEqual(['2 debug debug structured']);
    expect(calls('JavaScript', "const util = require('node:util');\nconst debug = util.debuglog('koa');\ndebug('listen');\n")).toEqual(['3 util.debuglog debug structured']);
  });

  it('reads Python logging, loguru and structlog with their levels and message shapes', () => {
    const text = [
      'import logging',
      '',
      'logger = logging.getLogger(__name__)',
      '',
      'def run(api_key):',
      '    """logger.info("in a docstring")"""',
      '    logging.info("starting %s", name)',
      '    logger.warning(f"slow: {elapsed}")',
      '    logger.error("failed: " + str(err))',
      '    logger.exception("boom")',
      '    logger.critical("down %s" % host)',
      '    self.log.debug("key %s", api_key)',
      '    logger.log(logging.WARNING, "odd")',
      '    print("not a log")',
    ].join('\n');
    expect(calls('Python', text)).toEqual([
      '7 logging info structured',
      '8 logging warn built',
      '9 logging error built',
      '10 logging error structured',
      '11 logging fatal built',
      '12 logging debug structured api_key',
      '13 logging warn structured',
    ]);
    expect(calls('Python', 'from loguru import logger\nlogger.success("done")\n')).toEqual(['2 loguru info structured']);
    expect(calls('Python', 'import structlog\nlog = structlog.get_logger()\nlog.info("login", user=user, password=pw)\n')).toEqual(['3 structlog info structured password']);
  });

  it('reads Go: the standard log package (Fatal is fatal), slog, zap, logrus and zerolog chains', () => {
    const text = [
      'package main',
      '',
      'import (',
      '\t"fmt"',
      '\t"log"',
      '\t"log/slog"',
      ')',
      '',
      'func main() {',
      '\tlog.Printf("listening on %s", addr)',
      '\tlog.Fatal(err)',
      '\tlog.Fatalf("bad config: %v", err)',
      '\tlog.SetFlags(0)',
      '\tslog.Info("request", "path", path, "token", tok)',
      '\tslog.Error(fmt.Sprintf("failed %s", name))',
      '\tt.Log("test output")',
      '\tfmt.Println("not a log")',
      '}',
    ].join('\n');
    expect(calls('Go', text)).toEqual(['10 log info structured', '11 log fatal structured', '12 log fatal structured', '14 slog info structured token', '15 slog error built']);
    const zap = 'import "go.uber.org/zap"\n\nfunc f(logger *zap.Logger) {\n\tlogger.Info("saved", zap.String("password", pw))\n\tzap.S().Warnf("slow %d", ms)\n}\n';
    expect(calls('Go', zap)).toEqual(['4 zap info structured password', '5 zap warn structured']);
    const logrus = 'import log "github.com/sirupsen/logrus"\n\nfunc f() {\n\tlog.WithFields(log.Fields{"user": u}).Warn("odd")\n\tlog.Errorf("x %s", y)\n}\n';
    expect(calls('Go', logrus)).toEqual(['4 logrus warn structured', '5 logrus error structured']);
    const zerolog = 'import "github.com/rs/zerolog/log"\n\nfunc f() {\n\tlog.Info().Str("secret", s).Msg("loaded")\n\tlog.Error().Msg("failed " + name)\n}\n';
    expect(calls('Go', zerolog)).toEqual(['4 zerolog info structured secret', '5 zerolog error built']);
  });

  it('reads Rust log and tracing macros', () => {
    const text = 'use tracing::{info, warn};\n\nfn f() {\n    info!("started {}", port);\n    warn!(user = %id, "slow {token}");\n    error!("{}", format!("bad {}", x));\n    tracing::event!(Level::DEBUG, "tick");\n    println!("not a log");\n}\n';
    expect(calls('Rust', text)).toEqual(['4 tracing info structured', '5 tracing warn structured token', '6 tracing error built', '7 tracing debug structured']);
    expect(calls('Rust', 'use log::debug;\nfn f() { debug!("x"); log::trace!("y"); }\n')).toEqual(['2 log debug structured', '2 log trace structured']);
  });

  it('reads Java, Kotlin and C# loggers', () => {
    const java = 'import org.slf4j.Logger;\n\nclass A {\n  void f() {\n    log.info("user {} signed in", id);\n    LOGGER.error("failed " + e.getMessage());\n    logger.debug(String.format("x %s", y));\n    System.out.println("no");\n  }\n}\n';
    expect(calls('Java', java)).toEqual(['5 slf4j info structured', '6 slf4j error built', '7 slf4j debug built']);
    expect(calls('Java', 'import java.util.logging.Logger;\nLOGGER.severe("down");\nLOGGER.fine("detail");\nLOGGER.log(Level.WARNING, "odd");\n')).toEqual([
      '2 java.util.logging error structured',
      '3 java.util.logging debug structured',
      '4 java.util.logging warn structured',
    ]);
    expect(calls('Kotlin', 'import mu.KotlinLogging\nlogger.info { "loaded $count items" }\n')).toEqual(['2 kotlin-logging info built']);
    const csharp = 'using Microsoft.Extensions.Logging;\n_logger.LogInformation("Order {OrderId} placed", orderId);\n_logger.LogError(ex, $"Failed {orderId}");\n';
    expect(calls('C#', csharp)).toEqual(['2 Microsoft.Extensions.Logging info structured', '3 Microsoft.Extensions.Logging error built']);
    expect(calls('C#', 'using Serilog;\nLog.Information("Hello {Name}", name);\nLog.Fatal("down");\n')).toEqual(['2 serilog info structured', '3 serilog fatal structured']);
  });

  it('reads Ruby, PHP and C++ loggers', () => {
    expect(calls('Ruby', 'Rails.logger.info "user #{user.id} signed in"\nlogger.warn("slow")\n@logger.error { "x" }\n# logger.debug "nope"\n')).toEqual(['1 rails info built', '2 rails warn structured', '3 rails error structured']);
    expect(calls('Ruby', "require 'logger'\nlogger = Logger.new($stdout)\nlogger.info('token: ' + token)\n")).toEqual(['3 logger info built token']);
    const php = "<?php\nuse Psr\\Log\\LoggerInterface;\n$this->logger->warning('Slow query', ['ms' => $ms]);\n$this->logger->error(\"Failed for $user\");\nLog::info('hello');\nerror_log('oops');\n";
    expect(calls('PHP', php)).toEqual(['3 psr-3 warn structured', '4 psr-3 error built', '5 laravel info structured', '6 error_log error structured']);
    expect(calls('C++', '#include <spdlog/spdlog.h>\nspdlog::info("Welcome {}", name);\nlogger->critical("down");\n')).toEqual(['2 spdlog info structured', '3 spdlog fatal structured']);
    expect(calls('C++', '#include <glog/logging.h>\nLOG(INFO) << "Found " << count << " cookies";\nLOG(ERROR) << "fixed";\n')).toEqual(['2 glog info built', '3 glog error structured']);
  });
});

describe('findLogCalls on hostile text', () => {
  it('finds every call on lines full of stray quotes and unclosed calls', () => {
    const text = ("logger.warn('" + "\\'".repeat(1000) + '\n').repeat(300) + 'logger.info(' + '('.repeat(5000);
    const found = findLogCalls({ path: 'file', language: 'TypeScript', text, comments: null });
    expect(found).toHaveLength(301);
  });
});
