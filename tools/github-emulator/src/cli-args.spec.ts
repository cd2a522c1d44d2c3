import { parseCliArgs } from './cli-args.js';

describe('parseCliArgs', () => {
  it('reads every option', () => {
    expect(parseCliArgs(['--port', '4010', '--seed', 'seed.json', '--host', '0.0.0.0', '--data-dir', '/tmp/gh'])).toEqual({
      kind: 'start',
      port: 4010,
      seedFile: 'seed.json',
      host: '0.0.0.0',
      dataDir: '/tmp/gh',
    });
  });

  it('picks a free port when none is given', () => {
    expect(parseCliArgs([])).toMatchObject({ kind: 'start', port: 0 });
  });

  it('asks for help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--port', 'bogus'], '--port "bogus" is not a port number (a whole number from 0 to 65535).'],
    [['--port', '70000'], '--port "70000" is not a port number (a whole number from 0 to 65535).'],
    [['--port=-1'], '--port "-1" is not a port number (a whole number from 0 to 65535).'],
    [['--port', '-1'], /argument is ambiguous/],
    [['--port'], /argument missing/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['serve'], /Unexpected argument 'serve'/],
  ])('refuses %j', (argv, message) => {
    const command = parseCliArgs(argv);

    expect(command.kind).toBe('error');
    expect(command.kind === 'error' && command.message).toMatch(message);
  });
});
