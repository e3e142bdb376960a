// Defined by src/plugins/code-highlighting-on-demand: true in the server bundle, false in the browser's.
declare const __LAKESTONE_SERVER_BUNDLE__: boolean;
