// webui client: one WebSocket a tab carries what the person does to the server and the server's
// patches back; a lost connection is announced at once (#connection-status, role=status) and rejoined
// at once, then after 2 s, then every 5 s. Nothing done meanwhile is lost: every report waits in the
// outbox until the server acknowledged it (acks name the report's ref; a report sent twice to the same
// session is applied once). When the server no longer knows the session (it restarted), the tab
// joins a new one at its address and re-sends the form's values and chosen pictures first.
(() => {
  "use strict";
  // The session, its token and its addresses live in the page's meta tags, rewritten on a rejoin. The
  // WebSocket's address names the session, so that a proxy in front of several processes routes it to
  // the one holding it (any other when that one is gone).
  const metaTag = (name) => document.querySelector(`meta[name="webui-${name}"]`);
  const meta = (name) => metaTag(name).content;
  const root = document.documentElement;

  // The connection and its status.
  const status = () => document.getElementById("connection-status");
  const setLive = (live) => {
    if (live) root.dataset.live = "true"; else delete root.dataset.live;
    const region = status();
    if (region) region.textContent = live ? "" : region.dataset.offline;
  };
  const retryDelays = [0, 2000, 5000];
  let attempt = 0;
  let socket = null;
  let joined = false;

  // Reports waiting to go (in order), and those sent but not yet acknowledged.
  let outbox = [];
  let unacknowledged = [];
  let nextRef = 1;
  let uploading = false;
  // Files chosen in the form, in the order the server shows them, to send again to a new session.
  let chosen = [];
  // Files queued or being sent, not yet answered: they count against the form's limit.
  let unanswered = 0;

  const connect = () => {
    joined = false;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}${meta("live")}`);
    socket.addEventListener("open", () => {
      const join = { session: meta("session"), token: meta("token"), path: location.pathname + location.search };
      socket.send(JSON.stringify({ join }));
    });
    socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
    socket.addEventListener("close", (event) => {
      socket = null;
      joined = false;
      setLive(false);
      // Refused (another tab took the session over, or its token is wrong): start a session of our own.
      if (event.code === 1008) metaTag("session").content = "";
      const delay = retryDelays[Math.min(attempt, retryDelays.length - 1)];
      attempt += 1;
      setTimeout(connect, delay);
    });
  };

  // Choices the person made that outlive the page (the list's layout): a click on an element with
  // data-remember="KEY" is kept as the cookie KEY (its data-KEY), which the server draws the next page
  // with, and in localStorage: once the tab has joined a session that did not read the cookie (a new
  // one after a restart), the element of the same KEY and data is clicked again unless it is pressed.
  const remembered = (key) => `webui-${key}`;
  const remember = (element) => {
    const key = element.dataset.remember;
    document.cookie = `${key}=${encodeURIComponent(element.dataset[key] || "")}; path=/; max-age=31536000; SameSite=Strict`;
    try { localStorage.setItem(remembered(key), JSON.stringify(dataOf(element))); } catch {}
  };
  const recall = () => {
    document.querySelectorAll("[data-remember][aria-pressed=false]").forEach((element) => {
      let stored = null;
      try { stored = localStorage.getItem(remembered(element.dataset.remember)); } catch {}
      if (stored === JSON.stringify(dataOf(element))) {
        report({ kind: "click", name: element.dataset.event, data: dataOf(element) });
      }
    });
  };
  let recallAfterScreen = false;

  // A new session's screen is awaited whose form gets what the page's forms hold: what the person
  // typed until then, read when it comes (typing goes on meanwhile), and nothing is sent before it.
  let recovering = false;
  const receive = (message) => {
    if (message.joined) {
      const fresh = message.joined.fresh;
      for (const name of ["session", "token", "live", "upload"]) metaTag(name).content = message.joined[name];
      joined = true;
      attempt = 0;
      setLive(true);
      // Sent but not acknowledged: to the same session they go again under their refs, so that one
      // it had applied counts once; to a new session as new reports, and its form's values whole
      // instead of the keystrokes that typed them.
      outbox = unacknowledged.map((item) => (fresh ? { report: item.report } : item)).concat(outbox);
      unacknowledged = [];
      // A new session's screen comes next: the remembered choices go once it is in.
      if (fresh) recallAfterScreen = true; else recall();
      if (fresh && recoverable().length > 0) {
        recovering = true;
        outbox = outbox.filter((item) => !(item.report && item.report.kind === "input"));
        // The new session's screen comes next; the values go after it, before anything queued.
        return;
      }
      // Back on that new session before its screen came: the values go to it now, from this page.
      if (recovering) {
        recovering = false;
        restore(formValues());
      }
      pump();
    } else if (message.patches) {
      const values = recovering ? formValues() : null;
      recovering = false;
      applyAll(message.patches);
      if (recallAfterScreen) {
        recallAfterScreen = false;
        recall();
      }
      if (values) restore(values);
    } else if (message.ack !== undefined) {
      unacknowledged = unacknowledged.filter((item) => item.ref > message.ack);
    }
  };

  // Sends what waits, in order: a report as a message, an upload as a POST that must be answered
  // before anything after it goes.
  const pump = () => {
    while (joined && !recovering && !uploading && outbox.length > 0 && socket && socket.readyState === WebSocket.OPEN) {
      const item = outbox.shift();
      if (item.file) {
        uploading = true;
        const form = new FormData();
        form.append("name", item.name);
        // The screen the file goes to: the one the upload field is drawn on now (after a restart, the
        // new page's).
        const field = document.querySelector("input[data-upload]");
        const screen = field && screenOf(field);
        if (screen) form.append("screen", screen);
        form.append("file", item.file);
        fetch(meta("upload"), { method: "POST", headers: { "X-Session-Token": meta("token") }, body: form })
          // An unknown session (the server restarted meanwhile) or no answer from it (a proxy's 502, 503
          // or 504: the process is stopping or gone) sends it again after the rejoin; a file too large
          // for the server is said at once; one the form refused (422: no picture)
          // the form says, and it is no longer among the chosen.
          .then((answer) => {
            if (answer.status === 403 || answer.status === 404 || answer.status >= 502) throw new Error("session");
            if (answer.status === 413) refuse([item.file], "tooLarge");
            if (answer.status === 422 && chosen.includes(item.file)) chosen.splice(chosen.indexOf(item.file), 1);
          })
          .then(() => { uploading = false; unanswered -= 1; pump(); })
          .catch(() => { uploading = false; outbox.unshift(item); if (socket) socket.close(); });
        return;
      }
      const ref = item.ref || nextRef++;
      unacknowledged.push({ ref, report: item.report });
      socket.send(JSON.stringify({ ref, event: item.report }));
    }
  };
  const report = (event) => { outbox.push({ report: event }); pump(); };
  // One file a request, each answered once the server has it in the form: they keep their order.
  const sendFile = (name, file) => { unanswered += 1; outbox.push({ name, file }); pump(); };

  // Files the page refuses before sending, said at once under the pictures (#upload-refusals, whose
  // data-too-large, data-too-many and data-not-picture messages have a {file} to name the file).
  const refusals = [];
  const refuse = (files, reason) => {
    const region = document.getElementById("upload-refusals");
    if (!region) return;
    for (const file of files) {
      const index = chosen.indexOf(file);
      if (index >= 0) chosen.splice(index, 1);
      refusals.push((region.dataset[reason] || "{file}").split("{file}").join(file.name));
    }
    region.textContent = refusals.join("\n");
  };

  // What the forms marked `data-recover` hold, to give a new session (the server restarted): each
  // reporting field's value by its id, each pressed choice (`aria-pressed=true`) by its data, and the
  // files chosen for the page's upload field. A field outside such a form (a password) is never kept.
  const recoverable = () => [...document.querySelectorAll("form[data-recover]")];
  const formValues = () => {
    const forms = recoverable();
    if (forms.length === 0) return null;
    const inside = (selector) => forms.flatMap((form) => [...form.querySelectorAll(selector)]);
    const fields = inside("input[data-event], textarea[data-event], select[data-event]")
      .filter((element) => element.type !== "file" && element.id)
      .map((element) => ({ id: element.id, value: element.value }));
    const pressed = inside("[data-event][aria-pressed=true]").map((element) => ({ ...element.dataset }));
    return { fields, pressed, files: chosen.slice() };
  };
  // Reports the values again from the elements of the new page, each with its screen's id.
  const restore = (values) => {
    const forms = recoverable();
    if (!values || forms.length === 0) return;
    const upload = document.querySelector("input[data-upload]");
    // The files queued for the old session are among the chosen, sent again here.
    unanswered -= outbox.filter((item) => item.file).length;
    outbox = outbox.filter((item) => !item.file);
    chosen = upload ? values.files.slice() : [];
    const recovered = [];
    for (const file of chosen) { unanswered += 1; recovered.push({ name: upload.dataset.upload, file }); }
    const choices = forms.flatMap((form) => [...form.querySelectorAll("[data-event]")]);
    for (const data of values.pressed) {
      const element = choices.find((choice) => Object.keys(data).every((key) => choice.dataset[key] === data[key]));
      if (element) recovered.push({ report: { kind: "click", name: element.dataset.event, data: dataOf(element) } });
    }
    for (const field of values.fields) {
      const element = document.getElementById(field.id);
      if (!element || !element.dataset.event) continue;
      element.value = field.value;
      if (field.value !== "") recovered.push({ report: { kind: "input", name: element.dataset.event, data: dataOf(element), value: field.value } });
    }
    outbox = recovered.concat(outbox);
    pump();
  };

  // The id of the screen an element is drawn on: the `data-screen` of the element or its nearest
  // ancestor, else (a dialog over the screen) the page's; none on a page without one.
  const screenOf = (element) => {
    const screen = element.closest("[data-screen]") || document.querySelector("[data-screen]");
    return screen ? screen.dataset.screen : undefined;
  };
  // An element's data-* attributes and its screen's id, so that its report reaches that screen alone.
  const dataOf = (element) => {
    const data = { ...element.dataset };
    delete data.event;
    const screen = screenOf(element);
    if (screen) data.screen = screen;
    return data;
  };

  // Whether the person typed into `element`, focused, more than the server has answered yet: its value
  // is then theirs, and a patch's value (the echo of an earlier keystroke) must not take back what was
  // typed since. Once the server has seen every keystroke, its value stands (a field cleared on submit).
  const typingAhead = (element) =>
    element === document.activeElement && element.dataset.event !== undefined &&
    unacknowledged.concat(outbox).some((item) =>
      item.report && item.report.kind === "input" && item.report.name === element.dataset.event);

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
          if (name === "value" && element.value !== value && !typingAhead(element)) element.value = value;
        }
        for (const name of patch.remove) element.removeAttribute(name);
        break;
      case "push":
        if (location.pathname + location.search !== patch.url) history.pushState(null, "", patch.url);
        break;
      case "address":
        if (location.pathname + location.search !== patch.url) history.replaceState(null, "", patch.url);
        shownPath = patch.url;
        break;
      case "title": document.title = patch.text; break;
      case "reload": location.reload(); break;
    }
  };
  // Where each address was scrolled when its screen was left, and its list's first row then: a screen
  // shown again at its address is scrolled back there if its list starts with the same row (not after
  // a refresh put a new one on top), else to the top, as following a link does.
  history.scrollRestoration = "manual";
  const positions = new Map();
  let shownPath = location.pathname + location.search;
  // The list whose first row anchors that (`data-scroll-anchor`), if the screen has one.
  const firstCell = () => {
    const cell = document.querySelector("[data-scroll-anchor] > *");
    return cell ? cell.id : null;
  };
  const applyAll = (patches) => {
    const focused = document.activeElement;
    const id = focused && focused.id;
    const selection = id && "selectionStart" in focused ? [focused.selectionStart, focused.selectionEnd] : null;
    // A search field replaced while typing (the list becoming the search) keeps what was typed.
    const typed = focused && focused.matches && focused.matches("input[type=search]") ? focused.value : null;
    const newScreen = patches.some((patch) => patch.op === "replace" && patch.id === "screen");
    if (newScreen) positions.set(shownPath, { y: window.scrollY, first: firstCell() });
    patches.forEach(apply);
    if (newScreen) {
      shownPath = location.pathname + location.search;
      const position = positions.get(shownPath);
      window.scrollTo(0, position && position.first === firstCell() ? position.y : 0);
    }
    const again = id && document.getElementById(id);
    if (again && again !== document.activeElement) {
      if (typed !== null && again.matches("input[type=search]")) again.value = typed;
      again.focus();
      if (selection && again.setSelectionRange) try { again.setSelectionRange(...selection); } catch {}
    }
    if (!document.querySelector("input[data-upload]")) chosen = [];
    observeNew();
    syncDialog();
  };

  // Dialogs, as WAI-ARIA's dialog pattern has them: focus moves into the one on top (the overlay's
  // last) and stays there (Tab and Shift+Tab go round it; the screen behind is inert); Escape reports
  // "back", which is what esc means in the terminal and closes it. Enter in a field inside an element
  // with `data-enter="ID"` clicks the element ID (a prompt's confirm, a form's submit). Once no dialog is left, focus returns to the control that opened the first.
  let opener = null;
  let lastClicked = null;
  const topDialog = () => {
    const overlay = document.getElementById("overlay");
    return overlay ? overlay.lastElementChild : null;
  };
  const focusables = (container) => [...container.querySelectorAll("a[href], button, input, textarea, select")]
    .filter((element) => !element.disabled && element.getClientRects().length > 0);
  const syncDialog = () => {
    const dialog = topDialog();
    const screen = document.getElementById("screen");
    if (screen) screen.inert = Boolean(dialog);
    if (dialog) {
      if (!opener) {
        const active = document.activeElement;
        const from = active && active !== document.body ? active : lastClicked;
        opener = from ? { element: from, id: from.id } : null;
      }
      if (!dialog.contains(document.activeElement)) {
        const first = dialog.querySelector("input:not([disabled])") || focusables(dialog)[0];
        if (first) first.focus();
      }
    } else if (opener) {
      const back = opener.element.isConnected ? opener.element : opener.id && document.getElementById(opener.id);
      opener = null;
      if (back) back.focus();
    }
  };
  document.addEventListener("keydown", (event) => {
    if (event.isComposing) return;
    const dialog = topDialog();
    const target = event.target;
    if (dialog && event.key === "Escape") {
      event.preventDefault();
      report({ kind: "click", name: "back", data: {} });
    } else if (dialog && event.key === "Tab") {
      const inside = focusables(dialog);
      if (inside.length === 0) return;
      const index = inside.indexOf(document.activeElement);
      const next = event.shiftKey
        ? (index <= 0 ? inside[inside.length - 1] : null)
        : (index < 0 || index === inside.length - 1 ? inside[0] : null);
      if (next) { event.preventDefault(); next.focus(); }
    } else if (event.key === "Enter" && target.matches("input") && target.closest("[data-enter]")) {
      const button = document.getElementById(target.closest("[data-enter]").dataset.enter);
      if (button) { event.preventDefault(); button.click(); }
    }
  });

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
      if (!byName.has(name)) byName.set(name, { ids: [], data: {} });
      const seen = byName.get(name);
      const screen = screenOf(element);
      if (screen) seen.data.screen = screen;
      if (intersecting.has(element)) seen.ids.push(element.dataset.id);
    });
    for (const [name, { ids, data }] of byName) {
      const key = `${data.screen || ""} ${ids.join(" ")}`;
      if (lastReported.get(name) === key) continue;
      lastReported.set(name, key);
      report({ kind: "visible", name, data, ids });
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

  // A link the session follows itself (`data-follow`: a screen opened from another's page) reports its
  // address as a navigation, as the browser's back and forward do; with a modifier it is the browser's.
  document.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-follow]");
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    report({ kind: "navigate", path: link.getAttribute("href") });
  });
  document.addEventListener("click", (event) => {
    const element = event.target.closest("[data-event]");
    if (!element || element.matches("input, textarea, select")) return;
    // A link clicked with a modifier (a new tab, a new window, a download) is the browser's.
    if (element.matches("a[href]") && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    if (element.dataset.remember) remember(element);
    // An element that shows what is on top (`data-scroll="top"`) takes the page there.
    if (element.dataset.scroll === "top") window.scrollTo(0, 0);
    lastClicked = element;
    if (element.dataset.event === "remove-image") chosen.splice(Number(element.dataset.index), 1);
    report({ kind: "click", name: element.dataset.event, data: dataOf(element) });
  });
  // A live form (`data-live`, a search) opens its address as it is typed: each change reports the
  // address the form would submit to, as a navigation; without the script the form submits itself.
  const liveAddress = (form) => {
    const query = [...new FormData(form)].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    return `${new URL(form.action, location.href).pathname}?${query.join("&")}`;
  };
  // A form with `data-submit="NAME"` reports its submission (Enter in one of its fields, or its submit
  // button) as the event NAME, its other data-* attributes as data; its fields report their own values.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (form.matches("form[data-live]")) {
      event.preventDefault();
      report({ kind: "navigate", path: liveAddress(form) });
    } else if (form.matches("form[data-submit]")) {
      event.preventDefault();
      const data = dataOf(form);
      delete data.submit;
      report({ kind: "submit", name: form.dataset.submit, data });
    }
  });
  document.addEventListener("input", (event) => {
    const element = event.target;
    if (element.form && element.form.matches("form[data-live]")) {
      report({ kind: "navigate", path: liveAddress(element.form) });
      return;
    }
    if (!element.dataset || !element.dataset.event || element.type === "file") return;
    report({ kind: "input", name: element.dataset.event, data: dataOf(element), value: element.value });
  });
  document.addEventListener("change", (event) => {
    const element = event.target;
    if (!element.matches || !element.matches("input[type=file][data-upload]")) return;
    const limits = element.dataset;
    // The pictures already in the form are the children of the element `data-previews` names.
    const previews = document.getElementById(limits.previews);
    let room = Number(limits.maxCount) - (previews ? previews.children.length : 0) - unanswered;
    refusals.length = 0;
    const refused = { notPicture: [], tooLarge: [], tooMany: [] };
    for (const file of element.files) {
      if (file.type && file.type !== "image/png" && file.type !== "image/jpeg") refused.notPicture.push(file);
      else if (file.size > Number(limits.maxBytes)) refused.tooLarge.push(file);
      else if (room <= 0) refused.tooMany.push(file);
      else { room -= 1; chosen.push(file); sendFile(limits.upload, file); }
    }
    const region = document.getElementById("upload-refusals");
    if (region) region.textContent = "";
    for (const [reason, files] of Object.entries(refused)) if (files.length > 0) refuse(files, reason);
    element.value = "";
  });
  window.addEventListener("popstate", () => {
    report({ kind: "navigate", path: location.pathname + location.search });
  });

  setLive(false);
  const region = status();
  if (region) region.textContent = "";
  connect();
  observeNew();
  syncDialog();
})();
