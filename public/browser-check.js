/*
 * Runs before the app bundle, in every browser, as a classic ES5 script (the CSP forbids inline
 * scripts). §5: an old Internet Explorer goes to /no-support. Such a browser cannot run the
 * bundle at all, so on the notice pages this script also shows the notice itself, in the
 * remembered language, from the same translation files the app uses (/assets/i18n/{lang}.json).
 * When the bundle does run, React replaces this content with the same page.
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- ES5 has no catch clause without a binding */
(function () {
  'use strict';
  var ua = window.navigator.userAgent || '';
  if (!/MSIE |Trident\//.test(ua)) return;

  var path = window.location.pathname;
  if (path.indexOf('/no-support') !== 0) {
    window.location.replace('/no-support');
    return;
  }

  var infoPage = path.indexOf('/no-support/info/background-upload-clips') === 0;
  var language = 'en';
  try {
    var stored = window.localStorage.getItem('takeflow.language');
    if (stored === 'fr' || stored === 'es') language = stored;
  } catch (e) {
    // Storage can be blocked; English is the default (§9).
  }

  function add(parent, tag, text, attributes) {
    var element = document.createElement(tag);
    if (text) element.appendChild(document.createTextNode(text));
    for (var name in attributes) {
      if (!Object.prototype.hasOwnProperty.call(attributes, name)) continue;
      // A style attribute is refused by the Content Security Policy (no 'unsafe-inline'); the
      // same declarations set through the element's style object are not.
      if (name === 'style') element.style.cssText = attributes[name];
      else element.setAttribute(name, attributes[name]);
    }
    parent.appendChild(element);
    return element;
  }

  function render(strings) {
    var root = document.getElementById('root');
    if (!root || root.hasChildNodes()) return;
    document.documentElement.setAttribute('lang', language);
    var main = add(root, 'main', '', {
      style: 'max-width:640px;margin:64px auto;padding:0 24px;font-family:Segoe UI,Arial,sans-serif;line-height:1.5;color:#1b1b1f',
    });
    if (infoPage) {
      var upload = strings.backgroundUpload;
      add(main, 'h1', upload.title, {});
      add(main, 'p', upload.intro, {});
      add(main, 'p', upload.requirement, {});
      add(main, 'p', upload.advice, {});
      add(main, 'a', upload.back, { href: '/no-support' });
    } else {
      var notice = strings.noSupport;
      add(main, 'h1', notice.title, {});
      add(main, 'p', notice.intro, {});
      add(main, 'p', notice.advice, {});
      add(main, 'a', notice.backgroundUploadLink, { href: '/no-support/info/background-upload-clips' });
    }
  }

  function whenReady(fn) {
    if (document.readyState === 'complete' || document.readyState === 'interactive') fn();
    else if (document.addEventListener) document.addEventListener('DOMContentLoaded', fn);
    else window.attachEvent('onload', fn);
  }

  var request = new XMLHttpRequest();
  request.open('GET', '/assets/i18n/' + language + '.json', true);
  request.onreadystatechange = function () {
    if (request.readyState !== 4 || request.status !== 200) return;
    var strings;
    try {
      strings = JSON.parse(request.responseText).chrome;
    } catch (e) {
      return;
    }
    whenReady(function () {
      render(strings);
    });
  };
  request.send();
})();
