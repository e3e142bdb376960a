import React, {useEffect, type ReactNode} from 'react';
import AuthGate from '@site/src/gate/AuthGate';
import {isGateEnabled} from '@site/src/gate/rules';
import {hydrationFinished} from '@site/src/theme/CodeBlock/Content/hydration';

/** Wraps every page; in production builds the content sits behind the authentication gate. */
export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  // The root's effects run after every component of the first render has committed.
  useEffect(hydrationFinished, []);
  if (!isGateEnabled(process.env.NODE_ENV)) return <>{children}</>;
  return <AuthGate>{children}</AuthGate>;
}
