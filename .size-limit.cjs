// Size budgets of the published packages, min+gzip, React excluded (a peer dependency).
// Measured by `npm run size` after `npm run build`; the figures are in the issue notes.
const external = ['react', 'react-dom', 'react/jsx-runtime'];

module.exports = [
  { name: '@edupay/ui: all primitives', path: 'packages/ui/dist/index.js', import: '*', ignore: external, gzip: true, limit: '30 KB' },
  { name: '@edupay/ui: Button alone', path: 'packages/ui/dist/index.js', import: '{ Button }', ignore: external, gzip: true, limit: '24 KB' },
  { name: '@edupay/ui: styles.css', path: 'packages/ui/dist/styles.css', gzip: true, limit: '8 KB' },
];
