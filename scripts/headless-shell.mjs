// headless-shell.mjs unpacks Chromium's headless shell, which the npm package
// @sparticuz/chromium ships brotli-compressed, to node_modules/.headless-shell/chromium,
// where the browser tests look for it first (adapters/web/browsertest, FindChromium).
//
// Why: the headless shell is Chromium's Blink and DevTools protocol without a
// browser window's UI. Debian's chromium runs headless as a full browser that
// still draws a window's UI in its browser process and a WebUI renderer; the
// same browser tests cost about a third less CPU in the shell (docs/operations.md,
// "Where the suite's time goes"). The package ships Linux x64 only; elsewhere
// this does nothing and the tests use the system's Chromium.
//
// npm ci runs it (package.json, postinstall); it does nothing when the shell of
// the installed package's version is already there.
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync, chmodSync } from "node:fs";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createBrotliDecompress } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkg = join(root, "node_modules", "@sparticuz", "chromium");
const out = join(root, "node_modules", ".headless-shell");

if (process.platform !== "linux" || process.arch !== "x64") {
  console.log(`headless-shell: none for ${process.platform}/${process.arch}; the browser tests use the system's Chromium`);
  process.exit(0);
}
if (!existsSync(join(pkg, "package.json"))) {
  console.log("headless-shell: @sparticuz/chromium is not installed; the browser tests use the system's Chromium");
  process.exit(0);
}
const version = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8")).version;
const versionFile = join(out, "version");
if (existsSync(join(out, "chromium")) && existsSync(versionFile) && readFileSync(versionFile, "utf8") === version) {
  process.exit(0);
}
mkdirSync(out, { recursive: true });
// Unpacked beside its final name and renamed, so that a test never finds half a binary.
const partial = join(out, `chromium.${process.pid}.partial`);
await pipeline(createReadStream(join(pkg, "bin", "chromium.br")), createBrotliDecompress(), createWriteStream(partial));
chmodSync(partial, 0o755);
renameSync(partial, join(out, "chromium"));
writeFileSync(versionFile, version);
console.log(`headless-shell: Chromium's headless shell ${version} at ${join(out, "chromium")}`);
