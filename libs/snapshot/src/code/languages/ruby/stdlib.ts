// Ruby's default and bundled libraries as `require` names them (Ruby 3.3), the first path segment.
/** Libraries that ship with Ruby. */
export const RUBY_STDLIB: ReadonlySet<string> = new Set([
  'abbrev', 'base64', 'benchmark', 'bigdecimal', 'cgi', 'coverage', 'csv', 'date', 'delegate', 'did_you_mean', 'digest',
  'drb', 'English', 'erb', 'etc', 'expect', 'fcntl', 'fiber', 'fiddle', 'fileutils', 'find', 'forwardable', 'getoptlong',
  'io', 'ipaddr', 'irb', 'json', 'logger', 'matrix', 'minitest', 'monitor', 'mutex_m', 'net', 'nkf', 'objspace', 'observer',
  'open-uri', 'open3', 'openssl', 'optparse', 'ostruct', 'pathname', 'pp', 'prettyprint', 'prime', 'pstore', 'psych',
  'racc', 'rake', 'rbconfig', 'rdoc', 'readline', 'reline', 'resolv', 'ripper', 'rss', 'securerandom', 'set', 'shellwords',
  'singleton', 'socket', 'stringio', 'strscan', 'syslog', 'tempfile', 'test', 'time', 'timeout', 'tmpdir', 'tsort',
  'un', 'uri', 'weakref', 'yaml', 'zlib',
]);
