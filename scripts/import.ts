// `npm run import -- --from google|csv FILE...`: bring a business's existing reviews into
// CONTENT_DIR/reviews.jsonl, validated, idempotent and atomic. Exit 0 imported (or nothing to
// do), 1 refused (nothing written), 2 bad command line.
import { parseImportArgs, USAGE, type ImportOptions } from './import/args.ts';
import { runImport } from './import/run-import.ts';
import { problemLine, summaryTable } from './import/summary.ts';

let options: ImportOptions;
try {
  options = parseImportArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`import: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const report = runImport(options);
if (report.contentInvalid) {
  console.error(`import: the content is invalid before any import; fix it first:\n${report.problems.map(problemLine).join('\n')}`);
  process.exit(1);
}
if (report.problems.length > 0) {
  const n = report.problems.length;
  console.error(`import: ${n} problem${n === 1 ? '' : 's'}; nothing was written:\n${report.problems.map(problemLine).join('\n')}`);
}
console.log(`import from ${options.from} into ${report.file}${options.dryRun ? ' (dry run)' : ''}:\n${summaryTable(report.tallies)}`);
if (report.problems.length > 0) process.exit(1);
if (report.written) console.log(`wrote ${report.file}; run \`npm run build\` to publish`);
else console.log(options.dryRun ? 'dry run: nothing written' : 'nothing changed');
