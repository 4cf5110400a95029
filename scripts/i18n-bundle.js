// Builds /assets/i18n/{lang}.json from the per-feature files src/features/<feature>/locales/{lang}.json
// (and those of src/api and src/ui),
// so each feature owns its strings and no two features edit one file.
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.join(__dirname, '..', 'src');

function localeFiles(dir = SRC, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) localeFiles(full, found);
    else if (path.basename(dir) === 'locales' && entry.name.endsWith('.json')) found.push(full);
  }
  return found;
}

function merge(target, source, file, trail = []) {
  for (const [key, value] of Object.entries(source)) {
    const here = [...trail, key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (target[key] !== undefined && (typeof target[key] !== 'object' || target[key] === null)) {
        throw new Error(`i18n key ${here.join('.')} in ${file} clashes with a string of the same name`);
      }
      target[key] = merge(target[key] ?? {}, value, file, here);
    } else {
      if (target[key] !== undefined) throw new Error(`i18n key ${here.join('.')} is defined twice (${file})`);
      target[key] = value;
    }
  }
  return target;
}

/** @returns {Record<string, Record<string, unknown>>} translations by language */
function bundleTranslations() {
  const byLanguage = {};
  for (const file of localeFiles()) {
    const lang = path.basename(file, '.json');
    byLanguage[lang] = merge(byLanguage[lang] ?? {}, JSON.parse(fs.readFileSync(file, 'utf8')), file);
  }
  return byLanguage;
}

module.exports = { bundleTranslations, localeFiles };
