import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

// Registered here, with the first code block, not at start-up (src/plugins/code-highlighting-on-demand).
prismIncludeLanguages(Prism);

export default CodeBlock;
