/**
 * The page template of gated production builds (docusaurus.config.ts `ssrTemplate`), kept in the
 * repository instead of read from Docusaurus's files at build time.
 *
 * UPSTREAM_PAGE_TEMPLATE is a verbatim copy of @docusaurus/core 3.10.2's default template
 * (lib/ssg/ssgTemplate.html.js). tests/unit/page-template.test.ts compares it with the installed
 * Docusaurus's, so an upgrade that changes the template fails with the diff to review: carry the
 * change into both constants, then update the copy.
 */
export const UPSTREAM_PAGE_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

const RUN_BUNDLE = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
const PRELOAD_BUNDLE = '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-lakestone-bundle>';

/**
 * The same template with one change: the bundles are preloaded at low priority (as deferred
 * scripts are) instead of run, and the gate's inline listener starts them once the reader is known
 * (src/plugins/gate-listener/listener.js, which finds them by data-lakestone-bundle).
 */
export const GATED_PAGE_TEMPLATE = UPSTREAM_PAGE_TEMPLATE.replace(RUN_BUNDLE, () => PRELOAD_BUNDLE);
