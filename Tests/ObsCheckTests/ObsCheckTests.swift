import Foundation
import Glibc
import ObsCheck
import Testing

/// These tests start the real `obsrepl-check` (built beside the test bundle by `swift build`) on the real
/// toolchain's sourcekitd. Every wait is bounded by the checker's own timeout.
@Suite(.serialized)
struct ObsCheckTests {
    static let checker = SourceKitChecker(.init(timeout: 60))

    @Test func aKnownErrorComesBackWithItsPlace() throws {
        let result = Self.checker.check("let a = 1\nlet b: String = a\n")
        let errors = result.errors
        try #require(errors.count == 1, "\(result)")
        #expect(errors[0].line == 2)
        #expect(errors[0].column == 17)
        #expect(errors[0].message == "cannot convert value of type 'Int' to specified type 'String'")
        #expect(errors[0].file == nil)
    }

    @Test func aValidInputGetsNoDiagnostics() {
        #expect(Self.checker.check("let a = [1, 2, 3]\nprint(a.map { $0 * 2 })\n") == .diagnostics([]))
    }

    @Test func linesCountFromTheInputNotTheSession() throws {
        let session = (1...40).map { "let v\($0) = \($0)" }.joined(separator: "\n") + "\nprint(v1)\n"
        let result = Self.checker.check("let w = v40\nw = 3\n", after: session)
        let errors = result.errors
        try #require(errors.count == 1, "\(result)")
        #expect(errors[0].line == 2)
        #expect(errors[0].message.contains("'w' is a 'let' constant"))
        let note = try #require(errors[0].notes.first)
        #expect(note.line == 1)
        #expect(note.fixits == [FixIt(line: 1, column: 1, endLine: 1, endColumn: 4, text: "var")])
    }

