import Foundation
import Testing

/// The boundaries DESIGN.md draws inside ObsKit, checked on the source: the IR holds no runtime values,
/// the front end and the interpreter never reach into the view graph's state, and only the edges do I/O.
/// (ObsKit stays one module: these checks keep the layers apart without a module boundary.)
@Suite struct LayerTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ObsKit")

    /// The Swift code of a folder of ObsKit, comments and the text of string literals left out (a generic
    /// parameter named "Value" in a table is no runtime value).
    static func code(in folder: String) throws -> [(file: String, line: String)] {
        let directory = sources.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        return try names.sorted().flatMap { name in
            try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n").map { $0.split(separator: "//", maxSplits: 1).first.map(String.init) ?? "" }
                .map { $0.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression) }
                .map { (name, $0) }
        }
    }

    static func uses(_ words: [String], in lines: [(file: String, line: String)]) -> [String] {
        lines.compactMap { file, line in
            words.first { word in line.range(of: "\\b\(word)\\b", options: .regularExpression) != nil }.map { "\(file): \($0)" }
        }
    }

    @Test func theIRHoldsNoRuntimeValues() throws {
        let runtime = ["Value", "TypeInfo", "ScriptObject", "Frame", "Interpreter", "ViewNode", "BindingValue"]
        #expect(Self.uses(runtime, in: try Self.code(in: "IR") + Self.code(in: "FrontEnd") + Self.code(in: "Syntax")) == [])
    }

    @Test func theInterpreterSeesTheGraphOnlyThroughViewUpdates() throws {
        let graph = ["ViewGraph", "ViewNode", "bodyStack", "Rendering", "RenderedView"]
        #expect(Self.uses(graph, in: try Self.code(in: "Interpreter") + Self.code(in: "Interpreter/Stdlib")) == [])
    }

    @Test func noCommandIsListedOutsideTheTable() throws {
        // Commands are rows of Command.all: nothing else decides by a command's name.
        #expect(Self.uses(["hasPrefix\\(\":"], in: try Self.code(in: "Session")) == [])
    }
}
