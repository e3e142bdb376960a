// Structural validation of AWS IAM policy documents (identity, resource and trust policies).
const EFFECTS = new Set(['Allow', 'Deny']);
const STATEMENT_KEYS = new Set(['Sid', 'Effect', 'Principal', 'NotPrincipal', 'Action', 'NotAction', 'Resource', 'NotResource', 'Condition']);
const ACTION = /^(\*|[a-z0-9-]+:[A-Za-z0-9*]+)$/;
const RESOURCE = /^(\*|arn:(aws|aws-cn|aws-us-gov|\$\{[^}]+\}):[^:]*:[^:]*:[^:]*:.+)$/;
const CONDITION_OPERATOR = /^(ForAllValues:|ForAnyValue:)?(String(Not)?Equals(IgnoreCase)?|String(Not)?Like|Numeric(Not)?Equals|Numeric(LessThan|GreaterThan)(Equals)?|Date(Not)?Equals|Date(LessThan|GreaterThan)(Equals)?|Bool|BinaryEquals|(Not)?IpAddress|Arn(Not)?(Equals|Like)|Null)(IfExists)?$/;

export function looksLikeIamPolicy(value) {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'Statement' in value && 'Version' in value;
}

const list = (v) => (Array.isArray(v) ? v : [v]);

export function validateIamPolicy(policy) {
  const problems = [];
  if (!['2012-10-17', '2008-10-17'].includes(policy.Version)) problems.push(`Version must be "2012-10-17" (got ${JSON.stringify(policy.Version)})`);
  for (const key of Object.keys(policy)) if (!['Version', 'Id', 'Statement'].includes(key)) problems.push(`unknown top-level key "${key}"`);
  const statements = list(policy.Statement);
  if (!statements.length) problems.push('Statement is empty');
  const sids = new Set();
  statements.forEach((s, i) => {
    const where = `Statement[${i}]${s.Sid ? ` (${s.Sid})` : ''}`;
    if (!s || typeof s !== 'object') return problems.push(`${where} is not an object`);
    for (const key of Object.keys(s)) if (!STATEMENT_KEYS.has(key)) problems.push(`${where}: unknown key "${key}"`);
    if (s.Sid !== undefined) {
      if (!/^[A-Za-z0-9]+$/.test(s.Sid)) problems.push(`${where}: Sid may contain only letters and digits`);
      if (sids.has(s.Sid)) problems.push(`${where}: duplicate Sid`);
      sids.add(s.Sid);
    }
    if (!EFFECTS.has(s.Effect)) problems.push(`${where}: Effect must be "Allow" or "Deny"`);
    const actions = s.Action ?? s.NotAction;
    if (actions === undefined) problems.push(`${where}: needs Action or NotAction`);
    else for (const a of list(actions)) if (typeof a !== 'string' || !ACTION.test(a)) problems.push(`${where}: "${a}" is not an action (service:Action)`);
    if (s.Action !== undefined && s.NotAction !== undefined) problems.push(`${where}: Action and NotAction together`);
    const isTrust = s.Principal !== undefined || s.NotPrincipal !== undefined;
    const resources = s.Resource ?? s.NotResource;
    if (resources === undefined && !isTrust) problems.push(`${where}: needs Resource (or a Principal, in a trust or resource policy)`);
    if (resources !== undefined) for (const r of list(resources)) if (typeof r !== 'string' || !RESOURCE.test(r)) problems.push(`${where}: "${r}" is not an ARN or "*"`);
    if (s.Principal !== undefined && s.Principal !== '*' && (typeof s.Principal !== 'object' || !Object.keys(s.Principal).every((k) => ['AWS', 'Service', 'Federated', 'CanonicalUser'].includes(k)))) {
      problems.push(`${where}: Principal must be "*" or an object of AWS, Service, Federated or CanonicalUser`);
    }
    if (s.Condition !== undefined) {
      for (const [op, block] of Object.entries(s.Condition)) {
        if (!CONDITION_OPERATOR.test(op)) problems.push(`${where}: unknown condition operator "${op}"`);
        if (!block || typeof block !== 'object') problems.push(`${where}: condition "${op}" needs an object of keys`);
      }
    }
  });
  return problems;
}
