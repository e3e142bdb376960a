import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';

type Props = {to: string; title: string};

/** Stands at an alias path and replaces it with the page it names, keeping query and hash. */
export default function AliasPage({to, title}: Props): React.JSX.Element {
  const history = useHistory();
  const {search, hash} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  useEffect(() => {
    history.replace(`${to}${search}${hash}`);
  }, [history, to, search, hash]);
  return (
    <Layout title={title} description={`${title}: this address leads to ${to}.`}>
      <Head>
        <link rel="canonical" href={`${siteConfig.url}${to}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <h1>{title}</h1>
        <p>
          This page lives at <Link to={to}>{to}</Link>.
        </p>
      </main>
    </Layout>
  );
}
