import Foundation
@testable import ObsKit
import Testing

/// The compiler check's interface (Interface/SwiftUI) and the runtime's tables agree: a modifier the check
/// accepts on any view is one the runtime applies (else valid code passes the check, then stops when it
/// runs), and the modifiers the interface declares only on some types are the ones `typeSpecific` lists
/// (else a learner's `someView.resizable()` would be taken for a gap of the interface and run unchecked).
struct InterfaceParityTests {
    static let interface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Interface/SwiftUI")

    /// Each function the interface declares at the top level of a type or extension, with the types it is
    /// declared on (`View` for `extension View` and its constrained forms).
    static func declarations() throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        let owner = try NSRegularExpression(pattern: #"^(?:public |@\w+ |final )*(?:extension|struct|protocol|class|enum) (\w+)"#)
        let function = try NSRegularExpression(pattern: #"\bfunc ([A-Za-z_]+)"#)
        for name in try FileManager.default.contentsOfDirectory(atPath: interface.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: interface.appendingPathComponent(name), encoding: .utf8)
            var depth = 0
            var current: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let whole = NSRange(trimmed.startIndex..., in: trimmed)
                if depth == 0 {
                    current = owner.firstMatch(in: trimmed, range: whole).flatMap { Range($0.range(at: 1), in: trimmed) }.map { String(trimmed[$0]) }
                }
                if let current, depth == 1, let match = function.firstMatch(in: trimmed, range: whole),
                   let range = Range(match.range(at: 1), in: trimmed) {
                    found[String(trimmed[range]), default: []].insert(current)
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            }
        }
        return found
    }

    @Test func everyModifierTheCheckAcceptsRuns() throws {
        let declared = try Self.declarations()
        #expect(declared.count > 200, "the interface was not found at \(Self.interface.path)")
        // View functions that are not modifiers the table applies: `_printChanges()` is a static function.
        let notModifiers: Set<String> = ["_printChanges"]
        let missing = declared.filter { $0.value.contains("View") && BuiltinModifier.byName[$0.key] == nil && !notModifiers.contains($0.key) }
        #expect(missing.keys.sorted() == [], "declared in Interface/SwiftUI on View but unknown to the runtime")
    }

    @Test func typeSpecificModifiersAreTheInterfaces() throws {
        let declared = try Self.declarations()
        let specific = Set(declared.filter { !$0.value.contains("View") && BuiltinModifier.byName[$0.key] != nil }.keys)
        #expect(specific == BuiltinModifier.typeSpecific)
    }
}

extension InterfaceParityTests {
    /// The view types the interface declares (`public struct Name...: ... View` or `extension Name: View`).
    static func viewTypes() throws -> Set<String> {
        var found: Set<String> = []
        let patterns = [#"public struct ([A-Z]\w*)(?:<[^{]*>)?\s*:[^{]*\bView\b"#, #"extension ([A-Z]\w*)\s*:\s*View\b"#]
        for name in try FileManager.default.contentsOfDirectory(atPath: interface.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: interface.appendingPathComponent(name), encoding: .utf8)
            for pattern in patterns {
                let regex = try NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
                }
            }
        }
        return found
    }

    @Test func everyViewTheCheckAcceptsRuns() throws {
        let session = Session()
        // Views a script never names: what modifiers and styles make, and the library's own parts.
        let madeByTheLibrary: Set<String> = [
            "Content", "CurrentValueLabel", "DefaultShareLinkLabel", "DefaultTabLabel", "EmptyModifier", "Icon", "Title",
            "PlaceholderContentView", "ModifiedContent", "TupleView", "_ConditionalContent", "Never",
            // iOS 18 containers: what `ForEach(subviews:)` and `Group(subviews:)` hand their builders.
            "Subview", "SubviewsCollection", "GroupElementsOfContent",
        ]
        let views = try Self.viewTypes().filter { !$0.hasSuffix("Style") && !madeByTheLibrary.contains($0) }
        #expect(views.count > 40, "the interface was not found at \(Self.interface.path)")
        let missing = views.filter { session.interpreter.globalValue($0) == nil }
        #expect(missing.sorted() == [], "views declared in Interface/SwiftUI that a script cannot make")
    }
}
