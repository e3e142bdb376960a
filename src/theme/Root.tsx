import React, {type ReactNode} from 'react';
import AuthGate from '@site/src/gate/AuthGate';
import {isGateEnabled} from '@site/src/gate/rules';

/** Wraps every page; in production builds the content sits behind the authentication gate. */
export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  if (!isGateEnabled(process.env.NODE_ENV)) return <>{children}</>;
  return <AuthGate>{children}</AuthGate>;
}
