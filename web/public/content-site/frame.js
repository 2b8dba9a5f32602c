// The content site inside the store's frame: reports its height so the frame needs no scroll bar of
// its own, and asks the store to scroll to an anchor (the frame cannot scroll the store's window).
(function () {
  if (window.parent === window) return;
  var post = function (message) { window.parent.postMessage(Object.assign({ source: 'content-site' }, message), window.location.origin); };
  var report = function () { post({ type: 'height', height: document.documentElement.scrollHeight }); };
  window.addEventListener('load', report);
  new ResizeObserver(report).observe(document.body);
  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[href^="#"]');
    if (!link) return;
    var target = document.getElementById(link.getAttribute('href').slice(1));
    if (!target) return;
    event.preventDefault();
    post({ type: 'anchor', top: target.getBoundingClientRect().top + window.scrollY });
  });
})();
