// @ts-check
/**
 * The layering check, on the TypeScript compiler API (no regular expressions over source
 * text): builds one program of src/ (or of the files given), follows every import —
 * static, `export ... from`, `import type`, literal `import()`, `import('x').T` type
 * queries, `require` — and walks the syntax tree of every file on the agent path with the
 * type checker at hand. The rules are in rules.mjs; `npm run lint:layers` runs it
 * (scripts/lint-layers.mjs).
 *
 * Rules (ids as reported):
 *   page-package      the agent path imports a browser/DOM package (playwright, puppeteer, jsdom, ...)
 *   harness-import    the agent path imports a harness module (env/ other than env/screen.ts, dataset/, sweep/, cli/, bench/)
 *   cli-import        a module outside cli/ imports cli/
 *   agent-policies    agent/ imports policies/
 *   llm-imports       llm/ imports another folder of src/ (it is a leaf)
 *   require           require(), createRequire, module.require, `import x = require()` on the agent path
 *   computed-import   import() of a computed specifier on the agent path
 *   eval              eval(), Function() / new Function() on the agent path
 *   page-member       a page/DOM-only member called or read (`.evaluate`, `['evaluate']`, `.$$`, `.locator`, `.content()`, ...)
 *   dom-global        a DOM global (`document`, `window`, `globalThis['document']`, ...) or a value of a DOM node/window type
 *   computed-global   a computed key on the global object (`globalThis[name]`)
 *   computed-call     a call through a computed key on an untyped value (`(page as any)[name]()`)
 *   page-type         an expression whose type is a Playwright/Puppeteer/jsdom type (Page, Frame, Locator, ElementHandle, ...)
 *   process-env       process.env read outside cli/ and the process entry points (values are passed down instead)
 *
 * @example
 *   const r = checkLayers({ root: '/work/main' })
 *   for (const v of r.violations) console.log(formatViolation(v))
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { AGENT_PATH_DIRS, CLI_DIRS, FOLDER_RULES, CLI_FILES, ENTRY_POINTS, DOM_GLOBAL_NAMES, DOM_LIB_FILES, GLOBAL_OBJECT_NAMES, HARNESS_DIRS,
  HARNESS_FILES_IN_AGENT_DIRS, SHARED_DIRS, DOM_NODE_TYPES, PAGE_CALL_ONLY_MEMBERS, PAGE_MEMBERS, PAGE_PACKAGES, PAGE_TYPE_FILES,
  SCREEN_FILES } from './rules.mjs';

/**
 * @typedef {{ file: string; line: number; col: number; rule: string; message: string }} Violation
 * @typedef {'cli' | 'harness' | 'agent' | 'screen' | 'shared' | 'outside'} Role
 * @typedef {{ spec: string; node: ts.Node; resolved?: string; external: boolean }} ImportEdge
 * @typedef {{
 *   root: string;
 *   files?: string[];
 *   extraFiles?: string[];
 *   pretend?: Map<string, string>;
 * }} CheckOptions
 * @typedef {{ violations: Violation[]; agentPath: string[]; files: number; edges: number }} CheckResult
 */

const posix = (p) => p.split(path.sep).join('/');

