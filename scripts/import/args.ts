import { parseArgs } from 'node:util';
import { VERIFICATION_METHODS } from '../../core/schemas/review.ts';
import { parseMap, type CsvField } from './csv-columns.ts';

export type ImportOptions = {
  from: 'google' | 'csv';
  files: string[];
  contentDir: string;
  dryRun: boolean;
  map: Partial<Record<CsvField, string>>;
  source?: string;
  verification?: string;
  serviceArea?: string;
};

export const USAGE = `usage: npm run import -- --from google FILE... [--content DIR] [--service-area ID] [--dry-run]
       npm run import -- --from csv FILE... [--map FIELD=Header,...] [--verification METHOD] [--source NAME]
                                            [--content DIR] [--service-area ID] [--dry-run]`;

/** The command line as options; throws an Error whose message is meant for the user. */
export function parseImportArgs(argv: string[], env: NodeJS.ProcessEnv): ImportOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      content: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      map: { type: 'string', multiple: true, default: [] },
      verification: { type: 'string' },
      source: { type: 'string' },
      'service-area': { type: 'string' },
    },
  });
  if (values.from !== 'google' && values.from !== 'csv') throw new Error('--from must be google or csv');
  if (positionals.length === 0) throw new Error('name at least one file to import');
  if (values.from === 'google') {
    for (const flag of ['map', 'verification', 'source'] as const) {
      if (flag === 'map' ? values.map.length > 0 : values[flag] !== undefined) throw new Error(`--${flag} is for CSV files; Google reviews are platform-verified`);
    }
  }
  const verification = values.verification?.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if (verification !== undefined && !(VERIFICATION_METHODS as readonly string[]).includes(verification)) {
    throw new Error(`--verification: unknown method "${values.verification}" (one of ${VERIFICATION_METHODS.join(', ')})`);
  }
  return {
    from: values.from,
    files: positionals,
    contentDir: values.content ?? env.CONTENT_DIR ?? './content',
    dryRun: values['dry-run'],
    map: parseMap(values.map),
    source: values.source?.trim().toLowerCase(),
    verification,
    serviceArea: values['service-area'],
  };
}
