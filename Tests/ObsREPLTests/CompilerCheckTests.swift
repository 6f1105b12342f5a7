import Foundation
import ObsKit
import Testing
@testable import ObsREPL

/// The compiler check (issue 11) on the real compiler: code Xcode rejects is rejected before anything runs,
/// in swiftc's words, and no valid code of any corpus in the repository is rejected.
@Suite(.serialized) struct CompilerCheckTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ObsKitTests/Fixtures")
    static let repository = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One checker for the whole suite (one warm server), on the interface compiled into the cache; its
    /// deadline only guards against a hang (a busy machine must not fail the suite).
    nonisolated(unsafe) static let checker = CompilerCheck.makeChecker(timeout: 300).checker

    static func files(_ folder: String) -> [URL] {
        let directory = fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The compiler's errors for a script, checked up front as `obsrepl run` checks it.
    static func errors(of text: String, name: String) -> [ObsDiagnostic] {
        let session = Session()
        session.typeChecker = checker
        var notices: [String] = []
        let failures = session.precheck(InputAccumulator.entries(of: text), fileName: name) { notices.append($0) }
        #expect(notices == [], "\(name): the check did not run: \(notices)")
        return failures.keys.sorted().flatMap { failures[$0]! }
    }

    @Test func theCompilerIsFound() {
        #expect(Self.checker != nil, "\(CompilerCheck.checker().problem ?? "")")
    }

    /// Every fixture of every corpus that expects no error passes the check; one that expects an error may
    /// be stopped by the check, but only with the message the fixture expects or an error of its own line.
    @Test(arguments: ["interpreter", "semantics", "mistakes", "language", "swiftui", "check-valid"])
    func validCodeIsNeverRejected(_ folder: String) throws {
        for file in Self.files(folder) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let errors = Self.errors(of: text, name: file.lastPathComponent)
            guard !text.contains("// expect-error:") else { continue }
            #expect(errors.isEmpty, "\(folder)/\(file.lastPathComponent) was rejected: \(errors.map { $0.rendered() }.joined(separator: "\n"))")
        }
    }

    /// The team's copy of the articles' listings, beside the checkout (only on the team's machines).
    static let listingsFolder = repository.deletingLastPathComponent().appendingPathComponent("shared/listings")

    /// The listing scenarios, with their listings pasted in, pass the check (those that expect an error
    /// may be stopped by it): where the team's listings folder is beside the checkout.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: listingsFolder.path), "needs the team's listings folder beside the checkout"))
    func listingScenariosPassTheCheck() throws {
        for file in Self.files("listings") {
            let text = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("//> include ") else { return String(line) }
                let name = trimmed.dropFirst("//> include ".count).trimmingCharacters(in: .whitespaces)
                return (try? String(contentsOf: Self.listingsFolder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            }.joined(separator: "\n")
            let errors = Self.errors(of: text, name: file.lastPathComponent)
            guard !text.contains("// expect-error:"), !text.contains("let $") else { continue }
            #expect(errors.isEmpty, "listings/\(file.lastPathComponent): \(errors.map { $0.rendered() }.joined(separator: "\n"))")
        }
    }

    /// Each script Xcode rejects is rejected by the check with swiftc's own message (its first error).
    @Test func wrongCodeIsRejectedInTheCompilersWords() throws {
        let files = Self.files("check-errors")
        #expect(files.count >= 30)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let expected = text.split(separator: "\n").lazy.compactMap { line in
                line.range(of: "// expect-error:").map { line[$0.upperBound...].trimmingCharacters(in: .whitespaces) }
            }.first ?? ""
            let errors = Self.errors(of: text, name: file.lastPathComponent)
            #expect(errors.first?.message.trimmingCharacters(in: .whitespaces) == expected, "\(file.lastPathComponent): got \(errors.first?.message ?? "no error")")
        }
    }

    /// The compiler runs on Linux, but code runs as an iOS build: the check is given the `#if` clause that
    /// runs, so an iOS-only branch is checked and the Linux one is not.
    @Test func theCheckSeesTheIfClauseThatRuns() {
        let branches = "#if os(iOS)\nlet size: Int = 1\n#else\nlet size: String = \"a\"\n#endif\nprint(size + 1)\n"
        #expect(Self.errors(of: branches, name: "ios.swift").isEmpty)
        let chained = "struct Card: View {\n  var body: some View {\n    Text(\"a\")\n    #if os(iOS)\n    .padding()\n    #endif\n  }\n}\n"
        #expect(Self.errors(of: chained, name: "chain.swift").isEmpty)
        let wrong = Self.errors(of: "#if DEBUG\nlet limit: Int = \"ten\"\n#endif\n", name: "debug.swift")
        #expect(wrong.map(\.message) == ["cannot convert value of type 'String' to specified type 'Int'"])
        #expect(wrong.first?.rendered().hasPrefix("debug.swift:2:") == true)
    }

    /// The tutorials' inputs, step by step in one session, pass the check.
    @Test func tutorialsPassTheCheck() throws {
        let folder = Self.repository.appendingPathComponent("tutorials")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".md") }).sorted() {
            let tutorial = try TutorialParser.parse(String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            let inputs = tutorial.blocks.flatMap { $0.steps.map(\.input) }.joined(separator: "\n")
            let errors = Self.errors(of: inputs, name: name)
            #expect(errors.isEmpty, "\(name): \(errors.map { $0.rendered() }.joined(separator: "\n"))")
        }
    }

    /// In the shell, an input with an error runs nothing and keeps the session; the next input is checked
    /// against what was accepted, and a type declared again replaces the old one in what is checked.
    @Test func theShellChecksEachInputAgainstTheSession() {
        let session = Session(echoesValues: true)
        session.typeChecker = Self.checker
        func run(_ text: String) -> TurnResult {
            InputAccumulator.entries(of: text).map { session.run($0, fileName: "<stdin>") }.last!
        }
        #expect(run("struct Row: View {\n    var title: String\n    var body: some View { Text(title) }\n}").errors.isEmpty)
        let wrong = run("let row = Row(name: \"a\"); print(\"ran\")")
        #expect(wrong.output == "")
        #expect(wrong.errors.first?.message == "incorrect argument label in call (have 'name:', expected 'title:')")
        #expect(wrong.errors.first?.rendered().contains("^") == true)
        #expect(run("struct Row: View {\n    var name: String\n    var body: some View { Text(name) }\n}").errors.isEmpty)
        #expect(run("let row = Row(name: \"a\"); print(\"ran\")").output == "ran\n")
        #expect(run(":mount 3").errors.first?.message == "':mount' requires that 'Int' conform to 'View'")
        let off = run(":typecheck off")
        #expect(off.output == "the compiler check is off\n")
        #expect(run("let x: Int = \"a\"").errors.first?.message != "cannot convert value of type 'String' to specified type 'Int'")
    }
}
