import Foundation
import Testing
import WebServer

/// The app in a real browser: headless Chromium through chromedriver browses, switches to GRID,
/// scrolls to the end of the list, opens a detail and comes back to where it was, searches, registers
/// a product with pictures chosen as a phone chooses them (in order, refusals said at once), sees it
/// after a reload (still in GRID) and in another tab, edits it through the action sheet and an alert,
/// and deletes it, by keyboard where a person would (Space, Tab, Escape, Enter). Then it holds twenty
/// tabs live at once, restarts the server under a half-filled form, which the tab rejoins by itself and
/// submits once, and shows the list at a phone's width; on each I/O backend (`openmarket web --io`),
/// one after the other. Screenshots of each screen go to
/// `.build/browser-screenshots/`; axe-core checks the same screens in `AccessibilityTests`.
extension RealBrowserTests {
    @Suite("Every flow in a real browser")
    struct BrowserTests {
        @Test(
            "browse, GRID, scroll to the end, detail, search, register with pictures, edit, delete; twenty tabs; a restart",
            .timeLimit(.minutes(5)), .serialized, arguments: IOBackend.available)
        func everyFlow(io: IOBackend) async throws {
            let running = try await RunningApp(language: .korean, io: io)
            // The server stops when the app goes; it is kept until the browser is done with it.
            defer { withExtendedLifetime(running) {} }
            try await SharedBrowser.withTab(width: 1200, height: 900) { browser in
                do {
                    try await walk(running, browser)
                    try await twentyTabs(running, browser)
                    try await restart(running, browser)
                } catch {
                    try? await browser.screenshot(
                        to: BrowserTier.screenshots.appendingPathComponent("failure.png"))
                    throw error
                }
            }
        }

        private func snap(_ browser: WebDriver, _ name: String) async throws {
            try await browser.screenshot(
                to: BrowserTier.screenshots.appendingPathComponent("\(name).png"))
        }

        private func walk(_ running: RunningApp, _ browser: WebDriver) async throws {
            try await browser.open(await running.base + "/")
            try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
            #expect(try await browser.run("return document.documentElement.lang;") as? String == "ko")
            #expect(
                try await browser.run("return document.querySelectorAll('li.cell').length;") as? Int == 20)
            try await snap(browser, "1-list")

            // The original price: red and struck through, by its computed style.
            let struck =
                try await browser.run(
                    """
                    const price = document.querySelector('del.tone-struck');
                    const style = getComputedStyle(price);
                    return [style.color, style.textDecorationLine];
                    """) as? [String]
            #expect(struck == ["rgb(197, 34, 31)", "line-through"])
            // Sold out: orange, dark enough to read (5:1 on white).
            #expect(
                try await browser.run(
                    "return getComputedStyle(document.querySelector('.tone-warning')).color;")
                    as? String == "rgb(180, 83, 9)")

            // GRID: a responsive grid, several columns on a wide window.
            try await browser.click("button[data-layout=grid]")
            try await browser.wait(for: "document.getElementById('products').classList.contains('grid')")
            let columns = try await browser.run(
                "return getComputedStyle(document.getElementById('products')).gridTemplateColumns.split(' ').length;"
            )
            #expect((columns as? Int ?? 0) >= 4)
            try await snap(browser, "2-grid")

