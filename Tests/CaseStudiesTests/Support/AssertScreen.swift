import CaseStudies
import TextSnapshotTesting

/// Compares what the app shows in `state`, at 48x12, with `Snapshots/CaseStudies/NAME.txt`.
func assertScreen(
    _ state: RootState, named name: String, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(
        of: RootRenderer.render(state.viewState, width: 48, height: 12), named: name, suite: "CaseStudies",
        fileID: fileID, filePath: filePath, line: line, column: column)
}
