/// The case studies' style sheet: plain, readable, controls at least 44 px high.
enum CaseStudiesStyle {
    static let path = "/case-studies.css"

    static let source = """
        body { font: 17px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 36rem; padding: 1rem; }
        a { color: #1a56db; }
        button, input { font: inherit; min-height: 44px; padding: 0 0.8rem; }
        .actions, .draft { display: flex; gap: 0.5rem; flex-wrap: wrap; }
        #count, #time { font-size: 2.5rem; margin: 0.5rem 0; }
        .status.busy { color: #4b5563; }
        .status.error { color: #b91c1c; }
        #todos { list-style: none; padding: 0; }
        #todos li { display: flex; gap: 0.5rem; margin: 0.25rem 0; }
        #todos li.done button:first-child { text-decoration: line-through; }
        .connection-status { position: fixed; bottom: 0; left: 0; right: 0; margin: 0; padding: 0.5rem 1rem;
          background: #fce8e6; color: #a50e0e; }
        .connection-status:empty { display: none; }
        """
}
