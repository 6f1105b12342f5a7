import ObsCheckAPI
import Testing
@testable import ObsKit

/// The check stage with a fake compiler (DESIGN.md: the compiler sits behind one injected interface):
/// what it is asked, and what the session does with each kind of answer.
@Suite struct CheckStageTests {
    final class FakeCompiler: TypeChecker {
        var asked: [(input: String, session: String)] = []
        var answer: (String) -> CheckResult = { _ in .diagnostics([]) }

        func check(_ input: String, after session: String) -> CheckResult {
            asked.append((input, session))
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
        #expect(fake.asked[1].session.hasPrefix(CheckedSession.prelude))
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
}
