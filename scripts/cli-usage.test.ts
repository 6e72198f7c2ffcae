import { describe, expect, it } from 'vitest';
import { readCliArgs, usageText, type CliUsage } from './cli-usage.ts';

const USAGE: CliUsage = {
  command: 'npm run report [-- --days <n>] [--write]',
  summary: 'Reports.',
  options: [
    ['--days <n>', 'the window'],
    ['--write', 'append'],
  ],
  env: [['TOKEN', 'the token']],
  examples: ['npm run report -- --days 7'],
};

describe('usageText', () => {
  it('lists the command, options (help included), environment and example', () => {
    expect(usageText(USAGE)).toBe(
      [
        'usage: npm run report [-- --days <n>] [--write]',
        '',
        'Reports.',
        '',
        'options:',
        '  --days <n>  the window',
        '  --write     append',
        '  -h, --help  print this help and exit',
        '',
        'environment:',
        '  TOKEN  the token',
        '',
        'example:',
        '  npm run report -- --days 7',
      ].join('\n'),
    );
  });
});

describe('readCliArgs', () => {
  it.each([[['--help']], [['-h']], [['--days', '7', '--help']], [['--bogus', '--help']]])(
    'answers %j with the usage and exit 0',
    (argv) => {
      expect(readCliArgs(argv, USAGE)).toEqual({ exit: 0, out: usageText(USAGE) });
    },
  );

  it.each([[['--dyas', '7']], [['--write', '-x']], [['--days=7', '--writ']]])(
    'refuses %j with the unknown option and the usage, exit 2',
    (argv) => {
      const verdict = readCliArgs(argv, USAGE);
      expect(verdict?.exit).toBe(2);
      expect(verdict && 'err' in verdict && verdict.err).toMatch(/^unknown option -\S+\n\nusage: npm run report/);
    },
  );

  it.each([[[]], [['--']], [['--days', '7', '--write']], [['--days=7']], [['/pricing', '--', '/about']]])(
    'lets %j through to the command',
    (argv) => {
      expect(readCliArgs(argv, USAGE)).toBeNull();
    },
  );

  it('takes the argument after an option with a value as its value, even one that starts with -', () => {
    expect(readCliArgs(['--days', '-1'], USAGE)).toBeNull();
  });
});
