import ObsCheckAPI
import Testing
@testable import ObsKit

/// The check stage with a fake compiler (DESIGN.md: the compiler sits behind one injected interface):
/// what it is asked, and what the session does with each kind of answer.
@Suite struct CheckStageTests {
    final class FakeCompiler: TypeChecker {
        var asked: [(input: String, session: String)] = []
        var answer: (String) -> CheckResult = { _ in .diagnostics([]) }
        /// What it says of the literals of each input it accepts.
        var literals: [LiteralType] = []
        var lastLiteralTypes: [LiteralType] { literals }
        /// What it says of the calls of each input it accepts, given the input and the session.
        var callees: (String, String) -> [CalleeChoice] = { _, _ in [] }
        private(set) var lastCallees: [CalleeChoice] = []

        func check(_ input: String, after session: String) -> CheckResult {
            asked.append((input, session))
            lastCallees = callees(input, session)
            return answer(input)
        }
    }

    static func session(_ fake: FakeCompiler) -> Session {
        let session = Session(echoesValues: true)
        session.typeChecker = fake
        return session
    }

    static func run(_ session: Session, _ text: String) -> TurnResult {
        session.run(.swift(text, firstLine: 1), fileName: "<stdin>")
    }

    @Test func anAcceptedInputRunsAndLaterInputsAreCheckedAfterIt() {
        let fake = FakeCompiler()
        let session = Self.session(fake)
        #expect(Self.run(session, "struct Badge { var text = \"a\" }").errors.isEmpty)
        #expect(Self.run(session, "print(Badge().text)").output == "a\n")
        #expect(fake.asked.count == 2)
        #expect(fake.asked[1].session.contains("struct Badge { var text = \"a\" }"))
        #expect(fake.asked[1].session.hasPrefix(CheckedSession.swiftUIPrelude))
    }

    @Test func aTypeDeclaredAgainReplacesTheOldOneInWhatIsChecked() {
        let fake = FakeCompiler()
        let session = Self.session(fake)
        _ = Self.run(session, "struct Badge { var text = \"a\" }")
        _ = Self.run(session, "struct Badge { var label = 1 }")
        #expect(!fake.asked[1].session.contains("var text"))
        _ = Self.run(session, "print(Badge().label)")
        #expect(!fake.asked[2].session.contains("var text"))
        #expect(fake.asked[2].session.contains("struct Badge { var label = 1 }"))
    }

