@testable import ObsKit
import Testing

/// Tab completion (Session+Completion): what replaces what, for commands, labels, names and members.
@Suite struct CompletionTests {
    typealias Completion = (replacingFrom: Int, candidates: [String])

    static func session(_ script: String = "") -> Session {
        let session = Session()
        var accumulator = InputAccumulator()
        for (number, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let entry = accumulator.feed(String(line), lineNumber: number + 1) else { continue }
            let result = session.run(entry, fileName: "setup")
            #expect(result.errors.isEmpty, "\(result.errors.map { $0.rendered() })")
        }
        return session
    }

    static func check(_ session: Session, _ line: String, _ from: Int, _ candidates: [String],
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let completion = session.completions(for: line)
        #expect(completion.replacingFrom == from, "replacingFrom for \(line)", sourceLocation: sourceLocation)
        #expect(completion.candidates == candidates, "candidates for \(line)", sourceLocation: sourceLocation)
    }

    static let model = """
        final class Child: ObservableObject { @Published var title = ""; func rename(to name: String) { title = name } }
        final class VM: ObservableObject {
            @Published var count = 0
            var child: Child? = Child()
            var label: String { "n" }
            func increment() { count += 1 }
            func add(_ amount: Int) { count += amount }
            static var shared = VM()
        }
        enum Mood: String { case happy, sad }
        let vm = VM()
        var counter = 3
        struct Form1: View {
            @State private var name = ""
            @State private var on = false
            var body: some View {
                VStack {
                    Button("Increment") {}
                    Button("Increment twice") {}
                    Button("Reset") {}
                    TextField("Name", text: $name)
                    TextField("Nickname", text: $name)
                    Toggle("Dark mode", isOn: $on)
                }
            }
        }
        """

    @Test func commandNamesEndWithASpaceWhenTheyTakeArguments() {
        let session = Self.session()
        Self.check(session, ":mo", 0, [":mount ", ":move "])
        Self.check(session, ":u", 0, [":unmount"])
        Self.check(session, ":t", 0, [":tab ", ":tap ", ":toggle ", ":trace ", ":tree", ":tutorial ", ":type ", ":typecheck "])
        // Every command completes, the inspector's too (they are one table).
        Self.check(session, ":tr", 0, [":trace ", ":tree"])
        Self.check(session, ":ob", 0, [":objects "])
        Self.check(session, ":zz", 0, [])
        Self.check(session, ":help ta", 6, ["tab", "tap"])
        Self.check(session, ":help :qu", 7, ["quit"])
        #expect(session.completions(for: ":").candidates.count == Command.all.filter { $0.scope == .everywhere }.count)
        // A tutorial's own commands complete only in a tutorial.
        Self.check(session, ":ne", 0, [])
    }

    @Test func commonPrefixIsWhatTabInserts() {
        #expect(Session.commonPrefix(of: [":tap ", ":toggle ", ":type "]) == ":t")
        #expect(Session.commonPrefix(of: ["Increment\"", "Increment twice\""]) == "Increment")
        #expect(Session.commonPrefix(of: ["count"]) == "count")
        #expect(Session.commonPrefix(of: []) == "")
    }

    @Test func labelsOfTheMountedViewAfterAQuote() {
        let session = Self.session(Self.model + "\n:mount Form1()")
        Self.check(session, ":tap \"", 6, ["Increment\"", "Increment twice\"", "Reset\""])
        Self.check(session, ":tap \"Inc", 6, ["Increment\"", "Increment twice\""])
        Self.check(session, ":tap \"Reset\" ", 13, [])
        Self.check(session, ":type \"Al\" into \"N", 17, ["Name\"", "Nickname\""])
        Self.check(session, ":type \"Al\" into \"Nick", 17, ["Nickname\""])
        Self.check(session, ":type \"Al\" \"N", 13, [])
        Self.check(session, ":toggle \"D", 9, ["Dark mode\""])
    }

    @Test func labelsNeedSomethingMounted() {
        Self.check(Self.session(), ":tap \"", 6, [])
    }

    @Test func globalsTypesBuiltinsAndKeywords() {
        let session = Self.session(Self.model)
        Self.check(session, "cou", 0, ["counter"])
        Self.check(session, "let x = Mo", 8, ["Mood"])
        Self.check(session, "V", 0, ["VM", "VStack", "VStackLayout", "VerticalAlignment", "VerticalEdge", "ViewThatFits", "Visibility", "Void"])
        Self.check(session, "str", 0, ["stride", "struct"])
        Self.check(session, "  @Pub", 3, ["Published"])
        Self.check(session, "", 0, [])
        Self.check(session, "print(\"cou", 10, [])
        Self.check(session, "x // cou", 8, [])
    }

    @Test func membersOfAValueATypeAndADeclaredField() {
        let session = Self.session(Self.model)
        Self.check(session, "vm.", 3, ["add(", "child", "count", "increment()", "label", "objectWillChange"])
        Self.check(session, "vm.co", 3, ["count"])
        Self.check(session, "vm.$", 3, ["$count"])
        Self.check(session, "print(vm.child?.ti", 16, ["title"])
        Self.check(session, "vm.child!.", 10, ["objectWillChange", "rename(", "title"])
        Self.check(session, "VM.", 3, ["init(", "shared"])
        Self.check(session, "Mood.", 5, ["happy", "init(", "sad"])
        Self.check(session, "Mood.happy.", 11, ["rawValue"])
        Self.check(session, "counter.", 8, ["description", "isMultiple(", "magnitude", "signum()"])
        Self.check(session, "VM().", 5, ["add(", "child", "count", "increment()", "label", "objectWillChange"])
        Self.check(session, "_ = VM(x: a.b).child?.re", 22, ["rename("])
        Self.check(session, "vm.label.", 9, [])
        Self.check(session, "print(vm.", 9, ["add(", "child", "count", "increment()", "label", "objectWillChange"])
        Self.check(session, "nothing.", 8, [])
        Self.check(session, ".pad", 4, [])
    }

    /// A view's modifiers complete from the modifier table, on a built-in view and on one of the script's.
    @Test func modifiersOfAView() {
        let session = Self.session(Self.model)
        Self.check(session, "Text(\"a\").pad", 10, ["padding("])
        Self.check(session, "Text(\"a\").onAp", 10, ["onAppear("])
        Self.check(session, "Form1().navigationT", 8, ["navigationTitle("])
    }

    @Test func mountCompletesItsExpression() {
        let session = Self.session(Self.model)
        Self.check(session, ":mount Fo", 7, ["Font", "ForEach", "ForegroundStyle", "Form", "Form1", "Foundation"])
        Self.check(session, ":mount  VM.sh", 11, ["shared"])
    }

    @Test func completingRunsNothingAndRecordsNothing() {
        let session = Self.session(Self.model + "\n:mount Form1()")
        let before = session.events.count
        _ = session.completions(for: "vm.child?.")
        _ = session.completions(for: ":tap \"")
        _ = session.completions(for: "vm.")
        #expect(session.events.count == before)
    }
}
