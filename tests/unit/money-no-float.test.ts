import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// ARCHITECTURE.md §5: no float arithmetic on money. The money engine's files are type-checked
// here and every arithmetic operator in them must work on BigInt: a binary `+ - * / % **` (or its
// compound assignment) whose operands are numbers fails this test, and so does any Math function,
// parseFloat, parseInt, toFixed or toPrecision. Allowed on numbers: comparisons, `++`/`--` of a
// counter, unary minus, and conversions (`BigInt(n)`, `Number(b)`); `+` joining strings.

const ENGINE_FILES = [
  'src/domain/money.ts',
  'src/domain/bill-math.ts',
  'src/domain/account-balance.ts',
  'src/domain/cash-flow.ts',
  // The bank order's amount in words, ref proposal and letter.
  'src/domain/bank-order.ts',
  'src/domain/amount-in-words.ts',
  'src/domain/bank-order-letter.ts',
  // The finance reports' sums (ARCHITECTURE.md §9).
  'src/domain/reports/inputs.ts',
  'src/domain/reports/statement.ts',
  'src/domain/reports/running-costs.ts',
  'src/domain/reports/income-expense.ts',
  'src/domain/reports/flows.ts',
  'src/domain/reports/trial-balance.ts',
  'src/domain/reports/due-instalments.ts',
].map((file) => path.resolve(file));

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
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind)) {
      const joinsStrings =
        (node.operatorToken.kind === ts.SyntaxKind.PlusToken || node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) &&
        (isString(node.left) || isString(node.right));
      if (!joinsStrings && !(isBigInt(node.left) && isBigInt(node.right))) found.push(where(node));
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
  let program: ts.Program;
  // Type-checking takes seconds on a shared machine: once for the engine's files.
  beforeAll(() => {
    program = programOf(ENGINE_FILES);
  }, 60_000);

  it.each(ENGINE_FILES)('%s: every arithmetic operator works on BigInt', (file) => {
    expect(violations(program, file)).toEqual([]);
  });

  it('the check catches float arithmetic when there is some', () => {
    const bad = path.resolve('tests/unit/fixtures/float-money.ts');
    const found = violations(programOf([bad]), bad);
    expect([...new Set(found.map((entry) => entry.split(' ')[0]))]).toEqual([
      'float-money.ts:3',
      'float-money.ts:4',
      'float-money.ts:5',
      'float-money.ts:6',
      'float-money.ts:7',
    ]);
    expect(found.some((entry) => entry.includes('fine'))).toBe(false);
  }, 60_000);
});
