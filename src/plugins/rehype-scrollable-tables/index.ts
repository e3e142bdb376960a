/**
 * Wraps every Markdown table in a focusable, labelled region that scrolls sideways. Wide tables
 * (parameters, options) then scroll on small screens, and keyboard users can reach and scroll
 * them (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
type Node = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]};

export default function rehypeScrollableTables() {
  return (tree: Node): void => {
    const visit = (node: Node) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type === 'element' && child.tagName === 'table') {
          return {
            type: 'element',
            tagName: 'div',
            properties: {className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table, scrolls sideways'},
            children: [child],
          };
        }
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}
