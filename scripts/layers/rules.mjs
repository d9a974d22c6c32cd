// @ts-check
/**
 * The layers of src/ and what each may reach, as data for the layering check (check.mjs).
 *
 *   cli/ (and src/cli.ts)     the commands: read the environment, parse options, open the browser
 *     -> sweep/, dataset/, bench/, trace/, episode/harness.ts   harness: may own a Page
 *       -> episode/, policies/, demos/ -> agent/ -> perception/, llm/   the agent path: pixels in, raw input out
 *         -> env/screen.ts   the only env module the agent path sees (the Screen interface)
 *
 * The agent path is screenshot-only (design.md, hard rule 1): it never imports a browser
 * package, the DOM labeller (dataset/) or env/ internals, never loads modules behind the
 * checker's back (require, computed import(), eval), never calls a page method, never
 * touches a DOM global, and never holds a value of a Playwright type. Nothing below cli/
 * imports cli/, agent/ (the generic loop and the Policy contract) does not import
 * policies/ (the implementations), and llm/ (the client, its cache and test server) imports
 * no other folder of src/ (FOLDER_RULES). The environment is read by the CLI and the process
 * entry points only, and passed down as values.
 */

/** Folders whose files are on the agent path (paths relative to the repository root, '/'-separated). */
export const AGENT_PATH_DIRS = ['src/perception/', 'src/llm/', 'src/agent/', 'src/policies/', 'src/demos/', 'src/episode/'];

/**
 * Harness files inside an agent-path folder: they compose the page-owning harness (env/,
 * dataset/) with the agent, or load code the check cannot see (a user's policy module), and
 * are never imported by the agent path.
 */
export const HARNESS_FILES_IN_AGENT_DIRS = ['src/episode/harness.ts', 'src/episode/policy-module.ts'];

/**
 * Which folders a folder may not import, for every file in it (agent path or not): `from`
 * is a folder, `forbid` the folders it must not reach, or `only` the folders it may reach
 * (files directly in src/, like errors.ts, are always allowed). The rule id is reported.
 * @type {{ rule: string; from: string; forbid?: string[]; only?: string[]; why: string }[]}
 */
export const FOLDER_RULES = [
  { rule: 'agent-policies', from: 'src/agent/', forbid: ['src/policies/'], why: 'agent/ (loop, contract) must not depend on policies/ (implementations)' },
  { rule: 'llm-imports', from: 'src/llm/', only: ['src/llm/', 'src/util/'],
    why: 'llm/ (client, cache, test server) is a leaf: the loop and the policies use it, never the other way' },
];

/** Small shared modules any layer may import (errors.ts and seeds.ts lie directly in src/, as shared): paths, progress, redaction, text helpers. */
export const SHARED_DIRS = ['src/util/'];

/** The env/ modules the agent path may import: pixels out, raw input in, no Page. */
export const SCREEN_FILES = ['src/env/screen.ts'];

/** Harness folders: may touch the page; never imported by the agent path. */
export const HARNESS_DIRS = ['src/env/', 'src/dataset/', 'src/sweep/', 'src/bench/', 'src/cli/', 'src/trace/', 'src/gym/', 'src/chaos/'];

/** The entry points at the top: the CLI, and the library's (src/index.ts, src/testing.ts: package.json exports); nothing below imports them. */
export const CLI_FILES = ['src/cli.ts', 'src/index.ts', 'src/testing.ts'];
export const CLI_DIRS = ['src/cli/'];

/**
 * Entry points of processes other than the CLI: like the CLI, they may read the process
 * environment and pass its values down. Nothing else under src/ reads process.env.
 */
export const ENTRY_POINTS = ['src/sweep/host/main.ts', 'src/sweep/runner/playwright.config.ts', 'src/sweep/runner/sweep.spec.ts'];

/** Packages that reach a browser page or a DOM. */
export const PAGE_PACKAGES = ['playwright', 'playwright-core', '@playwright/test', 'puppeteer', 'puppeteer-core', 'jsdom', 'happy-dom', 'linkedom',
  'chrome-remote-interface', 'webdriverio', 'selenium-webdriver'];

/** Where the declarations of those packages' types live (for the type rule). */
export const PAGE_TYPE_FILES = /[\\/]node_modules[\\/](playwright|playwright-core|@playwright[\\/]test|puppeteer|puppeteer-core|jsdom)[\\/]/;

/** Declarations of the DOM library (lib.dom.d.ts and its iterable part). */
export const DOM_LIB_FILES = /[\\/]lib\.dom(\.[a-z]+)*\.d\.ts$/;

/**
 * Members that only a page, a frame, a locator, an element handle or a DOM node has: called
 * or read on the agent path, by name (`page.evaluate`) or by a string key
 * (`page['evaluate']`, `Reflect.get(page, 'evaluate')`), whatever the receiver's type.
 */
export const PAGE_MEMBERS = new Set([
  'evaluate',
  'evaluateHandle',
  'evaluateAll',
  '$eval',
  '$$eval',
  '$',
  '$$',
  'setContent',
  'locator',
  'frameLocator',
  'getByRole',
  'getByText',
  'getByLabel',
  'getByPlaceholder',
  'getByAltText',
  'getByTitle',
  'getByTestId',
  'addScriptTag',
  'addStyleTag',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'mainFrame',
  'childFrames',
  'frames',
  'waitForSelector',
  'waitForFunction',
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'getElementsByClassName',
  'getElementsByTagName',
  'getElementsByName',
  'elementFromPoint',
  'elementsFromPoint',
  'innerHTML',
  'outerHTML',
  'innerText',
  'outerText',
  'textContent',
  'inputValue',
  'contentDocument',
  'contentWindow',
  'ownerDocument',
  'documentElement',
]);

/**
 * Members that are page methods when called but ordinary data when read: `page.content()`
 * returns the page's HTML; `message.content` is a chat message's text.
 */
export const PAGE_CALL_ONLY_MEMBERS = new Set(['content']);

/** Globals that only exist in a page; used on the agent path they mean code meant to run there. */
export const DOM_GLOBAL_NAMES = new Set(['document', 'window', 'self', 'frames', 'parent', 'top', 'opener', 'frameElement', 'localStorage', 'sessionStorage',
  'customElements', 'getComputedStyle', 'DOMParser', 'XMLSerializer', 'MutationObserver']);

/** DOM types whose values only exist in a page (Window, Document, nodes, elements, styles, selections). */
export const DOM_NODE_TYPES =
  /^(Window|Document|DocumentFragment|Node|NodeList|ChildNode|ParentNode|Element|HTMLCollection|ShadowRoot|Text|Attr|(HTML|SVG|MathML)[A-Za-z]*|CSSStyleDeclaration|Range|Selection|Location|History|Navigator)$/;

/** Ways to name the global object, through which `globalThis['document']` reaches a DOM global. */
export const GLOBAL_OBJECT_NAMES = new Set(['globalThis', 'global', 'self', 'window']);
