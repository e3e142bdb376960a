// No placeholder of any kind reaches readers.
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX|lorem ipsum|coming soon|insert here|to be written|under construction)\b/i;

export default {
  id: 'placeholders',
  run({all}) {
    const problems = [];
    for (const source of all) {
      source.lines.forEach((line, index) => {
        const match = PLACEHOLDER.exec(line);
        if (match) problems.push({rel: source.rel, line: index + 1, column: match.index + 1, message: `placeholder text "${match[0]}": write the content, or leave the sentence out until it exists`});
      });
    }
    return problems;
  },
};
