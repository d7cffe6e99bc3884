/// The page's style sheet, served at `WebPage.styleSheetPath`: the list as rows or as a responsive
/// grid (two columns on a phone-sized window, more on a wide one), the tones' colours (the original
/// price red and struck through, sold out orange), and dialogs over the screen.
public enum StyleSheet {
    public static let source = """
        :root { font-family: system-ui, sans-serif; color: #222; background: #fff; }
        body { margin: 0; }
        .connection-status { position: fixed; bottom: 0; left: 0; right: 0; z-index: 3; margin: 0;
          padding: 8px 12px; background: #fce8e6; color: #a50e0e; border-top: 1px solid #d93025;
          pointer-events: none; }
        .connection-status:empty { display: none; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
          white-space: nowrap; }
        .bar { position: sticky; top: 0; z-index: 1; display: flex; gap: 8px; align-items: center;
          padding: 8px 12px; background: #f7f7f7; border-bottom: 1px solid #ddd; }
        .bar h1 { flex: 1; font-size: 1.1rem; margin: 0; overflow-wrap: anywhere; }
        .bar:has(.bar-field) h1 { flex: 0 1 auto; }
        .bar-field { flex: 1 1 10em; min-width: 0; }
        .bar-field input { width: 100%; box-sizing: border-box; font: inherit; padding: 4px 8px;
          min-height: 44px; border: 1px solid #c4c7cc; border-radius: 8px; }
        .bar a { display: inline-flex; align-items: center; min-height: 44px; white-space: nowrap; }
        .links { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
        .links a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 8px; }
        @media (max-width: 520px) {
          .bar { flex-wrap: wrap; }
          .bar:has(.bar-field) h1 { flex: 1 1 auto; }
          .bar-field { order: 1; flex-basis: 100%; }
        }
        button { font: inherit; min-height: 44px; min-width: 44px; padding: 0 14px; border-radius: 8px;
          border: 1px solid #c4c7cc; background: #fff; color: #1a1a1a; cursor: pointer; }
        button:where(:hover:not(:disabled)) { background: #eef3fb; }
        .segments { display: flex; flex: none; }
        .segments button { border-radius: 0; margin-left: -1px; }
        .segments button:first-child { border-radius: 8px 0 0 8px; margin-left: 0; }
        .segments button:last-child { border-radius: 0 8px 8px 0; }
        .segments button[aria-pressed="true"] { background: #1a73e8; border-color: #1a73e8; color: #fff; }
        .bar:has(.notice) { flex-wrap: wrap; }
        .notice { order: 2; flex-basis: 100%; background: #1a73e8; border-color: #1a73e8; color: #fff; }
        .notice:where(:hover) { background: #1557b0; }
        .add { justify-content: center; min-width: 44px; font-size: 1.5rem; text-decoration: none; }
        .products { list-style: none; margin: 0; padding: 0; }
        .products.list .cell a { display: grid; grid-template-columns: 64px 1fr auto; gap: 4px 12px;
          padding: 8px 12px; border-bottom: 1px solid #eee; }
        .products.list .thumb { grid-row: span 2; }
        .products.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
          gap: 8px; padding: 8px; }
        .products.grid .cell a { display: flex; flex-direction: column; align-items: center; gap: 4px;
          padding: 8px; border: 1px solid #ddd; border-radius: 8px; text-align: center; height: 100%;
          box-sizing: border-box; }
        .cell a { color: inherit; text-decoration: none; }
        .thumb { width: 64px; height: 64px; object-fit: cover; background: #eee; display: inline-flex;
          align-items: center; justify-content: center; font-size: 0.8rem; }
        .products.grid .thumb { width: 100%; height: auto; aspect-ratio: 1; }
        .name { font-weight: 600; overflow-wrap: anywhere; }
        .tone-struck { color: #c5221f; text-decoration: line-through; }
        .tone-secondary { color: #666; }
        .tone-warning { color: #b45309; }
        .tone-error { color: #c5221f; }
        .tone-accent { color: #1a73e8; }
        .status { padding: 16px; text-align: center; color: #666; }
        .detail-screen #detail-body, .product-form { padding: 12px; }
        .pager { margin: 0; text-align: center; }
        .pager .thumb { width: 100%; max-width: 480px; height: auto; aspect-ratio: 1; object-fit: contain; }
        .description > * { white-space: pre-wrap; }
        .stock { white-space: nowrap; }
        .refusals { white-space: pre-line; }
        .field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 12px; }
        .field input, .field textarea { font: inherit; padding: 6px 8px; min-height: 44px;
          box-sizing: border-box; border: 1px solid #c4c7cc; border-radius: 8px; }
        .field textarea { min-height: 8em; }
        input[type="file"] { font: inherit; min-height: 44px; }
        .previews { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; padding: 0; }
        .previews li { display: flex; flex-direction: column; align-items: center; gap: 4px; }
        .previews img { width: 80px; height: 80px; object-fit: contain; background: #eee; }
        .submit { width: 100%; padding: 10px; font-size: 1rem; font-weight: 600; border-radius: 8px;
          border: 1px solid #1a73e8; background: #1a73e8; color: #fff; cursor: pointer; }
        .submit[aria-disabled="true"] { border-style: dashed; border-color: #767676; background: #ececec;
          color: #4d4d4d; cursor: not-allowed; }
        button:disabled, input:disabled { opacity: 0.6; cursor: not-allowed; }
        :focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
        .dialog :focus-visible, .bar :focus-visible { outline-offset: 1px; }
        p:empty { margin: 0; }
        #overlay:empty { display: none; }
        #overlay { position: fixed; inset: 0; z-index: 2; background: rgba(0, 0, 0, 0.4); display: flex;
          align-items: center; justify-content: center; }
        .dialog { background: #fff; border-radius: 12px; padding: 16px; min-width: 260px; max-width: 90vw;
          display: flex; flex-direction: column; gap: 8px; }
        .dialog:not(:last-child) { display: none; }
        .buttons { display: flex; gap: 8px; justify-content: flex-end; }

        """
}
