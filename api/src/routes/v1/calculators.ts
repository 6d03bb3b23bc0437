import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  assessDivorceGrounds,
  calculateChildSupport,
  calculateInheritance,
  calculatePropertyDivision,
  CalculatorInputError,
  isCalculatorIssueCode,
  koreanToday,
  ratioFromPercent,
  type CalculatorIssue,
} from '@taesung/shared/calculators';
import {
  childSupportAnswer,
  childSupportInput,
  childSupportTableQuery,
  divorceGroundsAnswer,
  divorceGroundsInput,
  inheritanceAnswer,
  inheritanceInput,
  propertyDivisionAnswer,
  propertyDivisionInput,
  publicChildSupportTable,
} from '@taesung/shared/schemas/calculators';
import { ValidationError, nulPath } from '../../lib/errors.ts';
import { pick } from '../../lib/locale.ts';

const tags = ['public: calculators'];
/** As often as a page that recomputes while the visitor types may ask. */
const calculatorRate = { max: 120, timeWindow: '1 minute' };

/** 400 `CALCULATOR_INPUT`: the first problem's message in the caller's language, every problem in `issues`. */
function refused(issues: CalculatorIssue[]): ValidationError {
  return new ValidationError(
    issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), code: issue.code })),
    'CALCULATOR_INPUT',
    { reason: issues[0]?.code ?? 'invalid' },
  );
}

function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const nul = nulPath(body, 'body');
  if (nul) throw refused([{ path: nul.split('.').slice(1), code: 'invalid' }]);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue): CalculatorIssue => ({
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    code: isCalculatorIssueCode(issue.message) ? issue.message : 'invalid',
  }));
  throw refused(
    issues.filter(
      (issue, index) =>
        issues.findIndex((other) => other.code === issue.code && other.path.join('.') === issue.path.join('.')) ===
        index,
    ),
  );
}

function compute<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CalculatorInputError) throw refused(error.issues);
    throw error;
  }
}

interface Calculator<Input extends z.ZodType, Answer extends z.ZodType> {
  path: string;
  summary: string;
  body: Input;
  answer: Answer;
  run(input: z.output<Input>, request: FastifyRequest): z.input<Answer> | Promise<z.input<Answer>>;
}

const calculator = <Input extends z.ZodType, Answer extends z.ZodType>(entry: Calculator<Input, Answer>) =>
  entry as Calculator<z.ZodType, z.ZodType>;

/** `POST /api/v1/calculators/<path>`, one entry a tool: what it takes, what it answers, how it computes. */
const calculators = [
  calculator({
    path: '/child-support',
    summary:
      "Child support on the table in force on `date` (today when absent): each child's cell, the total, the adjustment for the number of children, the other parent's share and monthly amount (won)",
    body: childSupportInput,
    answer: childSupportAnswer,
    async run(input, request) {
      const table = await request.server.childSupportTables.inForce(input.date ?? koreanToday());
      const result = compute(() => calculateChildSupport(table, input));
      return { ...result, table: { ...result.table, title: pick(table.title, request.locale) } };
    },
  }),
  calculator({
    path: '/property-division',
    summary:
      "Division of marital property: both spouses' assets and debts, the first spouse's share `ratio` (0–1); the shares and who pays whom",
    body: propertyDivisionInput,
    answer: propertyDivisionAnswer,
    run(input) {
      const [first, second] = input.spouses;
      return compute(() =>
        calculatePropertyDivision({ spouses: [first!, second!], ratio: ratioFromPercent(input.ratio * 100)! }),
      );
    },
  }),
  calculator({
    path: '/inheritance',
    summary:
      "Statutory shares and forced shares under the rule in force on `deathDate`: the forced-share base, each heir's shares (fractions), amounts and shortfall",
    body: inheritanceInput,
    answer: inheritanceAnswer,
    run: (input) => compute(() => calculateInheritance(input)),
  }),
  calculator({
    path: '/divorce-grounds',
    summary:
      'The grounds of Civil Code art. 840 the visitor names, with the time limits of arts. 841 and 842 as of `asOf` (today when absent)',
    body: divorceGroundsInput,
    answer: divorceGroundsAnswer,
    run(input) {
      const asOf = input.asOf ?? koreanToday();
      return { asOf, grounds: compute(() => assessDivorceGrounds(input.grounds, asOf)) };
    },
  }),
];

/**
 * `/api/v1/calculators`: the visitors' calculators (docs/calculators.md). Each answer is computed from the request
 * alone (the child-support table from the database) and nothing of it is kept: not stored, not logged, not cached.
 */
const calculatorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const post = { config: { rateLimit: calculatorRate }, attachValidation: true } as const;
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'POST') reply.header('Cache-Control', 'no-store');
  });

  fastify.get(
    '/child-support/table',
    {
      schema: {
        tags,
        summary:
          'The standard child-support table in force on `date` (today, Korean time, when absent); 400 `NO_TABLE_IN_FORCE` before the first',
        querystring: childSupportTableQuery,
        response: { 200: publicChildSupportTable },
      },
    },
    async (request) => {
      const table = await fastify.childSupportTables.inForce(request.query.date ?? koreanToday());
      return { ...table, title: pick(table.title, request.locale) };
    },
  );

  for (const calculator of calculators) {
    fastify.post(
      calculator.path,
      {
        ...post,
        schema: { tags, summary: calculator.summary, body: calculator.body, response: { 200: calculator.answer } },
      },
      async (request) => calculator.run(parse(calculator.body, request.body), request),
    );
  }
};

export default calculatorRoutes;
