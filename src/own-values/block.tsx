import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {matcherFor, usesExampleValues, type Matcher} from './substitute';
import {useOwnValues} from './store';
import {PLUGIN_NAME, type ExampleValuesData, type OwnValues} from './values';

/** What a code block knows of the reader's values. */
export type OwnValuesBlock = {
  data: ExampleValuesData;
  matcher: Matcher;
  /** Whether the block's code holds one of the example's values (only then it shows the button). */
  usesExample: boolean;
  /** The reader's values to show in this block, or null: the code as written. */
  own: OwnValues | null;
};

const BlockContext = createContext<OwnValuesBlock | null>(null);
const matchers = new WeakMap<ExampleValuesData, Matcher>();

/** Provides the block's own values to its content and buttons (src/theme/CodeBlock/Content/String.tsx). */
export function OwnValuesBlockProvider({code, children}: {code: string; children: ReactNode}): React.JSX.Element {
  const data = usePluginData(PLUGIN_NAME) as ExampleValuesData;
  let matcher = matchers.get(data);
  if (!matcher) matchers.set(data, (matcher = matcherFor(data)));
  const usesExample = useMemo(() => usesExampleValues(code, matcher), [code, matcher]);
  const own = useOwnValues(data, usesExample);
  const block = useMemo(() => ({data, matcher, usesExample, own}), [data, matcher, usesExample, own]);
  return <BlockContext.Provider value={block}>{children}</BlockContext.Provider>;
}

/** The block's own values; outside a string code block (elements as children), none. */
export function useOwnValuesBlock(): Pick<OwnValuesBlock, 'own' | 'matcher' | 'usesExample'> & {data?: ExampleValuesData} {
  return useContext(BlockContext) ?? NONE;
}
const NONE = {own: null, matcher: {rules: []}, usesExample: false};