/** @param {string} spec */
function packageOf(spec) {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** @param {string} rel @param {string[]} dirs */
const under = (rel, dirs) => dirs.some((d) => rel.startsWith(d));

/**
 * The role of a file by its path in the tree ('/'-separated, relative to the root).
 * @param {string} rel
 * @returns {Role}
 */
export function roleOf(rel) {
  if (CLI_FILES.includes(rel) || under(rel, CLI_DIRS)) return 'cli';
  if (SCREEN_FILES.includes(rel)) return 'screen';
  if (HARNESS_FILES_IN_AGENT_DIRS.includes(rel)) return 'harness';
  if (under(rel, AGENT_PATH_DIRS)) return 'agent';
  if (under(rel, HARNESS_DIRS)) return 'harness';
  if ((rel.startsWith('src/') && !rel.slice(4).includes('/')) || under(rel, SHARED_DIRS)) return 'shared';
  return 'outside';
}

/** @param {string} root */
function compilerOptions(root) {
  const file = path.join(root, 'tsconfig.json');
  const read = ts.readConfigFile(file, ts.sys.readFile);
  if (read.error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(read.error.messageText, '\n')}`);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  return { options: { ...parsed.options, noEmit: true }, fileNames: parsed.fileNames };
}

/**
 * Every module reference of a file, with what it resolves to.
 * @param {ts.SourceFile} sf @param {ts.CompilerOptions} options
 * @returns {{ edges: ImportEdge[]; computed: ts.Node[]; requires: ts.Node[] }}
 */
function moduleReferences(sf, options) {
  /** @type {ImportEdge[]} */
  const edges = [];
  /** @type {ts.Node[]} */
  const computed = [];
  /** @type {ts.Node[]} */
  const requires = [];
  /** @param {string} spec @param {ts.Node} node */
  const add = (spec, node) => {
    const r = ts.resolveModuleName(spec, sf.fileName, options, ts.sys).resolvedModule;
    edges.push({ spec, node, resolved: r?.resolvedFileName, external: Boolean(r?.isExternalLibraryImport) || (!r && packageOf(spec) !== null) });
  };
  /** @param {ts.Node | undefined} n */
  const literal = (n) => (n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : null);
  /** @param {ts.Node} node */
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const s = literal(node.moduleSpecifier);
      if (s !== null) add(s, node);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const s = literal(node.moduleReference.expression);
      if (s !== null) add(s, node);
      requires.push(node);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const s = literal(node.argument.literal);
      if (s !== null) add(s, node);
    } else if (ts.isCallExpression(node)) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isImport || isRequire) {
        const s = literal(node.arguments[0]);
        if (s !== null) add(s, node);
        else if (isImport) computed.push(node);
        if (isRequire) requires.push(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { edges, computed, requires };
}

/** @param {ts.Node} node */
function isInTypePosition(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isTypeNode(n) && !ts.isExpressionWithTypeArguments(n)) return true;
    if (ts.isHeritageClause(n) && n.token === ts.SyntaxKind.ImplementsKeyword) return true;
    if (ts.isStatement(n) || ts.isSourceFile(n)) return false;
  }
  return false;
}

/**
 * The identifier is a name being declared or a member name, not a reference to a binding.
 * @param {ts.Identifier} id
 */
function isDeclarationOrMemberName(id) {
  const p = id.parent;
  if (!p) return true;
  if ((ts.isPropertyAccessExpression(p) && p.name === id) || (ts.isQualifiedName(p) && p.right === id)) return true;
  if ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p) || ts.isPropertySignature(p) || ts.isMethodDeclaration(p) ||
    ts.isMethodSignature(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p) || ts.isEnumMember(p)) && p.name === id) return true;
  if ((ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isFunctionDeclaration(p) || ts.isFunctionExpression(p) ||
    ts.isClassDeclaration(p) || ts.isClassExpression(p) || ts.isInterfaceDeclaration(p) || ts.isTypeAliasDeclaration(p) ||
    ts.isEnumDeclaration(p) || ts.isModuleDeclaration(p) || ts.isTypeParameterDeclaration(p)) && p.name === id) return true;
  if (ts.isBindingElement(p)) return p.name === id || p.propertyName === id;
  if (ts.isImportSpecifier(p) || ts.isExportSpecifier(p) || ts.isImportClause(p) || ts.isNamespaceImport(p) || ts.isLabeledStatement(p)) return true;
  if (ts.isBreakOrContinueStatement(p)) return true;
  return false;
}

/**
 * The member name a property name or a binding uses: `b` in `a.b`, `{ b }`, `{ ['b']: x }`.
 * @param {ts.TypeChecker} checker @param {ts.PropertyName | ts.BindingName} name
 * @returns {string | null}
 */
function memberName(checker, name) {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) return keyValue(checker, name.expression);
  return null;
}

/**
 * The value of a computed key when it is known: a literal (`a['b']`) or an expression of a
 * string literal type (`const k = 'b' as const; a[k]`).
 * @param {ts.TypeChecker} checker @param {ts.Expression} key
 * @returns {string | null}
 */
function keyValue(checker, key) {
  if (ts.isStringLiteralLike(key) || ts.isNumericLiteral(key)) return key.text;
  const t = checker.getTypeAtLocation(key);
  if (t.isStringLiteral()) return t.value;
  return null;
}

/**
 * The expression without parentheses, `as`, `satisfies`, `!` and type assertions.
 * @param {ts.Expression} e
 * @returns {ts.Expression}
 */
function unwrap(e) {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) ||
    ts.isTypeAssertionExpression(e)) e = e.expression;
  return e;
}

/** @param {ts.Type} t */
const isAny = (t) => (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0;

/**
 * Whether a type is (or holds, one level down) a type declared by a page package.
 * @param {ts.TypeChecker} checker @param {ts.Type} t @param {number} depth
 * @returns {string | null} the type's name when it is one
 */
function pageTypeName(checker, t, depth = 0) {
  const syms = [t.aliasSymbol, t.getSymbol()].filter(Boolean);
  const TYPE_SYMBOLS = ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias;
  for (const s of /** @type {ts.Symbol[]} */ (syms)) {
    // Types, not a method's own function type: `page.title` is reported as `page`, a Page.
    if ((s.flags & TYPE_SYMBOLS) && (s.declarations ?? []).some((d) => PAGE_TYPE_FILES.test(d.getSourceFile().fileName))) return s.getName();
  }
  if (t.isUnionOrIntersection()) {
    for (const part of t.types) {
      const n = pageTypeName(checker, part, depth);
      if (n) return n;
    }
  }
  if (depth < 2 && (/** @type {ts.ObjectType} */ (t).objectFlags & ts.ObjectFlags.Reference)) {
    for (const arg of checker.getTypeArguments(/** @type {ts.TypeReference} */ (t))) {
      const n = pageTypeName(checker, arg, depth + 1);
      if (n) return n;
    }
  }
  return null;
}

/**
 * The name of a DOM document/window/node type (declared by the DOM library only) when the
 * type is one or holds one in a union.
 * @param {ts.Type} t
 * @returns {string | null}
 */
function domTypeName(t) {
  if (t.isUnionOrIntersection()) {
    for (const part of t.types) {
      const n = domTypeName(part);
      if (n) return n;
    }
    return null;
  }
  const s = t.aliasSymbol ?? t.getSymbol();
  return s && DOM_NODE_TYPES.test(s.getName()) && isDomOnly(s) ? s.getName() : null;
}

/**
 * Declared only by the DOM library (not also by Node's types, as `performance` or `URL` are).
 * @param {ts.Symbol | undefined} s
 */
function isDomOnly(s) {
  const decls = s?.declarations ?? [];
  return decls.length > 0 && decls.every((d) => DOM_LIB_FILES.test(d.getSourceFile().fileName));
}

/**
 * The AST rules for one agent-path file.
 * @param {ts.SourceFile} sf @param {ts.TypeChecker} checker @param {(node: ts.Node, rule: string, message: string) => void} report
 */
function checkAgentFile(sf, checker, report) {
  /** @param {ts.Expression} e */
  const isGlobalObject = (e) => {
    const x = unwrap(e);
    if (!ts.isIdentifier(x) || !GLOBAL_OBJECT_NAMES.has(x.text)) return false;
    const s = checker.getSymbolAtLocation(x);
    return !s || (s.declarations ?? []).every((d) => d.getSourceFile().isDeclarationFile);
  };

  /** @param {ts.Node} node @param {string} name @param {boolean} called @param {ts.Expression | null} object */
  const member = (node, name, called, object) => {
    if (PAGE_MEMBERS.has(name) || (called && PAGE_CALL_ONLY_MEMBERS.has(name))) {
      report(node, 'page-member', `${called ? 'calls' : 'reads'} \`${name}\`, a page/DOM member`);
    }
    if (object && isGlobalObject(object) && DOM_GLOBAL_NAMES.has(name)) {
      report(node, 'dom-global', `reaches the DOM global \`${name}\` through \`${unwrap(object).getText()}\``);
    }
  };

  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) {
        if (callee.text === 'eval' || callee.text === 'Function') report(node, 'eval', `\`${callee.text}\` runs code the checker cannot see`);
        if (callee.text === 'require' || callee.text === 'createRequire') {
          report(node, 'require', `\`${callee.text}()\` loads modules outside the import graph`);
        }
      }
      if (ts.isPropertyAccessExpression(callee) && ['require', 'createRequire'].includes(callee.name.text)) {
        report(node, 'require', `\`${callee.getText()}()\` loads modules outside the import graph`);
      }
      if (ts.isCallExpression(node) && callee.kind === ts.SyntaxKind.ImportKeyword) {
        const a = node.arguments[0];
        if (!a || !ts.isStringLiteralLike(a)) report(node, 'computed-import', 'import() of a computed specifier: the checker cannot see what it loads');
      }
      if (ts.isCallExpression(node) && ts.isElementAccessExpression(callee) && keyValue(checker, callee.argumentExpression) === null &&
        isAny(checker.getTypeAtLocation(callee.expression)))
      {
        report(node, 'computed-call', `calls a computed member of an untyped value (\`${callee.getText().slice(0, 60)}\`)`);
      }
      // Reflect.get(page, 'evaluate'), Reflect.apply(...)
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'Reflect') {
        const [target, key] = node.arguments;
        if (key) {
          const name = keyValue(checker, key);
          if (name !== null) member(node, name, true, target ?? null);
          else if (target && (isAny(checker.getTypeAtLocation(target)) || isGlobalObject(target))) {
            report(node, 'computed-call', `\`Reflect.${callee.name.text}\` with a computed key on an untyped value`);
          }
        }
      }
    }
    if (ts.isPropertyAccessExpression(node)) {
      const called = ts.isCallExpression(node.parent) && node.parent.expression === node;
      member(node, node.name.text, called, node.expression);
    }
    if (ts.isElementAccessExpression(node)) {
      const called = ts.isCallExpression(node.parent) && node.parent.expression === node;
      const name = keyValue(checker, node.argumentExpression);
      if (name !== null) member(node, name, called, node.expression);
      else if (isGlobalObject(node.expression)) report(node, 'computed-global', `a computed key on \`${unwrap(node.expression).getText()}\``);
    }
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name;
      const name = memberName(checker, key);
      const decl = node.parent.parent;
      const source = ts.isVariableDeclaration(decl) ? decl.initializer : undefined;
      if (name !== null && (PAGE_MEMBERS.has(name) || (PAGE_CALL_ONLY_MEMBERS.has(name) && source && isAny(checker.getTypeAtLocation(source))))) {
        report(node, 'page-member', `takes \`${name}\`, a page/DOM member, out of an object`);
      }
      if (name !== null && source && isGlobalObject(source) && DOM_GLOBAL_NAMES.has(name)) {
        report(node, 'dom-global', `takes the DOM global \`${name}\` out of \`${source.getText()}\``);
      }
    }
    if (ts.isIdentifier(node) && !isDeclarationOrMemberName(node) && !isInTypePosition(node)) {
      const s = checker.getSymbolAtLocation(node);
      if (isDomOnly(s) || (!s && DOM_GLOBAL_NAMES.has(node.text))) report(node, 'dom-global', `\`${node.text}\` is a DOM global`);
    }
    if ((ts.isIdentifier(node) && !isDeclarationOrMemberName(node) && !isInTypePosition(node)) || ts.isPropertyAccessExpression(node) ||
      ts.isElementAccessExpression(node) || ts.isCallExpression(node) || ts.isAwaitExpression(node) ||
      (ts.isParameter(node) && node.type) || (ts.isVariableDeclaration(node) && node.type))
    {
      const at = ts.isParameter(node) || ts.isVariableDeclaration(node) ? node.name : node;
      const type = checker.getTypeAtLocation(at);
      const name = pageTypeName(checker, type);
      if (name) report(node, 'page-type', `\`${at.getText().slice(0, 60)}\` has the page type ${name}`);
      const dom = domTypeName(type);
      if (dom) report(node, 'dom-global', `\`${at.getText().slice(0, 60)}\` has the DOM type ${dom}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

/**
 * Reads of the process environment: `process.env`, `process['env']`, `{ env } = process`,
 * where `process` is Node's global (not a local of that name).
 * @param {ts.SourceFile} sf @param {ts.TypeChecker} checker @param {(node: ts.Node, rule: string, message: string) => void} report
 */
function checkProcessEnv(sf, checker, report) {
  /** @param {ts.Expression} e */
  const isProcess = (e) => {
    const x = unwrap(e);
    if (!ts.isIdentifier(x) || x.text !== 'process') return false;
    const s = checker.getSymbolAtLocation(x);
    return !s || (s.declarations ?? []).every((d) => d.getSourceFile().isDeclarationFile);
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    const read = (ts.isPropertyAccessExpression(node) && node.name.text === 'env' && isProcess(node.expression)) ||
      (ts.isElementAccessExpression(node) && keyValue(checker, node.argumentExpression) === 'env' && isProcess(node.expression)) ||
      (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && isProcess(node.initializer) &&
        node.name.elements.some((b) => memberName(checker, b.propertyName ?? b.name) === 'env'));
    if (read) report(node, 'process-env', 'reads process.env below the CLI: read it in src/cli/ (or a process entry point) and pass the value down');
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

/**
 * Runs every rule over the program of `files` (default: tsconfig.json's files under root)
 * plus `extraFiles`.
 * `pretend` places files (absolute path -> a path like 'src/agent/x.ts') in the tree for
 * the roles, so fixtures outside src/ are checked as if they were agent-path modules.
 * @param {CheckOptions} o
 * @returns {CheckResult}
 */
export function checkLayers(o) {
  const root = path.resolve(o.root);
  const { options, fileNames } = compilerOptions(root);
  const rootNames = [...(o.files ?? fileNames), ...(o.extraFiles ?? [])].map((f) => path.resolve(root, f));
  const program = ts.createProgram({ rootNames, options });
  const checker = program.getTypeChecker();
  const pretend = new Map([...(o.pretend ?? new Map())].map(([k, v]) => [path.resolve(root, k), v]));
  /** @param {string} abs */
  const relOf = (abs) => pretend.get(path.resolve(abs)) ?? posix(path.relative(root, abs));
  /** @param {string} abs */
  const isOurs = (abs) => !abs.includes(`${path.sep}node_modules${path.sep}`) && !posix(path.relative(root, abs)).startsWith('..');

  /** @type {Violation[]} */
  const violations = [];
  const seen = new Set();
  /** @param {ts.Node} node @param {string} rule @param {string} message */
  const report = (node, rule, message) => {
    const sf = node.getSourceFile();
    const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    const file = relOf(sf.fileName);
    const key = `${file}:${line}:${rule}`;
    if (seen.has(key)) return;
    seen.add(key);
    violations.push({ file, line: line + 1, col: character + 1, rule, message });
  };

  const ours = program.getSourceFiles().filter((sf) => !sf.isDeclarationFile && isOurs(sf.fileName));
  const refs = new Map(ours.map((sf) => [path.resolve(sf.fileName), moduleReferences(sf, options)]));
  let edgeCount = 0;

  // Rules that hold for every file: cli/ is the top; the folder rules (agent/ never imports
  // policies/, llm/ is a leaf); only
  // the CLI and the entry points read the environment.
  for (const sf of ours) {
    const from = relOf(sf.fileName);
    const fromRole = roleOf(from);
    if (from.startsWith('src/') && fromRole !== 'cli' && !ENTRY_POINTS.includes(from)) checkProcessEnv(sf, checker, report);
    for (const e of refs.get(path.resolve(sf.fileName))?.edges ?? []) {
      edgeCount++;
      if (!e.resolved || e.external) continue;
      const to = relOf(e.resolved);
      if (roleOf(to) === 'cli' && fromRole !== 'cli') report(e.node, 'cli-import', `${from} imports ${to}: nothing below cli/ imports cli/`);
      for (const r of FOLDER_RULES) {
        if (!from.startsWith(r.from) || !to.startsWith('src/') || !to.slice(4).includes('/')) continue;
        const banned = r.forbid ? under(to, r.forbid) : !under(to, r.only ?? []);
        if (banned) report(e.node, r.rule, `${from} imports ${to}: ${r.why}`);
      }
    }
  }

  // The agent path: its folders and every module of ours they reach.
  const byPath = new Map(ours.map((sf) => [path.resolve(sf.fileName), sf]));
  const queue = ours.filter((sf) => roleOf(relOf(sf.fileName)) === 'agent').map((sf) => path.resolve(sf.fileName));
  const agentPath = new Set();
  while (queue.length) {
    const abs = /** @type {string} */ (queue.pop());
    if (agentPath.has(abs)) continue;
    agentPath.add(abs);
    let sf = byPath.get(abs);
    if (!sf) {
      sf = program.getSourceFile(abs);
      if (!sf) continue;
      byPath.set(abs, sf);
      refs.set(abs, moduleReferences(sf, options));
    }
    const from = relOf(abs);
    const r = /** @type {ReturnType<typeof moduleReferences>} */ (refs.get(abs));
    for (const n of r.requires) report(n, 'require', 'loads a module with require: imports on the agent path are static ESM imports');
    for (const n of r.computed) report(n, 'computed-import', 'import() of a computed specifier: the checker cannot see what it loads');
    for (const e of r.edges) {
      const pkg = packageOf(e.spec);
      if (pkg && PAGE_PACKAGES.includes(pkg)) {
        report(e.node, 'page-package', `${from} imports ${e.spec}: the agent path never reaches a browser page`);
        continue;
      }
      if (!e.resolved || e.external || !isOurs(e.resolved)) continue;
      const to = relOf(e.resolved);
      const role = roleOf(to);
      if (role === 'harness' || role === 'cli') {
        report(e.node, 'harness-import', `${from} imports ${to}: harness code (it may own a Page); the agent path sees env/screen.ts only`);
        continue;
      }
      queue.push(path.resolve(e.resolved));
    }
    checkAgentFile(sf, checker, report);
  }

  violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
  return { violations, agentPath: [...agentPath].map(relOf).sort(), files: ours.length, edges: edgeCount };
}

/** @param {Violation} v */
export const formatViolation = (v) => `${v.file}:${v.line}:${v.col}  ${v.rule}  ${v.message}`;

/**
 * @typedef {{ file: string; rule: string; why: string }} KnownViolation
 */

/**
 * Known violations (baseline): each names a file and a rule, and says why it is still
 * there. A violation matching one does not fail the check; an entry that matches nothing
 * any more is stale and does fail it, so the list only shrinks.
 * @param {string} file
 * @returns {KnownViolation[]}
 */
export function readKnownViolations(file) {
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data) || !data.every((d) => d && typeof d.file === 'string' && typeof d.rule === 'string' && typeof d.why === 'string' && d.why.trim())) {
    throw new Error(`${file}: expected [{ "file", "rule", "why" }], each with a reason`);
  }
  return data;
}

/**
 * @param {Violation[]} violations @param {KnownViolation[]} known
 * @returns {{ fresh: Violation[]; tolerated: Violation[]; stale: KnownViolation[] }}
 */
export function applyKnown(violations, known) {
  const match = (/** @type {Violation} */ v, /** @type {KnownViolation} */ k) => v.file === k.file && v.rule === k.rule;
  return {
    fresh: violations.filter((v) => !known.some((k) => match(v, k))),
    tolerated: violations.filter((v) => known.some((k) => match(v, k))),
    stale: known.filter((k) => !violations.some((v) => match(v, k))),
  };
}