    /// The compiler's types of an accepted input's number literals come back (Int ones are left out), placed by
    /// line in the input and UTF-8 column; a negative literal is placed on its digits, as SwiftSyntax sees it.
    @Test func anAcceptedInputsLiteralsComeBackWithTheirTypes() {
        let input = "func pick<T>(_ a: T, _ b: T) -> T { a }\nlet x = pick(7, 4.75)\nlet f: Float = -2\nlet n = 3 + 4\n"
        #expect(Self.checker.check(input, after: "let é = 1\n") == .diagnostics([]))
        let types = Set(Self.checker.lastLiteralTypes)
        #expect(types == [LiteralType(line: 2, utf8Column: 14, type: "Double"), LiteralType(line: 2, utf8Column: 17, type: "Double"),
                          LiteralType(line: 3, utf8Column: 17, type: "Float")], "\(types)")
        // An input with an error gets none.
        _ = Self.checker.check("let y: Double = 1\nlet z: String = y\n")
        #expect(Self.checker.lastLiteralTypes.isEmpty)
    }


    /// A checker that only judges code (`reportsFacts: false`) gets the same verdicts, and no literal types.
    @Test func aJudgingCheckerGetsVerdictsWithoutFacts() throws {
        let judge = SourceKitChecker(.init(timeout: 60, reportsFacts: false))
        #expect(judge.check("func pick<T>(_ a: T, _ b: T) -> T { a }\nlet x = pick(7, 4.75)\n") == .diagnostics([]))
        #expect(judge.lastLiteralTypes.isEmpty)
        let errors = judge.check("let a = 1\nlet b: String = a\n").errors
        try #require(errors.count == 1)
        #expect(errors[0].message == "cannot convert value of type 'Int' to specified type 'String'")
    }
    /// Calls of a name declared more than once come back with the declaration the compiler chose (a name declared
    /// once, or the library's, does not): in the input itself, or in the session.
    @Test func callsOfOverloadedNamesComeBackWithTheChosenDeclaration() {
        let session = "extension Array { func info() -> String { \"any\" } }\n"
        let input = "extension Array where Element == Int {\n  func info() -> String { \"ints\" }\n}\nfunc g<T>(_ a: [T]) -> String { a.info() }\nlet s = [1].info() + g([2])\nprint(s.count)\n"
        #expect(Self.checker.check(input, after: session) == .diagnostics([]))
        let callees = Set(Self.checker.lastCallees)
        #expect(callees == [
            CalleeChoice(line: 4, utf8Column: 35, declarationFile: "session", declarationLine: 1, declarationUTF8Column: 24),
            CalleeChoice(line: 5, utf8Column: 13, declarationFile: nil, declarationLine: 2, declarationUTF8Column: 8),
        ], "\(callees)")
    }

    @Test func columnsCountCharacters() throws {
        let errors = Self.checker.check("let s = \"héllo 🙂\"; let n: Int = s\n").errors
        try #require(errors.count == 1)
        #expect(errors[0].column == 33)  // é and 🙂 are one column each
    }

    @Test func anErrorAtTheEndOfTheInputIsPlacedOnItsLastLine() throws {
        for input in ["struct A {", "struct A {\n", "struct A {\n\n"] {
            let errors = Self.checker.check(input).errors
            try #require(!errors.isEmpty)
            #expect(errors.allSatisfy { $0.line == 1 && $0.column == 11 }, "\(errors)")
        }
    }

    @Test func theSessionSeesMacrosPrivateMembersAndTopLevelValues() {
        let session = """
            import Observation
            @Observable final class Counter {
                private var hidden = 0
                var count = 0
            }
            struct Box { private var secret = 1 }
            let counter = Counter()
            counter.count += 1
            print(counter.count)
            """
        let input = """
            let observable: any Observable = counter
            extension Box { func peek() -> Int { secret } }
            withObservationTracking { _ = counter.count } onChange: { print("changed") }
            """
        #expect(Self.checker.check(input, after: session) == .diagnostics([]))
        // The input is checked in full, macros included.
        let errors = Self.checker.check("@Observable struct Wrong { var x = 0 }", after: session).errors
        #expect(errors.contains { $0.message.contains("'@Observable' cannot be applied to struct type") })
    }

    @Test func aGrowingSessionKeepsEveryInputsDeclarations() {
        let checker = SourceKitChecker(.init(timeout: 60))
        defer { checker.stop() }
        var session = ""
        let inputs = [
            "let a = 1\nprint(a)",
            "import Observation\n@Observable class Model { private var secret = 2 }",
            "extension Model { var reveal: Int { secret } }\nlet m = Model()",
            "let o: any Observable = m\nprint(m.reveal + a)",
        ]
        for input in inputs {
            #expect(checker.check(input, after: session) == .diagnostics([]), "\(input)")
            session += input + "\n"
        }
        #expect(checker.check("let z: String = a", after: session).errors.first?.line == 1)
        // A session that is not an extension of the last one is split anew.
        #expect(checker.check("print(m)", after: "let q = 1\n").errors.count == 1)
    }

    @Test func killingTheServerMakesTheNextCheckStartAnother() throws {
        let checker = SourceKitChecker(.init(timeout: 60))
        #expect(checker.check("let x = 1") == .diagnostics([]))
        let pid = try #require(checker.serverProcessID)
        kill(pid, SIGKILL)
        #expect(checker.check("let y: Int = \"no\"").errors.count == 1)
        #expect(checker.serversStarted == 2)
        #expect(checker.serverProcessID != pid)
        checker.stop()
    }

    @Test func preparedServerAnswersTheFirstCheck() {
        let checker = SourceKitChecker(.init(timeout: 60))
        checker.prepare()
        #expect(checker.check("let x: Int = \"no\"").errors.count == 1)
        #expect(checker.check("let x = 1") == .diagnostics([]))
        #expect(checker.serversStarted == 1)
        checker.stop()
        #expect(checker.serverProcessID == nil)
    }

    @Test func aMissingLibraryMakesTheCheckerUnavailable() {
        let checker = SourceKitChecker(.init(sourcekitdLibrary: "/nonexistent/libsourcekitdInProc.so", timeout: 60))
        guard case .unavailable(let reason) = checker.check("let x = 1") else {
            Issue.record("expected unavailable")
            return
        }
        #expect(reason.contains("/nonexistent/libsourcekitdInProc.so"))
        // Said once, remembered: no second server is started.
        #expect(checker.check("let x = 1") == .unavailable(reason))
        #expect(checker.serversStarted == 1)
    }

    @Test func aMissingServerMakesTheCheckerUnavailable() {
        let checker = SourceKitChecker(.init(serverPath: "/nonexistent/obsrepl-check"))
        #expect(checker.check("let x = 1") == .unavailable("no type-checking server at /nonexistent/obsrepl-check"))
    }

    @Test func aServerThatHangsIsStoppedAtTheDeadline() throws {
        let script = try Self.script("exec sleep 600")
        let checker = SourceKitChecker(.init(serverPath: script, timeout: 0.3))
        let result = checker.check("let x = 1")
        guard case .unavailable(let reason) = result else {
            Issue.record("expected unavailable, got \(result)")
            return
        }
        #expect(reason.contains("longer than"))
        #expect(checker.serverProcessID == nil)
    }

    @Test func anInterruptGivesUpTheWaitAndKeepsTheServer() throws {
        let script = try Self.script("exec sleep 600")
        let checker = SourceKitChecker(.init(serverPath: script, timeout: 60, interrupted: { true }))
        #expect(checker.check("let x = 1") == .unavailable("interrupted"))
        #expect(checker.serverProcessID != nil)
        checker.stop()
    }

    @Test func anAnswerToAnInterruptedCheckIsSkipped() {
        let flag = Flag()
        let checker = SourceKitChecker(.init(timeout: 60, interrupted: { flag.value }))
        defer { checker.stop() }
        #expect(checker.check("let x = 1") == .diagnostics([]))
        flag.value = true
        #expect(checker.check("let bad: Int = \"s\"") == .unavailable("interrupted"))
        flag.value = false
        #expect(checker.check("let fine = 2") == .diagnostics([]))
        #expect(checker.serversStarted == 1)
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = false
        var value: Bool {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    @Test func aServerThatSpeaksGibberishIsEnded() throws {
        let script = try Self.script("echo 'not json'; exec sleep 600")
        let checker = SourceKitChecker(.init(serverPath: script, timeout: 30))
        let result = checker.check("let x = 1")
        #expect(result == .unavailable("the type checker failed twice on this input (server ended by signal 9, after an unreadable answer)"))
        #expect(checker.serverProcessID == nil)
    }

    @Test func aServerThatCrashesEveryTimeIsTriedTwice() throws {
        let script = try Self.script("kill -SEGV $$")
        let checker = SourceKitChecker(.init(serverPath: script, timeout: 30))
        let result = checker.check("let x = 1")
        guard case .unavailable(let reason) = result else {
            Issue.record("expected unavailable, got \(result)")
            return
        }
        #expect(reason.contains("failed twice"))
        #expect(reason.contains("signal 11"))
        #expect(checker.serversStarted == 2)
    }

    @Test func anInterfaceDirectoryIsImportable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("obscheck-interface-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("SwiftUI.swift")
        try "public protocol View {}\npublic struct Text: View { public init(_ s: String) {} }\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-emit-module", "-module-name", "SwiftUI", "-o",
                            directory.appendingPathComponent("SwiftUI.swiftmodule").path, source.path]
        try swiftc.run()
        swiftc.waitUntilExit()
        try #require(swiftc.terminationStatus == 0)

        let checker = SourceKitChecker(.init(interfaceDirectory: directory.path, timeout: 60))
        defer { checker.stop() }
        #expect(checker.check("let t = Text(\"hi\")", after: "import SwiftUI\n") == .diagnostics([]))
        let errors = checker.check("let t: any View = Text(3)", after: "import SwiftUI\n").errors
        #expect(errors.count == 1)
        #expect(errors.first?.line == 1)
    }

    /// An executable shell script standing in for the server.
    static func script(_ body: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("obscheck-fake-\(getpid())-\(UUID().uuidString)").path
        try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }
}
