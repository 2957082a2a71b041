// Writes src/features/ui/mantine-public-styles.ts: the Mantine stylesheets of
// the components that code outside the back office can render, instead of all
// of Mantine's (docs/performance.md). The set is found, not kept by hand:
// every '@mantine/core' name imported by a file outside src/features/admin and
// src/app/[lng]/admin, then each component those import inside Mantine (Select
// brings Combobox, Popover, Input, ScrollArea...), and the core components the
// notifications and dropzone packages render; a component whose stylesheet the
// importing file loads itself is left to that file (the drop zone's, loaded
// only on pages with a file field). The imports keep the order of Mantine's
// own bundle, where a component follows those it builds on.
//   node scripts/mantine-public-styles.mjs           rewrites the file
//   node scripts/mantine-public-styles.mjs --check   exits 1 when it is stale
// tests/unit/mantine-public-styles.test.ts runs the check in the test command.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const core = path.join(repo, 'node_modules/@mantine/core');
const target = path.join(repo, 'src/features/ui/mantine-public-styles.ts');
const backOffice = [path.join(repo, 'src/features/admin'), path.join(repo, 'src/app/[lng]/admin')];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return backOffice.includes(full) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from `from` (type-only imports carry no styles). */
function importedNames(source, from) {
  const names = [];
  for (const match of source.matchAll(
    new RegExp(`import\\s*\\{([^}]+)\\}\\s*from\\s*['"]${from}['"]`, 'g'),
  )) {
    if (/^import\s+type/.test(match[0])) continue;
    for (const part of match[1].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** The component (and utility) directories reachable from the named exports of @mantine/core. */
function componentDirectories(names) {
  const index = fs.readFileSync(path.join(core, 'esm/index.mjs'), 'utf8');
  const seen = new Set();
  const directories = new Set();
  const walk = (file) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const inside = file.match(/\/(?:components|utils)\/(.+)\/[^/]+$/);
    if (inside) for (const dir of inside[1].split('/')) directories.add(dir);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+\.mjs)"/g))
      walk(path.join(path.dirname(file), match[1]));
  };
  for (const name of names) {
    const match = index.match(
      new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "(\\./[^"]+)"`),
    );
    if (match) walk(path.join(core, 'esm', match[1]));
  }
  return directories;
}

/** Position of a component's first class in Mantine's bundle (its place in the cascade). */
function bundleOrder() {
  const bundle = fs.readFileSync(path.join(core, 'styles.layer.css'), 'utf8');
  return (name) => {
    const first = fs
      .readFileSync(path.join(core, `styles/${name}.layer.css`), 'utf8')
      .match(/\.m_[0-9a-f]{8}/);
    const at = first ? bundle.indexOf(`${first[0]} `) : -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
}

/** The '@mantine/core' names the files of a Mantine extension package import (the core components it renders). */
function coreNamesOf(pkg) {
  const dir = path.join(repo, `node_modules/${pkg}/esm`);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .flatMap((file) =>
      importedNames(fs.readFileSync(path.join(dir, file), 'utf8'), '@mantine/core'),
    );
}

export function publicMantineStyles() {
  const names = new Set();
  let notifications = false;
  for (const file of sourceFiles(path.join(repo, 'src'))) {
    if (file === target) continue;
    const source = fs.readFileSync(file, 'utf8');
    // A file that loads a component's stylesheet itself (the drop zone's file) keeps it out of every page's CSS.
    const own = new Set(
      [...source.matchAll(/import\s+'@mantine\/core\/styles\/(\w+)\.layer\.css'/g)].map(
        (m) => m[1],
      ),
    );
    const add = (name) => {
      if (!own.has(name)) names.add(name);
    };
    importedNames(source, '@mantine/core').forEach(add);
    if (importedNames(source, '@mantine/notifications').length) notifications = true;
    if (importedNames(source, '@mantine/dropzone').length)
      coreNamesOf('@mantine/dropzone').forEach(add);
  }
  if (notifications) coreNamesOf('@mantine/notifications').forEach((name) => names.add(name));
  const order = bundleOrder();
  const components = [...componentDirectories(names)]
    .filter((name) => fs.existsSync(path.join(core, `styles/${name}.layer.css`)))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const lines = [
    '/*',
    ' * Generated by scripts/mantine-public-styles.mjs: do not edit. The Mantine',
    ' * stylesheets of the components the public site and the member area can',
    " * render (everything outside the back office), in Mantine's own order: about",
    ' * half the size of all of Mantine, render-blocking on every public page',
    ' * (docs/performance.md). The back office imports all of it',
    ' * (mantine-styles.ts). A test fails when this list is stale.',
    ' */',
    "import '@mantine/core/styles/baseline.layer.css';",
    "import '@mantine/core/styles/default-css-variables.layer.css';",
    "import '@mantine/core/styles/global.layer.css';",
    ...components.map((name) => `import '@mantine/core/styles/${name}.layer.css';`),
    ...(notifications ? ["import '@mantine/notifications/styles.layer.css';"] : []),
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const wanted = publicMantineStyles();
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error(
        `${path.relative(repo, target)} is stale: run node scripts/mantine-public-styles.mjs`,
      );
      process.exit(1);
    }
  } else {
    fs.writeFileSync(target, wanted);
    console.log(`wrote ${path.relative(repo, target)}`);
  }
}
