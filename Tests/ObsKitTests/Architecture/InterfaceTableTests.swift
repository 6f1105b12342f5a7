import Foundation
import Testing
@testable import ObsKit

/// The compiler check's interface (`Interface/`) and the runtime's tables agree: every view and modifier
/// the runtime builds is declared for the compiler with Apple's name, so valid code that uses it passes the
/// check (a name missing there would reject code that runs).
@Suite struct InterfaceTableTests {
    static let interface: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Interface")
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        return files.compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }()

    @Test func everyBuiltInViewIsDeclared() {
        for view in BuiltinView.all {
            let name = view.name.split(separator: ".").last.map(String.init) ?? view.name
            let declared = ["struct \(name)", "static var \(name)", "static let \(name)"].contains { Self.interface.contains($0) }
            #expect(declared, "the interface does not declare \(view.name)")
        }
    }

    @Test func everyModifierIsDeclared() {
        for modifier in BuiltinModifier.all {
            let declared = Self.interface.range(of: "func \(modifier.name)[<(]", options: .regularExpression) != nil
            #expect(declared, "the interface does not declare .\(modifier.name)(...)")
        }
    }
}
