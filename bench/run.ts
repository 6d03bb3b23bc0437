import { checkBudgets } from './budget.ts';
import { interactionHeading, interactionSection, measureConsoleOrWhy, measureInteractions } from './interaction.ts';
import { loadAverage, machineDescription, writeResultsSection } from './results-file.ts';
import { measureStartup, startupHeading, startupPages, startupSection } from './startup.ts';
import { withSite } from './site-server.ts';

/**
 * `npm run bench -w bench`: builds what changed, starts the production site and rewrites the sections of
 * bench/RESULTS.md that measure the public pages: the JavaScript budgets, Lighthouse in a fresh browser per run
 * (`startup.ts`), and the interactions during start-up and the console after login (`interaction.ts`). The other
 * sections (console lists, load and memory) come from their own scripts and stay as they are.
 */
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const interactionRuns = Number(process.env.INTERACTION_RUNS ?? 5);

const budgetHeading = '## JavaScript before interaction (brotli, as served)';
/** What a public page should start with at most (brotli); the budgets gate what is reached so far. */
const targetKb = 150;

await withSite(async (origin) => {
  const budgets = await checkBudgets();
  await writeResultsSection(
    budgetHeading,
    [
      budgetHeading,
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} from the production build (\`bench/budget.ts\`).`,
      '',
      '| page | KB | budget (CI gate) | | target (150 KB) |',
      '| --- | ---: | ---: | --- | --- |',
      ...budgets.map(
        (budget) =>
          `| ${budget.page} | ${budget.kb} | ${budget.limitKb} | ${budget.ok ? 'met' : 'missed'} | ${budget.kb <= targetKb ? 'met' : `missed by ${Math.round((budget.kb - targetKb) * 10) / 10} KB`} |`,
      ),
      '',
      'Why the target is missed and what it would take: `docs/performance.md`, "Budgets".',
      '',
      '',
    ].join('\n'),
  );

  const pages = await startupPages(origin);
  let loadBefore = loadAverage();
  const startup = await measureStartup(origin, pages, lighthouseRuns);
  const startupText = await startupSection(startup, { runs: lighthouseRuns, loadBefore, loadAfter: loadAverage() });
  await writeResultsSection(startupHeading, startupText);

  loadBefore = loadAverage();
  const interactions = await measureInteractions(origin, interactionRuns);
  const consoleRuns = await measureConsoleOrWhy(origin, interactionRuns);
  const interactionText = interactionSection(
    { interactions, console: consoleRuns },
    { runs: interactionRuns, loadBefore, loadAfter: loadAverage() },
  );
  await writeResultsSection(interactionHeading, interactionText);
  console.log(`${startupText}\n${interactionText}\nMeasured on ${machineDescription()}.`);
});
