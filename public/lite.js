// The interactive parts of a lite public page (docs/policies/lite-pages.md): the page came from
// the page cache without the framework's scripts (src/server/cache/lite-page.mjs), and this file
// does what the header, the carousel, the seats box and the view counter's React islands do, on
// the same markup. When the visitor needs what only the app has (a logged-in member's menu, a
// member dialog, a full training's waiting list), it puts the markup back as the server rendered
// it and starts the app's scripts, listed in the page; the page then hydrates like any other.
(function () {
  'use strict';
  var doc = document;
  /** Set once the app's scripts are started: a promise of its hydration. */
  var app = null;
  /** What puts the server's markup back, run before the app hydrates. */
  var undo = [];
  var STICKY_AFTER_PX = 130;
  var BACK_TO_TOP_AFTER_PX = 500;
  var SLIDE_MS = 6000;
  var PAUSE_ICON = 'M3 2h3v10H3zM8 2h3v10H8z';
  var PLAY_ICON = 'M3 1.5l9 5.5-9 5.5z';
  var YEAR_SECONDS = 365 * 24 * 60 * 60;
  var CHUNK_RELOAD_KEY = 'asc-chunk-reload-at';

  /**
   * A script of the app that cannot be fetched (a new version deployed since the page came):
   * the page reloads once, at most every 60 s, as ChunkReload does (src/features/layout/chunk-reload.tsx).
   */
  function reloadOnce() {
    var now = Date.now();
    try {
      if (now - (Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0) < 60000) return;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    } catch {
      return;
    }
    location.reload();
  }

  function startApp() {
    if (app) return app;
    app = new Promise(function (resolve) {
      if (doc.documentElement.dataset.app === 'ready') resolve();
      else addEventListener('asc:app-ready', resolve, { once: true });
    });
    undo.splice(0).reverse().forEach(function (fn) {
      fn();
    });
    // The build's stylesheets the page's one /lite.css stands for, back as React rendered them
    // (it finds its links and loads nothing twice); /lite.css stays, so nothing unstyles meanwhile.
    var one = doc.querySelector('link[rel="stylesheet"][href^="/lite.css"]');
    var styles = doc.getElementById('asc-app-styles');
    JSON.parse((styles && styles.textContent) || '[]').forEach(function (style) {
      var link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = style.href;
      if (style.precedence) link.setAttribute('data-precedence', style.precedence);
      if (one) one.before(link);
      else doc.head.appendChild(link);
    });
    var list = doc.getElementById('asc-app-scripts');
    JSON.parse((list && list.textContent) || '[]').forEach(function (src) {
      var script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.onerror = reloadOnce;
      doc.body.appendChild(script);
    });
    return app;
  }

  /** Resolves with what `find` returns once it returns something (checked each frame, 5 s at most). */
  function whenThere(find) {
    return new Promise(function (resolve) {
      var until = Date.now() + 5000;
      (function look() {
        var found = find();
        if (found || Date.now() > until) resolve(found);
        else requestAnimationFrame(look);
      })();
    });
  }

  // The language switch: the choice in the cookie, the page again in that language.
  function switchLanguage(button) {
    if (button.getAttribute('aria-pressed') === 'true') return;
    var lng = button.getAttribute('lang');
    doc.cookie = 'i18next=' + lng + '; path=/; max-age=' + YEAR_SECONDS + '; samesite=lax';
    location.replace(
      location.pathname.replace(/^\/(th|en)(?=\/|$)/, '') + location.search || '/',
    );
  }

  // The main menu's groups: disclosures opened by click, hover or keyboard, closed by Escape or by leaving.
  function navGroup(group) {
    var button = group.querySelector('button[aria-controls]');
    var list = button && doc.getElementById(button.getAttribute('aria-controls'));
    if (!list) return;
    var byHover = false;
    function set(open) {
      if (app) return;
      button.setAttribute('aria-expanded', String(open));
      list.hidden = !open;
    }
    var isOpen = function () {
      return button.getAttribute('aria-expanded') === 'true';
    };
    group.addEventListener('mouseenter', function () {
      byHover = !isOpen();
      set(true);
    });
    group.addEventListener('mouseleave', function () {
      set(false);
    });
    group.addEventListener('focusout', function (e) {
      if (!group.contains(e.relatedTarget)) set(false);
    });
    group.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && isOpen()) {
        set(false);
        button.focus();
      }
    });
    button.addEventListener('click', function () {
      var openedByHover = byHover;
      byHover = false;
      set(openedByHover || !isOpen());
    });
    list.addEventListener('click', function (e) {
      if (e.target.closest('a')) set(false);
    });
    undo.push(function () {
      button.setAttribute('aria-expanded', 'false');
      list.hidden = true;
    });
  }

  // The phone menu: a native modal dialog.
  function drawer(dialog) {
    var opener = doc.querySelector('[data-drawer-open]');
    if (opener)
      opener.addEventListener('click', function () {
        if (!app) dialog.showModal();
      });
    dialog.addEventListener('click', function (e) {
      if (app) return;
      if (e.target === dialog || e.target.closest('[data-drawer-close]') || e.target.closest('a'))
        dialog.close();
    });
    undo.push(function () {
      if (dialog.open) dialog.close();
    });
  }

  // The sticky main bar and the back-to-top button, both after some scroll.
  function scrollParts() {
    var bar = doc.querySelector('[data-sticky-bar]');
    var spacer = doc.querySelector('[data-sticky-spacer]');
    var top = doc.querySelector('[data-back-to-top]');
    function update() {
      var sticky = scrollY > STICKY_AFTER_PX;
      if (bar) bar.setAttribute('data-sticky', String(sticky));
      if (spacer) spacer.hidden = !sticky;
      if (top) top.hidden = !(scrollY > BACK_TO_TOP_AFTER_PX);
    }
    // The markup is right for the top of the page; a restored scroll position fires a scroll event.
    // (Reading scrollY now would force a layout before the first paint.)
    addEventListener('scroll', update, { passive: true });
    if (top)
      top.addEventListener('click', function () {
        if (app) return;
        top.blur();
        scrollTo({ top: 0 });
      });
    undo.push(function () {
      removeEventListener('scroll', update);
      if (bar) bar.setAttribute('data-sticky', 'false');
      if (spacer) spacer.hidden = true;
      if (top) top.hidden = true;
    });
  }

  // The home page banners: as BannerCarousel (src/features/content/banner-carousel.tsx).
  function carousel(root) {
    var track = root.querySelector('[data-carousel-track]');
    var slides = [].slice.call(root.querySelectorAll('[data-carousel-slide]'));
    var dots = [].slice.call(root.querySelectorAll('[data-carousel-dot]'));
    var toggle = root.querySelector('[data-testid="carousel-play-pause"]');
    if (!track || !toggle || slides.length < 2) return;
    var reduced = matchMedia('(prefers-reduced-motion: reduce)');
    var choice = null;
    var held = false;
    var current = 0;
    var timer = 0;
    var playing = function () {
      return choice === null ? !reduced.matches : choice;
    };
    var indexNow = function () {
      return Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
    };
    function goTo(index) {
      var n = slides.length;
      track.scrollTo({ left: (((index % n) + n) % n) * track.clientWidth });
    }
    function show() {
      slides.forEach(function (slide, i) {
        slide.inert = i !== current;
      });
      dots.forEach(function (dot, i) {
        dot.setAttribute('aria-current', String(i === current));
      });
    }
    function render() {
      var on = playing();
      var rotating = on && !held && !app;
      track.setAttribute('aria-live', rotating ? 'off' : 'polite');
      toggle.setAttribute('aria-label', on ? root.dataset.pauseLabel : root.dataset.playLabel);
      var icon = toggle.querySelector('path');
      if (icon) icon.setAttribute('d', on ? PAUSE_ICON : PLAY_ICON);
      clearInterval(timer);
      timer = 0;
      if (rotating) {
        timer = setInterval(function () {
          if (!doc.hidden) goTo(indexNow() + 1);
        }, SLIDE_MS);
        root.setAttribute('data-timer', 'on');
      } else root.removeAttribute('data-timer');
    }
    track.addEventListener(
      'scroll',
      function () {
        if (app) return;
        current = indexNow();
        show();
      },
      { passive: true },
    );
    root.addEventListener('mouseenter', function () {
      held = true;
      render();
    });
    root.addEventListener('mouseleave', function () {
      held = false;
      render();
    });
    root.addEventListener('focusin', function (e) {
      held = !e.target.dataset.rotationControl;
      render();
    });
    root.addEventListener('focusout', function (e) {
      if (!root.contains(e.relatedTarget)) {
        held = false;
        render();
      }
    });
    root.addEventListener('click', function (e) {
      if (app) return;
      var target = e.target.closest('button');
      if (!target) return;
      if (target === toggle) {
        choice = !playing();
        render();
      } else if (target.hasAttribute('data-carousel-prev')) goTo(current - 1);
      else if (target.hasAttribute('data-carousel-next')) goTo(current + 1);
      else if (dots.indexOf(target) >= 0) goTo(dots.indexOf(target));
    });
    reduced.addEventListener('change', render);
    show();
    render();
    undo.push(function () {
      clearInterval(timer);
      root.removeAttribute('data-timer');
      reduced.removeEventListener('change', render);
      track.scrollLeft = 0;
      current = 0;
      show();
      track.setAttribute('aria-live', 'off');
      toggle.setAttribute('aria-label', root.dataset.pauseLabel);
      var icon = toggle.querySelector('path');
      if (icon) icon.setAttribute('d', PAUSE_ICON);
    });
  }

  // The member part of the top bar: a guest's links here; a member's menu is the app's.
  function memberBar(bar) {
    fetch('/api/v1/member/session', { credentials: 'same-origin', cache: 'no-store' })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .catch(function () {
        return null;
      })
      .then(function (member) {
        if (app) return;
        if (member) {
          startApp();
          return;
        }
        var links = [
          ['/login', bar.dataset.loginLabel],
          ['/register', bar.dataset.registerLabel],
        ].map(function (pair) {
          var a = doc.createElement('a');
          a.href = pair[0];
          a.className = bar.dataset.linkClass || '';
          a.textContent = pair[1];
          a.setAttribute('data-lite-member-link', '');
          bar.appendChild(a);
          return a;
        });
        undo.push(function () {
          links.forEach(function (a) {
            a.remove();
          });
        });
      });
    // The links open the app's dialogs: start it, then hand the click on to its own link.
    bar.addEventListener('click', function (e) {
      var link = e.target.closest('[data-lite-member-link]');
      if (!link) return;
      e.preventDefault();
      var href = link.getAttribute('href');
      startApp()
        .then(function () {
          return whenThere(function () {
            return bar.querySelector('a[href="' + href + '"]:not([data-lite-member-link])');
          });
        })
        .then(function (own) {
          if (own) own.click();
          else location.href = href;
        });
    });
  }

  // A training's seats, live (the page itself is cached); a change of state is the app's to show.
  function seats(el) {
    var state = el.dataset.state;
    if (state === 'full') {
      startApp();
      return;
    }
    var limit = Number(el.dataset.seatLimit);
    fetch('/api/v1/services/registered_quantity/' + el.dataset.trainingId, { cache: 'no-store' })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (answer) {
        if (app || !answer || typeof answer.registered_quantity !== 'number') return;
        var left = Math.max(0, limit - answer.registered_quantity);
        if (state === 'open' && left === 0) {
          startApp();
          return;
        }
        var before = el.textContent;
        el.textContent = el.dataset.seatsTemplate
          .replace('{left}', String(left))
          .replace('{limit}', String(limit));
        undo.push(function () {
          el.textContent = before;
        });
      })
      .catch(function () {});
  }

  doc.addEventListener('click', function (e) {
    if (app || !e.target.closest) return;
    var language = e.target.closest('[data-lang-switch] button[lang]');
    if (language) switchLanguage(language);
  });
  [].forEach.call(doc.querySelectorAll('[data-nav-group]'), navGroup);
  var dialog = doc.querySelector('[data-drawer]');
  if (dialog) drawer(dialog);
  scrollParts();
  [].forEach.call(doc.querySelectorAll('[data-testid="banner-carousel"]'), carousel);
  var bar = doc.querySelector('[data-member-bar]');
  if (bar) memberBar(bar);
  var seatsBox = doc.querySelector('[data-seats-template]');
  if (seatsBox) seats(seatsBox);
  [].forEach.call(doc.querySelectorAll('[data-view-path]'), function (el) {
    fetch(el.dataset.viewPath, { method: 'PUT', keepalive: true }).catch(function () {});
  });
})();