    @Test func anInputWithErrorsRunsNothingAndTheErrorIsPlacedOnIt() {
        let fake = FakeCompiler()
        fake.answer = { _ in
            .diagnostics([Diagnostic(line: 2, column: 14, endLine: 2, endColumn: 17, severity: .error,
                                     message: "cannot convert value of type 'String' to specified type 'Int'",
                                     notes: [Diagnostic(line: 2, column: 1, severity: .note, message: "change 'let' to 'var'")])])
        }
        let session = Self.session(fake)
        let result = Self.run(session, "print(\"ran\")\nlet x: Int = \"a\"")
        #expect(result.output == "")
        #expect(result.errors.count == 1)
        #expect(result.errors[0].rendered() == """
            <stdin>:2:14: error: cannot convert value of type 'String' to specified type 'Int'
            2 | let x: Int = "a"
              |              ^~~
            note: change 'let' to 'var' (<stdin>:2)
            """)
    }

    @Test func withoutACompilerTheInputRunsAndTheSessionSaysSoOnce() {
        let fake = FakeCompiler()
        fake.answer = { _ in .unavailable("the server crashed twice") }
        let session = Self.session(fake)
        let first = Self.run(session, "print(1)")
        #expect(first.output == "1\n")
        #expect(first.notices == ["the compiler check is off for now: the server crashed twice; inputs run unchecked"])
        #expect(Self.run(session, "print(2)").notices == [])
    }

    @Test func aNameTheRuntimeHasButTheInterfaceLacksIsAGapNotAnError() {
        let fake = FakeCompiler()
        fake.answer = { _ in .diagnostics([Diagnostic(line: 1, column: 7, severity: .error, message: "cannot find 'Text' in scope")]) }
        let session = Self.session(fake)
        let result = Self.run(session, "let t = Text(\"a\")")
        #expect(result.errors.isEmpty)
        #expect(result.notices.first?.hasPrefix("ObsREPL's SwiftUI interface does not declare 'Text'") == true)
    }

    @Test func inputsUsingNamesTheCompilerCannotSeeRunUnchecked() {
        let fake = FakeCompiler()
        let session = Self.session(fake)
        _ = Self.run(session, "1 + 1")
        let asked = fake.asked.count
        #expect(Self.run(session, "$R0 + 1").echo?.contains("= 3") == true)
        #expect(fake.asked.count == asked)
    }

    @Test func aWholeScriptIsCheckedUpFrontInOneGoAndNothingRunsOnAnError() {
        let fake = FakeCompiler()
        let script = "struct A: View { var body: some View { Text(\"a\") } }\nprint(\"ran\")\n:mount A()\n"
        let accepted = Playback.run(script, fileName: "s.swift", in: Self.session(fake))
        #expect(accepted.error == nil)
        #expect(accepted.output == "ran\n")
        #expect(fake.asked.count == 1)
        #expect(fake.asked[0].input.hasSuffix("_mount(A())"))
        fake.answer = { input in
            input.contains("print") ? .diagnostics([Diagnostic(line: 2, column: 1, severity: .error, message: "boom")]) : .diagnostics([])
        }
        let rejected = Playback.run(script, fileName: "s.swift", in: Self.session(fake))
        #expect(rejected.output == "")
        #expect(rejected.compileErrors.map { $0.rendered().split(separator: "\n").first.map(String.init) } == ["s.swift:2:1: error: boom"])
    }

    /// A script that mounts nothing is first checked as swiftc checks a file, without the implicit SwiftUI;
    /// an error there sends it to the check the shell makes, SwiftUI imported, whose verdict stands.
    @Test func aScriptThatMountsNothingIsCheckedFirstWithoutTheImplicitImport() {
        let fake = FakeCompiler()
        let session = Self.session(fake)
        #expect(session.precheck(InputAccumulator.entries(of: "print(1)\n"), fileName: "a.swift").isEmpty)
        #expect(fake.asked.count == 1)
        #expect(fake.asked.first.map { !$0.session.contains("import SwiftUI") } ?? false)
        // The plain check fails (Text needs SwiftUI); the check with the import accepts.
        fake.answer = { [unowned fake] _ in
            fake.asked.count == 2 ? .diagnostics([Diagnostic(line: 1, column: 7, severity: .error, message: "cannot find 'Text' in scope")]) : .diagnostics([])
        }
        #expect(session.precheck(InputAccumulator.entries(of: "print(Text(\"a\"))\n"), fileName: "b.swift").isEmpty)
        #expect(fake.asked.count == 3)
        #expect(fake.asked.last.map { $0.session.hasPrefix(CheckedSession.swiftUIPrelude) } ?? false)
        // An error in both: the second verdict is the one reported, once.
        fake.answer = { _ in .diagnostics([Diagnostic(line: 1, column: 1, severity: .error, message: "boom")]) }
        let failures = session.precheck(InputAccumulator.entries(of: "print(2)\n"), fileName: "c.swift")
        #expect(fake.asked.count == 5)
        #expect(failures.values.flatMap { $0 }.map(\.message) == ["boom"])
        // A script that mounts a view needs SwiftUI: asked once, with it.
        fake.answer = { _ in .diagnostics([]) }
        _ = session.precheck(InputAccumulator.entries(of: "struct V: View { var body: some View { Text(\"a\") } }\n:mount V()\n"), fileName: "d.swift")
        #expect(fake.asked.count == 6)
        #expect(fake.asked.last.map { $0.session.hasPrefix(CheckedSession.swiftUIPrelude) } ?? false)
    }

    /// A literal runs as the type the compiler gave it: the interpreter, inferring none, would make `7` an Int.
    @Test func literalsRunAsTheTypesTheCompilerGaveThem() {
        let fake = FakeCompiler()
        fake.literals = [LiteralType(line: 2, utf8Column: 14, type: "Double"), LiteralType(line: 3, utf8Column: 25, type: "Float")]
        let script = "func pick<T>(_ a: T, _ b: T) -> T { a }\nlet x = pick(7, 4.75)\nlet h = max(Float(1.5), 2)\nprint(x, h, type(of: h))\n"
        let result = Playback.run(script, fileName: "s.swift", in: Self.session(fake))
        #expect(result.output == "7.0 2.0 Float\n")
    }

    /// What the compiler said of one shell input's literals is not applied to a later input on the same line.
    @Test func aLaterInputIsNotTypedByAnEarlierOnesLiterals() {
        let fake = FakeCompiler()
        let session = Self.session(fake)
        fake.literals = [LiteralType(line: 1, utf8Column: 17, type: "Double")]
        #expect(Self.run(session, "let a: Double = 2; print(a)").output == "2.0\n")
        fake.literals = []
        #expect(Self.run(session, "let bbbb: Int = 7; print(bbbb)").output == "7\n")
    }

    /// Where the compiler fixed a call's function, that function runs, though the value would fit another: a
    /// generic function's `a.info()` is the unconstrained extension's, declared in an earlier input (so placed
    /// in the session's text); a script of one chunk places its declaration in the input itself.
    @Test func aCallRunsTheFunctionTheCompilerChose() throws {
        let declarations = "extension Array { func info() -> String { \"any\" } }\nextension Array where Element == Int { func info() -> String { \"ints\" } }"
        let call = "func g<T>(_ a: [T]) -> String { a.info() }\nprint(g([1]), [1].info())"
        func place(of text: String, in lines: [Substring]) -> (line: Int, column: Int)? {
            for (index, line) in lines.enumerated() {
                if let range = line.range(of: text) { return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1) }
            }
            return nil
        }
        let fake = FakeCompiler()
        fake.callees = { input, session in
            let inputLines = input.split(separator: "\n", omittingEmptySubsequences: false)
            guard let call = place(of: "a.info", in: inputLines) else { return [] }
            let inSession = place(of: "info() -> String { \"any\"", in: session.split(separator: "\n", omittingEmptySubsequences: false))
            let declaration = inSession ?? place(of: "info() -> String { \"any\"", in: inputLines)!
            return [CalleeChoice(line: call.line, utf8Column: call.column + 2, declarationFile: inSession == nil ? nil : "session",
                                 declarationLine: declaration.line, declarationUTF8Column: declaration.column)]
        }
        let session = Self.session(fake)
        #expect(Self.run(session, declarations).errors.isEmpty)
        #expect(session.run(.swift(call, firstLine: 3), fileName: "<stdin>").output == "any ints\n")
        // Unchecked, the interpreter chooses by the value: the Int array's.
        let unchecked = Session(echoesValues: true)
        _ = Self.run(unchecked, declarations)
        #expect(unchecked.run(.swift(call, firstLine: 3), fileName: "<stdin>").output == "ints ints\n")
        // A script checked in one chunk: the declaration is in the checked input.
        let result = Playback.run(declarations + "\n" + call + "\n", fileName: "s.swift", in: Self.session(fake))
        #expect(result.output == "any ints\n")
    }
}