            // Scrolling natively to the end loads every page, each product once: the page scrolls itself
            // to the bottom again each time the document changes (a page of products arrived), until
            // the list says it is at its end. It gives up only when the document stopped changing for 30 s;
            // the whole is bounded by the session's script timeout (120 s), generous for 240 products
            // that load in seconds.
            let reachedEnd = try await browser.runAsync(
                """
                const atEnd = () => document.querySelector('#list-status .end') !== null;
                const toBottom = () => window.scrollTo(0, document.body.scrollHeight);
                const finish = (reached) => { observer.disconnect(); clearTimeout(quiet); done(reached); };
                // A guard against a list that stops loading, never a bound on one that loads slowly:
                // it fails only after 30 s in which the document did not change.
                let quiet = setTimeout(() => finish(atEnd()), 30000);
                const observer = new MutationObserver(() => {
                    if (atEnd()) { finish(true); return; }
                    clearTimeout(quiet);
                    quiet = setTimeout(() => finish(atEnd()), 30000);
                    toBottom();
                });
                observer.observe(document.body, { childList: true, subtree: true, characterData: true });
                if (atEnd()) { finish(true); } else { toBottom(); }
                """, patience: 110)
            #expect(reachedEnd as? Bool == true)
            let ids = try await browser.run(
                "return [...document.querySelectorAll('li.cell')].map(c => c.dataset.id);")
            let cellIDs = ids as? [String] ?? []
            #expect(cellIDs.count == 240)
            #expect(Set(cellIDs).count == cellIDs.count)
            #expect(
                try await browser.run("return document.getElementById('list-status').textContent.trim();")
                    as? String
                    == "모든 상품을 불러왔습니다")
            try await snap(browser, "3-end-of-list")

            // Links clicked with Ctrl, Cmd, Shift or the middle button are the browser's (a new tab or
            // window): the page does not take them over.
            let modified = try await browser.run(
                """
                const link = document.querySelector('li.cell a');
                const taken = [];
                const look = (event) => { taken.push(event.defaultPrevented); event.preventDefault(); };
                window.addEventListener('click', look);
                for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
                  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier }));
                }
                window.removeEventListener('click', look);
                return taken;
                """)
            #expect(modified as? [Bool] == [false, false, false, false])

            // A detail, by a click, with its own address and the image pager; back to the list, at the
            // place it was scrolled to, with every product loaded.
            let scrolled =
                try await browser.run(
                    """
                    window.scrollTo(0, Math.floor(document.body.scrollHeight / 2));
                    const cell = document.elementFromPoint(innerWidth / 2, innerHeight / 2).closest('li.cell');
                    return [String(window.scrollY), cell.id];
                    """) as? [String] ?? []
            try await browser.click("#\(scrolled.last ?? "") a")
            try await browser.wait(for: "document.getElementById('detail-name') !== null")
            #expect(try await browser.currentURL.contains("/products/"))
            try await browser.wait(
                for:
                    "document.querySelector('#pager img') !== null && document.querySelector('#pager img').naturalWidth > 0"
            )
            // The description starts on the first line, at the left edge: its first text is less than a
            // line below the box's top (a font's half-leading may put its glyphs a few pixels down).
            let offset = try await browser.run(
                """
                const description = document.getElementById('description');
                const box = description.getBoundingClientRect();
                const range = document.createRange();
                range.selectNodeContents(description);
                const first = [...range.getClientRects()].find((rect) => rect.width > 0);
                const line = parseFloat(getComputedStyle(description).lineHeight) || first.height;
                return [Math.round(first.left - box.left), first.top - box.top < line ? 1 : 0];
                """)
            #expect(offset as? [Int] == [0, 1])
            try await snap(browser, "4-detail")
            try await browser.click("a.back")
            try await browser.wait(for: "document.getElementById('products') !== null")
            #expect(try await browser.run("return String(window.scrollY);") as? String == scrolled.first)
            #expect(
                try await browser.run("return document.querySelectorAll('li.cell').length;") as? Int == 240)

            // Search: typing on the list opens the search, at its address, with what was typed; the matches
            // page in as the list does (in the GRID chosen), each opening its detail; back returns to them,
            // then to the list.
            let word =
                try await browser.run(
                    "return document.querySelector('#products li.cell .name').textContent.split(' ')[0];")
                as? String
                ?? ""
            try await browser.type(word, into: "#search-field")
            let searched = "new URLSearchParams(location.search).get('q') === \(WebDriver.literal(word))"
            try await browser.wait(
                for:
                    "location.pathname === '/search' && \(searched) && document.getElementById('search-field').value === "
                    + "\(WebDriver.literal(word)) && document.activeElement.id === 'search-field'")
            let matches =
                "[...document.querySelectorAll('#products li.cell .name')].map((name) => name.textContent)"
            try await browser.wait(
                for:
                    "\(matches).length > 0 && \(matches).every((name) => name.includes(\(WebDriver.literal(word))))"
            )
            #expect(
                try await browser.run(
                    "return document.getElementById('products').classList.contains('grid');")
                    as? Bool
                    == true)
            try await snap(browser, "4-search")
            try await browser.click("#products li.cell a")
            try await browser.wait(for: "document.getElementById('detail-name') !== null")
            _ = try await browser.run("history.back();")
            try await browser.wait(for: "location.pathname === '/search' && \(matches).length > 0")
            #expect(try await browser.run("return \(searched);") as? Bool == true)
            try await browser.click("#list-header a.back")
            try await browser.wait(
                for: "location.pathname === '/' && document.querySelectorAll('li.cell').length > 0")

            // Register with an uploaded PNG.
            try await browser.click("#register")
            try await browser.wait(for: "document.getElementById('product-form') !== null")
            #expect(try await browser.currentURL.hasSuffix("/products/new"))
            // Submitted empty: a message under each field that needs one.
            try await browser.click("#submit")
            try await browser.wait(for: "document.getElementById('error-name').textContent !== ''")
            try await snap(browser, "5-register-errors")
            try await choosePictures(browser)
            // Submit looks disabled until the form is valid.
            let submitLook =
                "const look = getComputedStyle(document.getElementById('submit')); "
                + "return [look.backgroundColor, look.borderStyle];"
            #expect(try await browser.run(submitLook) as? [String] == ["rgb(236, 236, 236)", "dashed"])
            // Space on USD chooses it and keeps the focus there; Space on KRW chooses it back.
            for code in ["USD", "KRW"] {
                try await browser.type(" ", into: "#currency-\(code)")
                try await browser.wait(
                    for: "document.getElementById('currency-\(code)').getAttribute('aria-pressed') === 'true'"
                )
                #expect(try await browser.focusedID == "currency-\(code)")
            }
            let name = "브라우저 머그컵 \(Int.random(in: 1000...9999))"
            try await browser.type(name, into: "#input-name")
            try await browser.type("15000", into: "#input-price")
            try await browser.type("1000", into: "#input-discountedPrice")
            try await browser.type("브라우저에서 등록한 머그컵입니다.", into: "#input-description")
            try await browser.type("7", into: "#input-stock")
            try await browser.wait(
                for: "document.getElementById('submit').getAttribute('aria-disabled') === 'false'")
            #expect(try await browser.run(submitLook) as? [String] == ["rgb(26, 115, 232)", "solid"])
            try await snap(browser, "5-register")
            // Enter in a field submits the form; four more quick clicks on Submit register nothing more.
            try await browser.press(.enter)
            _ = try await browser.run(
                "for (let i = 0; i < 4; i++) document.getElementById('submit')?.click();")
            try await browser.wait(
                for:
                    "document.querySelector('li.cell .name') !== null && document.querySelector('li.cell .name').textContent === \(WebDriver.literal(name))"
            )
            #expect(try await browser.currentURL.hasSuffix("/"))

            // One market for every tab: after a reload (which keeps the GRID chosen) and in another tab,
            // the product is there.
            let firstName =
                "document.querySelector('li.cell .name') !== null "
                + "&& document.querySelector('li.cell .name').textContent === \(WebDriver.literal(name))"
            try await browser.open(await running.base + "/")
            // Drawn in GRID by the server, from the page's layout cookie.
            #expect(
                try await browser.run("return document.getElementById('products').className;") as? String
                    == "products grid")
            try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
            try await browser.wait(for: firstName)
            #expect(
                try await browser.run(
                    "return [...document.querySelectorAll('li.cell .name')].filter((cell) => cell.textContent === "
                        + "\(WebDriver.literal(name))).length;") as? Int == 1)
            _ = try await browser.run(
                "window.other = window.open(arguments[0], '_blank');", [await running.base + "/"])
            try await browser.wait(
                for: "window.other.document.querySelector('li.cell .name') !== null "
                    + "&& window.other.document.querySelector('li.cell .name').textContent === \(WebDriver.literal(name))"
            )
            _ = try await browser.run("window.other.close();")

            // Edit it: the action sheet's edit, a new name, saved.
            try await browser.click("li.cell a")
            try await browser.wait(for: "document.getElementById('actions') !== null")
            // The action sheet, as WAI-ARIA's dialog pattern has it: focus moves into it and stays there
            // (Tab goes round its three buttons), Escape closes it and gives the focus back to Actions.
            try await browser.click("#actions")
            try await browser.wait(for: "document.getElementById('action-sheet') !== null")
            try await browser.wait(
                for: "document.getElementById('action-sheet').contains(document.activeElement)")
            for _ in 0..<4 { try await browser.press(.tab) }
            #expect(
                try await browser.run(
                    "return document.getElementById('action-sheet').contains(document.activeElement);")
                    as? Bool
                    == true)
            // The focused control shows a focus ring.
            #expect(
                try await browser.run(
                    "const look = getComputedStyle(document.activeElement); "
                        + "return [look.outlineStyle, look.outlineWidth];") as? [String] == ["solid", "3px"])
            try await snap(browser, "6-action-sheet")
            try await browser.press(.escape)
            try await browser.wait(for: "document.getElementById('action-sheet') === null")
            try await browser.wait(for: "document.activeElement.id === 'actions'")
            try await browser.press(.enter)
            try await browser.wait(for: "document.getElementById('action-sheet') !== null")
            try await browser.click("#action-sheet button[data-action=edit]")
            try await browser.wait(for: "document.getElementById('input-name') !== null")
            #expect(try await browser.currentURL.hasSuffix("/edit"))
            #expect(
                try await browser.run("return document.getElementById('input-name').value;") as? String
                    == name)
            let edited = name + " 수정"
            try await browser.type(" 수정", into: "#input-name")
            try await snap(browser, "7-edit")
            // The market fails the save: an alert (focus in it) says why; Escape closes it, and the focus
            // is back on Submit, which saves it this time.
            await running.market.failNext(1)
            try await browser.click("#submit")
            try await browser.wait(
                for: "document.getElementById('alert') !== null "
                    + "&& document.getElementById('alert').contains(document.activeElement)")
            try await snap(browser, "7-alert")
            try await browser.press(.escape)
            try await browser.wait(for: "document.getElementById('alert') === null")
            try await browser.wait(for: "document.activeElement.id === 'submit'")
            try await browser.press(.enter)
            try await browser.wait(
                for:
                    "document.getElementById('detail-name') !== null && document.getElementById('detail-name').textContent === \(WebDriver.literal(edited))"
            )

            // Delete it with the password, which is never written into the page.
            try await browser.click("#actions")
            try await browser.wait(for: "document.getElementById('action-sheet') !== null")
            try await browser.click("#action-sheet button[data-action=delete]")
            try await browser.wait(for: "document.activeElement.id === 'password'")
            #expect(
                try await browser.run("return document.getElementById('password').type;") as? String
                    == "password"
            )
            // A wrong password: the prompt says so and is cleared.
            try await browser.type("0000", into: "#password")
            try await browser.press(.enter)
            try await browser.wait(for: "document.getElementById('password-error').textContent !== ''")
            try await browser.wait(
                for: "document.getElementById('password').value === '' "
                    + "&& document.activeElement.id === 'password'")
            try await snap(browser, "8-password-wrong")
            try await browser.type("1234", into: "#password")
            // The server took the typing: it no longer empties the field (its `value=""` is gone).
            try await browser.wait(for: "!document.getElementById('password').hasAttribute('value')")
            #expect(
                try await browser.run("return document.documentElement.outerHTML.includes('1234');") as? Bool
                    == false)
            try await snap(browser, "8-password")
            // Enter in the prompt confirms it.
            try await browser.press(.enter)
            try await browser.wait(
                for:
                    "document.getElementById('products') !== null && !document.body.textContent.includes(\(WebDriver.literal(edited)))"
            )
            try await snap(browser, "9-deleted")
        }

        /// Pictures as a phone chooses them: three at once keep their order, and a text file named `.png`
        /// among them is refused by the form, naming it; then three more and one over 20 MB, of which the
        /// page says at once that the sixth is one too many and the large one too large, and sends only the
        /// two that fit; the first five stay, in order.
        private func choosePictures(_ browser: WebDriver) async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "browser-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let mug = try Data(contentsOf: BrowserTier.mug)
            let names = ["c.png", "a.png", "e.png", "b.png", "d.png", "f.png"]
            for name in names { try mug.write(to: folder.appendingPathComponent(name)) }
            let large = folder.appendingPathComponent("large.jpg")
            try Data().write(to: large)
            let handle = try FileHandle(forWritingTo: large)
            try handle.truncate(atOffset: 20 * 1024 * 1024 + 1)
            try handle.close()
            let paths = names.map { folder.appendingPathComponent($0).path }
            let shown =
                "[...document.querySelectorAll('#previews .file-name')].map((name) => name.textContent.split(' ')[0])"

            let notes = BrowserTier.mug.deletingLastPathComponent().appendingPathComponent("notes.png")
                .path
            try await browser.type((paths[0..<3] + [notes]).joined(separator: "\n"), into: "#image-files")
            try await browser.wait(
                for: "document.getElementById('error-images').textContent.includes('notes.png')")
            #expect(try await browser.run("return \(shown);") as? [String] == ["c.png", "a.png", "e.png"])

            try await browser.type((paths[3...] + [large.path]).joined(separator: "\n"), into: "#image-files")
            #expect(
                try await browser.run("return document.getElementById('upload-refusals').textContent;")
                    as? String
                    == "large.jpg: 20MB보다 큰 사진은 올릴 수 없습니다.\nf.png: 사진은 최대 5장입니다. 먼저 고른 5장이 남습니다.")
            try await browser.wait(for: "\(shown).length === 5")
            #expect(
                try await browser.run("return \(shown);") as? [String] == [
                    "c.png", "a.png", "e.png", "b.png", "d.png",
                ])
            try await browser.wait(
                for:
                    "[...document.querySelectorAll('#previews img')].every((image) => image.naturalWidth > 0)"
            )
        }

        /// Twenty tabs of one browser, all live at once (an event stream a tab would have stopped at six),
        /// and the last one opened still answering a click. The first tab opens the other nineteen and,
        /// being of the same origin, reads their documents.
        private func twentyTabs(_ running: RunningApp, _ browser: WebDriver) async throws {
            // The register form: a page with no pictures, so twenty of them cost the browser little.
            let form = await running.base + "/products/new"
            try await browser.open(form)
            try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
            _ = try await browser.run(
                "window.tabs = []; for (let i = 0; i < 19; i++) window.tabs.push(window.open(arguments[0], '_blank'));",
                [form])
            let allLive = """
                document.documentElement.dataset.live === 'true' && window.tabs.every((tab) => tab.document \
                && tab.document.documentElement && tab.document.documentElement.dataset.live === 'true')
                """
            try await browser.wait(for: allLive)
            #expect(await running.app.liveSessionCount == 20)
            _ = try await browser.run("window.tabs[18].document.querySelector('#form-header .back').click();")
            try await browser.wait(for: "window.tabs[18].document.getElementById('products') !== null")
            #expect(try await browser.run("return \(allLive);") as? Bool == true)
            _ = try await browser.run("window.tabs.forEach((tab) => tab.close());")
        }

        /// A half-filled form when the server stops: the page says at once that it is offline, keeps what
        /// is typed meanwhile and the Submit clicked meanwhile, rejoins a new server process by itself,
        /// gives it the typed values and the chosen picture, then the Submit: exactly that is registered,
        /// once, picture included.
        private func restart(_ running: RunningApp, _ browser: WebDriver) async throws {
            let base = await running.base
            try await browser.open(base + "/products/new")
            try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
            try await browser.type(BrowserTier.mug.path, into: "#image-files")
            try await browser.wait(for: "document.querySelector('#preview-0 img') !== null")
            let name = "재시작 머그컵 \(Int.random(in: 1000...9999))"
            try await browser.type(name, into: "#input-name")
            try await browser.type("15000", into: "#input-price")

            await running.stop()
            try await browser.wait(
                for: "document.getElementById('connection-status').textContent.startsWith('연결이 끊겼습니다')")
            #expect(
                try await browser.run("return document.documentElement.dataset.live === undefined;") as? Bool
                    == true)
            try await browser.type("1000", into: "#input-discountedPrice")
            try await browser.type("7", into: "#input-stock")
            try await browser.type("다시 시작해도 남는 머그컵입니다.", into: "#input-description")
            try await browser.click("#submit")
            try await snap(browser, "10-offline")

            try await running.restart()
            try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
            #expect(
                try await browser.run("return document.getElementById('connection-status').textContent;")
                    as? String
                    == "")
            let registered = """
                [...document.querySelectorAll('li.cell')].filter((cell) => \
                cell.querySelector('.name').textContent === \(WebDriver.literal(name)))
                """
            try await browser.wait(
                for: "\(registered).length === 1 && \(registered)[0].querySelector('img.thumb') !== null "
                    + "&& \(registered)[0].querySelector('img.thumb').naturalWidth > 0")
            try await snap(browser, "11-rejoined-and-registered")
            #expect(try await browser.currentURL.hasSuffix("/"))
            #expect(try await browser.run("return \(registered).length;") as? Int == 1)
            let session = try await liveSession(browser)
            let stock = await MainActor.run {
                running.app.state(ofSession: session)?.list.products.first { $0.name == name }?.stock
            }
            #expect(stock == 7)

            // On a phone (375 px wide), in LIST, each stock stays on one line.
            try await browser.click("#layout-list")
            try await browser.wait(for: "document.getElementById('products').classList.contains('list')")
            try await browser.resize(width: 375, height: 812)
            let lines = try await browser.run(
                """
                return [...document.querySelectorAll('li.cell .stock > *')].map((text) => {
                  const range = document.createRange();
                  range.selectNodeContents(text);
                  return range.getClientRects().length;
                });
                """)
            #expect(!(lines as? [Int] ?? []).isEmpty)
            #expect((lines as? [Int] ?? []).allSatisfy { $0 == 1 })
            try await snap(browser, "12-phone-list")
        }

        /// The session the current tab is joined to now.
        private func liveSession(_ browser: WebDriver) async throws -> String {
            try await browser.run("return document.querySelector('meta[name=\"webui-session\"]').content;")
                as? String
                ?? ""
        }
    }
}
