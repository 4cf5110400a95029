// The version the build announces (Web-Version header, footer, update check): APP_VERSION, else
// package.json's version.
const pkg = require('../package.json');

function appVersion() {
  return process.env.APP_VERSION || pkg.version;
}

module.exports = { appVersion };
