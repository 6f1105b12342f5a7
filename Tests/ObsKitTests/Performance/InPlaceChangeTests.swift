import Testing
@testable import ObsKit

/// Issue 14: changes through properties are amortised O(1) because they happen in place, never through a
/// get-change-set that copies the whole value. Checked by counting those copies (`copiesThroughSetters`),
/// not by timing, so the test does not depend on the machine. Stop 26 lost this for every property declared
/// with an array type (its type had gained a conversion), and 200k appends took 95 s instead of 0.1 s.
@Suite struct InPlaceChangeTests {
    /// Runs `declarations`, then `change` 100 times, and gives how many whole-value copies the changes made.
    func copies(_ declarations: String, change: String) -> Int {
        let session = Session()
        session.typeChecking = false
        let setUp = Playback.run(declarations, fileName: "setup.swift", in: session)
        #expect(setUp.error == nil, "\(setUp.error?.rendered() ?? "")")
        let before = session.interpreter.copiesThroughSetters
        let result = Playback.run("for index in 0..<100 { \(change) }", fileName: "change.swift", in: session)
        #expect(result.error == nil, "\(result.error?.rendered() ?? "")")
        return session.interpreter.copiesThroughSetters - before
    }

    @Test(arguments: [
        ("final class Store { var items: [Int] = [] }\nlet store = Store()", "store.items.append(index)"),
        ("final class Store { var names: [String] = [] }\nlet store = Store()", "store.names += [\"n\\(index)\"]"),
        ("final class Store { var counts: [String: Int] = [:] }\nlet store = Store()", "store.counts[\"k\\(index % 7)\", default: 0] += 1"),
        ("final class Store { var text = \"\" }\nlet store = Store()", "store.text += \"ab\""),
        ("struct Log { var lines: [String] = []\n mutating func add(_ n: Int) { lines.append(\"\\(n)\") } }\nvar log = Log()", "log.add(index)"),
        ("struct Row { var cells: [Int] = [] }\nfinal class Sheet { var rows = [Row(), Row()] }\nlet sheet = Sheet()", "sheet.rows[1].cells.append(index)"),
        ("import Combine\nfinal class Model: ObservableObject { @Published var items: [Int] = [] }\nlet model = Model()", "model.items.append(index)"),
    ])
    func changeInPlace(_ script: (String, String)) {
        #expect(copies(script.0, change: script.1) == 0, "\(script.1)")
    }

    /// The control: a property with observers must go through its setter (its `didSet` sees the new whole value).
    @Test func observedPropertyUsesItsSetter() {
        let declarations = "final class Store { var items: [Int] = [] { didSet { } } }\nlet store = Store()"
        #expect(copies(declarations, change: "store.items.append(index)") == 100)
    }
}
