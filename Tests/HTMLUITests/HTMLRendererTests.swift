import HTMLUI
import Testing

@Suite struct HTMLRendererTests {
    @Test func aHostileProductNameRendersAsItsCharacters() {
        let name = "<img src=x onerror=alert(1)>"
        let node = Tag.li(.id("cell-1"), .data("name", name), .title("\"quoted\" & 'single'")) {
            Tag.span(.class("name")) { name }
        }
        #expect(
            HTMLRenderer.render(node) == """
                <li id="cell-1" data-name="&lt;img src=x onerror=alert(1)&gt;" \
                title="&quot;quoted&quot; &amp; &#39;single&#39;">
                  <span class="name">&lt;img src=x onerror=alert(1)&gt;</span>
                </li>

                """)
    }

    @Test func urlAttributesRefuseScriptSchemes() {
        let links = [
            "javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "//evil.example/x", "/\\evil",
        ]
        for link in links {
            #expect(
                HTMLRenderer.compact(Tag.a(.href(link)) { "x" }) == #"<a href="about:invalid">x</a>"#,
                "\(link)")
        }
        #expect(HTMLRenderer.compact(Tag.img(.src("/images/a%20b.png"))) == #"<img src="/images/a%20b.png">"#)
        #expect(
            HTMLRenderer.compact(Tag.img(.src("https://s3.example/1.png")))
                == #"<img src="https://s3.example/1.png">"#)
    }

    @Test func writesADocumentIndentedWithTextInline() {
        let soldOut = true
        let page = Tag.html(.lang("ko")) {
            Tag.head {
                Tag.meta(.charset("utf-8"))
                Tag.title { "Open Market" }
            }
            Tag.body {
                Tag.ul(.id("list")) {
                    for index in 1...2 {
                        Tag.li(.id("cell-\(index)")) { "상품 \(index)" }
                    }
                }
                if soldOut {
                    Tag.p(.class("stock")) { "품절" }
                }
                Tag.input(.type("file"), .accept("image/png,image/jpeg"), .multiple)
                Tag.textarea(.name("description")) { "\nfirst line kept" }
                Tag.div(.id("empty"))
            }
        }
        #expect(
            HTMLRenderer.document(page) == """
                <!DOCTYPE html>
                <html lang="ko">
                  <head>
                    <meta charset="utf-8">
                    <title>Open Market</title>
                  </head>
                  <body>
                    <ul id="list">
                      <li id="cell-1">상품 1</li>
                      <li id="cell-2">상품 2</li>
                    </ul>
                    <p class="stock">품절</p>
                    <input type="file" accept="image/png,image/jpeg" multiple>
                    <textarea name="description">

                first line kept</textarea>
                    <div id="empty"></div>
                  </body>
                </html>

                """)
    }

    @Test func escapesNulAndKeepsOtherText() {
        #expect(HTMLRenderer.escapeText("a\0b & c > d") == "a\u{FFFD}b &amp; c &gt; d")
        #expect(HTMLRenderer.escapeAttribute("\"'<>&") == "&quot;&#39;&lt;&gt;&amp;")
    }
}
