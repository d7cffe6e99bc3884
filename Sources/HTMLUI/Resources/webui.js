// webui client: applies the server's patches, reports what the person does.
(() => {
  "use strict";
  const meta = (name) => document.querySelector(`meta[name="webui-${name}"]`).content;
  let queue = Promise.resolve();
  const post = (url, body, type) => {
    const headers = { "X-Session-Token": meta("token") };
    if (type) headers["Content-Type"] = type;
    queue = queue.then(() => fetch(url, { method: "POST", headers, body })).catch(() => {});
    return queue;
  };
  const report = (event) => post(meta("post"), JSON.stringify(event), "application/json");
  const dataOf = (element) => {
    const data = { ...element.dataset };
    delete data.event;
    return data;
  };

  // Patches, keeping the focused field and its cursor when its element is replaced.
  const apply = (patch) => {
    const element = patch.id ? document.getElementById(patch.id) : null;
    switch (patch.op) {
      case "replace": if (element) element.outerHTML = patch.html; break;
      case "text": if (element) element.textContent = patch.text; break;
      case "append": if (element) element.insertAdjacentHTML("beforeend", patch.html); break;
      case "remove": if (element) element.remove(); break;
      case "attributes":
        if (!element) break;
        for (const [name, value] of Object.entries(patch.set)) {
          element.setAttribute(name, value);
          if (name === "value" && element.value !== value) element.value = value;
        }
        for (const name of patch.remove) element.removeAttribute(name);
        break;
      case "push":
        if (location.pathname + location.search !== patch.url) {
          history.pushState(null, "", patch.url);
          window.scrollTo(0, 0);
        }
        break;
      case "title": document.title = patch.text; break;
      case "reload": location.reload(); break;
    }
  };
  const applyAll = (patches) => {
    const focused = document.activeElement;
    const id = focused && focused.id;
    const selection = id && "selectionStart" in focused ? [focused.selectionStart, focused.selectionEnd] : null;
    patches.forEach(apply);
    const again = id && document.getElementById(id);
    if (again && again !== document.activeElement) {
      again.focus();
      if (selection && again.setSelectionRange) try { again.setSelectionRange(...selection); } catch {}
    }
    observeNew();
  };

  // What is in view: the data-ids of [data-observe] elements, reported when they change.
  const intersecting = new Set();
  const observed = new WeakSet();
  const lastReported = new Map();
  let scheduled = false;
  const reportVisible = () => {
    scheduled = false;
    const byName = new Map();
    document.querySelectorAll("[data-observe]").forEach((element) => {
      const name = element.dataset.observe;
      if (!byName.has(name)) byName.set(name, []);
      if (intersecting.has(element)) byName.get(name).push(element.dataset.id);
    });
    for (const [name, ids] of byName) {
      const key = ids.join(" ");
      if (lastReported.get(name) === key) continue;
      lastReported.set(name, key);
      report({ kind: "visible", name, ids });
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) intersecting.add(entry.target); else intersecting.delete(entry.target);
    }
    if (!scheduled) { scheduled = true; requestAnimationFrame(reportVisible); }
  });
  const observeNew = () => {
    for (const element of intersecting) if (!element.isConnected) intersecting.delete(element);
    document.querySelectorAll("[data-observe]").forEach((element) => {
      if (!observed.has(element)) { observed.add(element); observer.observe(element); }
    });
  };

  document.addEventListener("click", (event) => {
    const element = event.target.closest("[data-event]");
    if (!element || element.matches("input, textarea, select")) return;
    event.preventDefault();
    report({ kind: "click", name: element.dataset.event, data: dataOf(element) });
  });
  document.addEventListener("input", (event) => {
    const element = event.target;
    if (!element.dataset || !element.dataset.event || element.type === "file") return;
    report({ kind: "input", name: element.dataset.event, data: dataOf(element), value: element.value });
  });
  document.addEventListener("change", (event) => {
    const element = event.target;
    if (!element.matches || !element.matches("input[type=file][data-upload]")) return;
    const form = new FormData();
    form.append("name", element.dataset.upload);
    for (const file of element.files) form.append("file", file);
    post(meta("upload"), form);
    element.value = "";
  });
  window.addEventListener("popstate", () => {
    report({ kind: "navigate", path: location.pathname + location.search });
  });

  const stream = new EventSource(meta("stream"));
  stream.addEventListener("patch", (event) => applyAll(JSON.parse(event.data)));
  stream.addEventListener("open", () => { document.documentElement.dataset.live = "true"; });
  stream.addEventListener("error", () => { delete document.documentElement.dataset.live; });
  observeNew();
})();
