import React, {useState} from 'react';
import Layout from '@theme/Layout';

function Exploding(): React.JSX.Element {
  throw new Error('The table preview failed to render.', {cause: new Error('Column "order_total" has an unknown type.')});
}

/** Inside the layout's error boundary, so 'Try again' mounts it afresh. */
function CrashOnRequest(): React.JSX.Element {
  const [crash, setCrash] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <h1>Crash test page</h1>
      <button type="button" className="button button--primary" onClick={() => setCrash(true)}>
        Crash this page
      </button>
      {crash && <Exploding />}
    </main>
  );
}

/** A page that crashes when asked to, so the tests can see the error screen a reader would. */
export default function CrashPage(): React.JSX.Element {
  return (
    <Layout title="Crash test page" description="A page of the test build that crashes on request." noFooter>
      <CrashOnRequest />
    </Layout>
  );
}
