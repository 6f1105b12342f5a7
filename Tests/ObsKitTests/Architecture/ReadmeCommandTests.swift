import Foundation
import Testing
@testable import ObsKit

/// The README's command table is the shell's manual: every command the shell answers to outside a tutorial
/// has a row there (the command table is the one list; a new command without a row fails here).
@Suite struct ReadmeCommandTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    @Test func everyShellCommandHasARow() {
        let rows = Self.readme.split(separator: "\n").filter { $0.hasPrefix("| `:") }
        #expect(!rows.isEmpty, "the README has no command table")
        for command in Command.all where command.isVisible(inTutorial: false) {
            let named = rows.contains { $0.contains("`:\(command.name)`") || $0.contains("`:\(command.name) ") }
            #expect(named, "the README's command table has no row for :\(command.name)")
        }
    }
}
