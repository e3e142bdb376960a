// The rules a reader's value must follow, with what to say when it does not. Loaded with the panel.
import type {ExampleValuesData, ValueKey} from './values';

/** Why a value cannot be used, in a reader's words, or null when it can. */
export function problemWith(key: ValueKey, value: string, regions: ExampleValuesData['regions']): string | null {
  switch (key) {
    case 'awsAccount':
      return /^\d{12}$/.test(value) ? null : `An AWS account ID is 12 digits${/\D/.test(value) ? ', with no spaces or dashes' : `; this has ${value.length}`}.`;
    case 'awsRegion':
    case 'gcpRegion': {
      const list = key === 'awsRegion' ? regions.aws : regions.gcp;
      return list.includes(value) ? null : `Lakestone runs in ${list.join(', ')}.`;
    }
    case 'gcpProject':
      if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(value))
        return 'A Google Cloud project ID is 6 to 30 lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen.';
      return null;
    case 'projectId':
      return /^prj_[a-z0-9]{6}$/.test(value) ? null : 'A Lakestone project ID is prj_ followed by 6 lower-case letters or digits (Project settings > General shows it).';
    case 'bucket':
      return bucketProblem(value);
    case 'lake':
      return /^[a-z][a-z0-9_]{0,62}$/.test(value) ? null : 'A lake name is 1 to 63 lower-case letters, digits and underscores, starting with a letter.';
  }
}

/** Amazon S3's rules for general purpose bucket names. */
function bucketProblem(name: string): string | null {
  if (name.length < 3 || name.length > 63) return `A bucket name is 3 to 63 characters; this has ${name.length}.`;
  if (!/^[a-z0-9.-]+$/.test(name)) return 'A bucket name has only lower-case letters, digits, dots and hyphens.';
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name)) return 'A bucket name starts and ends with a letter or a digit.';
  if (name.includes('..')) return 'A bucket name has no two dots in a row.';
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return 'A bucket name is not an IP address.';
  const prefix = ['xn--', 'sthree-', 'amzn-s3-demo-'].find((p) => name.startsWith(p));
  if (prefix) return `A bucket name cannot start with ${prefix}.`;
  const suffix = ['-s3alias', '--ol-s3', '.mrap', '--x-s3', '--table-s3'].find((s) => name.endsWith(s));
  if (suffix) return `A bucket name cannot end with ${suffix}.`;
  return null;
}
