import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// docs/architecture.md §7: no float arithmetic on money. The money engine's files are type-checked
// here and every arithmetic operator in them must work on BigInt: a binary `+ - * / % **` (or its
// compound assignment) whose operands are numbers fails this test, and so does any Math function,
// parseFloat, parseInt, toFixed or toPrecision. Allowed on numbers: comparisons, `++`/`--` of a
// counter, unary minus, and conversions (`BigInt(n)`, `Number(b)`); `+` joining strings.

/**
 * The money engine: every module of the domain (src/domain, reports included) and of the reports'
 * definitions and exports (src/features/reports, recursively), found by directory so a new module is
 * checked without being listed. Left out only the modules that hold no money, each with why.
 */
const ENGINE_DIRS = ['src/domain', 'src/features/reports'];
const NOT_MONEY: Record<string, string> = {
  'src/domain/calendar.ts': 'days and months',
  'src/domain/identifiers.ts': 'check digits of tax and identity numbers',
  'src/domain/file-size.ts': 'bytes shown as KB and MB',
  'src/domain/collation.ts': 'sort keys of Turkish text',
  'src/domain/budget-code.ts': 'the order of budget codes',
  'src/domain/reports/period.ts': 'days between dates',
  'src/domain/reports/order.ts': 'the order of currencies and rows',
  'src/domain/audit.ts': 'which fields and list items of a record changed',
  'src/domain/certificates.ts': 'days, months and years of survey windows',
  'src/domain/sorted-search.ts': 'list indices of a binary search',
  'src/domain/emissions.ts': 'fuel in whole kilograms and CO₂ (no money)',
  'src/domain/e-invoice-shape.ts': 'counts of elements, attributes and lines in an XML text (no money)',
  'src/domain/work-report-periods.ts': 'ISO weeks, months and counts of jobs (no money)',
  'src/domain/capture.ts': 'pixel sizes of photos downscaled on the device (no money)',
};

function engineFiles(): string[] {
  return ENGINE_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
      .map((file) => path.join(dir, file).split(path.sep).join('/')),
  )
    .filter((file) => !(file in NOT_MONEY))
    .sort()
    .map((file) => path.resolve(file));
}
const ENGINE_FILES = engineFiles();

const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.AsteriskAsteriskToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.AsteriskAsteriskEqualsToken,
]);

const FORBIDDEN_CALLS = /^(Math\.\w+|parseFloat|parseInt|Number\.parseFloat|Number\.parseInt)$/;
const FORBIDDEN_METHODS = new Set(['toFixed', 'toPrecision']);

function violations(program: ts.Program, file: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`not in the program: ${file}`);
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.basename(file)}:${line + 1} ${node.getText().slice(0, 80)}`;
  };
  const isBigInt = (node: ts.Expression) => {
    const type = checker.getBaseTypeOfLiteralType(checker.getTypeAtLocation(node));
    return (type.flags & ts.TypeFlags.BigIntLike) !== 0;
  };
  const isString = (node: ts.Expression) => {
    const type = checker.getBaseTypeOfLiteralType(checker.getTypeAtLocation(node));
    return (type.flags & ts.TypeFlags.StringLike) !== 0;
  };
  /** `i + 1`, `count - 1`: a step of an index or a count (the literal 1), never an amount. */
  const isIndexStep = (node: ts.BinaryExpression) =>
    (node.operatorToken.kind === ts.SyntaxKind.PlusToken || node.operatorToken.kind === ts.SyntaxKind.MinusToken) &&
    ts.isNumericLiteral(node.right) &&
    node.right.text === '1';
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind)) {
      const joinsStrings =
        (node.operatorToken.kind === ts.SyntaxKind.PlusToken || node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) &&
        (isString(node.left) || isString(node.right));
      if (!joinsStrings && !isIndexStep(node) && !(isBigInt(node.left) && isBigInt(node.right))) found.push(where(node));
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (FORBIDDEN_CALLS.test(callee)) found.push(where(node));
      if (ts.isPropertyAccessExpression(node.expression) && FORBIDDEN_METHODS.has(node.expression.name.text)) found.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function programOf(files: string[]): ts.Program {
  return ts.createProgram(files, {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts'],
  });
}

describe('the money engine does no float arithmetic', () => {
  const found = new Map<string, string[]>();
  const FIXTURE = path.resolve('tests/unit/fixtures/float-money.ts');
  // Type-checking takes seconds on a shared machine: done once, up front, for all the engine's
  // files and the fixture.
  beforeAll(() => {
    const program = programOf(ENGINE_FILES);
    for (const file of ENGINE_FILES) found.set(file, violations(program, file));
    found.set(FIXTURE, violations(programOf([FIXTURE]), FIXTURE));
  }, 180_000);

  it.each(ENGINE_FILES.map((file) => path.relative(process.cwd(), file)))('%s: every arithmetic operator works on BigInt', (file) => {
    expect(found.get(path.resolve(file))).toEqual([]);
  });

  it("finds the engine by directory: the reports' definitions and sums are in it, the exceptions exist", () => {
    const files = ENGINE_FILES.map((file) => path.relative(process.cwd(), file).split(path.sep).join('/'));
    for (const file of [
      'src/domain/money.ts',
      'src/domain/bill-math.ts',
      'src/domain/reports/statement.ts',
      'src/features/reports/reports/statement.ts',
    ]) {
      expect(files).toContain(file);
    }
    expect(Object.keys(NOT_MONEY).filter((file) => !existsSync(file))).toEqual([]);
  });

  it('the check catches float arithmetic when there is some (and lets an index step by)', () => {
    const caught = found.get(FIXTURE) ?? [];
    expect([...new Set(caught.map((entry) => entry.split(' ')[0]))]).toEqual([
      'float-money.ts:3',
      'float-money.ts:4',
      'float-money.ts:5',
      'float-money.ts:6',
      'float-money.ts:7',
    ]);
    expect(caught.some((entry) => entry.includes('fine'))).toBe(false);
  });
});
