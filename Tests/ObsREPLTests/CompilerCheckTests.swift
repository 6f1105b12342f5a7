import Foundation
import ObsCheckAPI
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

    /// A second warm server: the checked run of the corpora (`fixturesRunCheckedAsTheyExpect`) runs their thousands
    /// of files two at once, half each.
    nonisolated(unsafe) static let secondChecker = CompilerCheck.makeChecker(timeout: 300).checker

    /// The two servers that judge the corpora's valid code: they ask only for errors, not for what the compiler
    /// resolved in accepted code (which running it needs: a tenth of each check, measured on 227 fixtures).
    nonisolated(unsafe) static let judges = (0..<2).map { _ in CompilerCheck.makeChecker(timeout: 300, reportsFacts: false).checker }

    /// The compiler's errors for a script, checked up front as `obsrepl run` checks it, and the notices of
    /// a check that did not run.
    static func check(_ text: String, name: String, checker: TypeChecker?, in given: Session? = nil) -> (errors: [ObsDiagnostic], notices: [String]) {
        // A check leaves its session as it was (ScriptCheck works on a copy), so one may serve many files.
        let session = given ?? Session()
        session.typeChecker = checker
        var notices: [String] = []
        let failures = session.precheck(InputAccumulator.entries(of: text), fileName: name) { notices.append($0) }
        return (failures.keys.sorted().flatMap { failures[$0]! }, notices)
    }

    static func errors(of text: String, name: String) -> [ObsDiagnostic] {
        let (errors, notices) = check(text, name: name, checker: checker)
        #expect(notices == [], "\(name): the check did not run: \(notices)")
        return errors
    }

    @Test func theCompilerIsFound() async throws {
        // The first use compiles the interface (minutes on a busy machine): off the test runner's threads (OffPool).
        let found = try await OffPool.run { Self.checker != nil }
        #expect(found, "\(CompilerCheck.checker().problem ?? "")")
    }

    /// Set OBSREPL_CHECK_EVERY_FIXTURE=1 to check every file of the language corpus, not a third of them.
    static let checksEveryFixture = ProcessInfo.processInfo.environment["OBSREPL_CHECK_EVERY_FIXTURE"] == "1"

    /// The files of a corpus the valid-code test checks. All of them, but for the language corpus (6,000 plain Swift
    /// programs, two thirds of what this test would cost): every third file, and every one that holds ObsREPL
    /// commands. Each of its programs was compiled by swiftc when its expectations were written (`tools/fixture-expect`),
    /// and a program without commands is checked as swiftc checks a file (`ScriptCheck`: one chunk, no SwiftUI), so
    /// what this test can find there is a fault of the check's own machinery (splitting a script into inputs and
    /// joining them, placing diagnostics), which any third of the corpus shows.
    static func checkedFiles(_ folder: String) -> [URL] {
        let files = files(folder)
        guard folder == "language", !checksEveryFixture else { return files }
        return files.enumerated().filter { index, file in
            index % 3 == 0 || ((try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n").contains { $0.hasPrefix(":") } ?? true)
        }.map(\.element)
    }

    /// Every fixture of every corpus that expects no error passes the check (one that expects an error is
    /// the business of the tests of errors); of the language corpus, a third (`checkedFiles`).
    @Test(arguments: ["interpreter", "semantics", "mistakes", "language", "swiftui", "check-valid"])
    func validCodeIsNeverRejected(_ folder: String) async throws {
        let files = Self.checkedFiles(folder)
        let workers = 2
        let rejected = Rejections()
        // Each server checks every other file, on a thread of its own; what they reject is reported here. The
        // test awaits them off the test runner's threads (OffPool).
        try await OffPool.run { DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // One session per thread: making a session compiles the library prelude, which cost more than many checks.
            let session = Session()
            for file in files.enumerated().filter({ $0.offset % workers == worker }).map(\.element) {
                guard let text = try? String(contentsOf: file, encoding: .utf8), !text.contains("// expect-error:") else { continue }
                let (errors, notices) = Self.check(text, name: file.lastPathComponent, checker: Self.judges[worker], in: session)
                if !notices.isEmpty { rejected.add("\(folder)/\(file.lastPathComponent): the check did not run: \(notices)") }
                if !errors.isEmpty { rejected.add("\(folder)/\(file.lastPathComponent) was rejected: \(errors.map { $0.rendered() }.joined(separator: "\n"))") }
            }
        } }
        #expect(files.count > 0)
        for message in rejected.sorted { Issue.record(Comment(rawValue: message)) }
    }

    /// The folders named in OBSREPL_CHECKED_FIXTURES (say `language,swiftui`): each fixture there runs as `obsrepl
    /// run` runs it, checked up front (its literals then typed by the compiler) and on the shell's stack, and must
    /// print what it expects unless it is a known gap (one marked `needs the compiler check` is a gap only of
    /// the unchecked run, and must pass here). Off by default: the fixture suites run the same files
    /// unchecked, and this is their long second pass, for measuring what the compiler check changes.
    static let checkedFolders = ProcessInfo.processInfo.environment["OBSREPL_CHECKED_FIXTURES"]?.split(separator: ",").map(String.init) ?? []

    @Test(.enabled(if: !checkedFolders.isEmpty, "set OBSREPL_CHECKED_FIXTURES=language,swiftui to run the fixtures checked"))
    func fixturesRunCheckedAsTheyExpect() {
        let files = Self.checkedFolders.flatMap { Self.files($0) }
        let failures = Rejections()
        let done = DispatchGroup()
        for worker in 0..<2 {
            done.enter()
            // The shell's interpreter stack (512 MiB), as the fixture suites give it.
            let thread = Thread {
                for file in files.enumerated().filter({ $0.offset % 2 == worker }).map(\.element) {
                    // A script that must fail was written for the unchecked run (the check stops it in its own words).
                    guard let text = try? String(contentsOf: file, encoding: .utf8), !text.contains("// expect-error:") else { continue }
                    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                    let expected = lines.compactMap { line -> String? in
                        guard let marker = line.range(of: "// expect:") else { return nil }
                        let rest = line[marker.upperBound...]
                        // The one space after the colon, as a scalar: a line that starts with a combining mark or an emoji modifier
                        // makes one Character of that space and the mark.
                        return rest.unicodeScalars.first == " " ? String(String.UnicodeScalarView(rest.unicodeScalars.dropFirst())) : String(rest)
                    }
                    // A gap of the unchecked run that the check closes (`// known-gap: needs the compiler check ...`) must pass here.
                    let gap = lines.contains { $0.hasPrefix("// known-gap") && !$0.contains("needs the compiler check") }
                    let session = Session()
                    session.typeChecker = worker == 0 ? Self.checker : Self.secondChecker
                    session.stepBudget = 50_000_000
                    var transcript = ""
                    let result = Playback.run(text, fileName: file.lastPathComponent, in: session) { turn in
                        transcript += turn.output + (turn.screen?.text() ?? "")
                        return true
                    }
                    var printed = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    if printed.last == "" { printed.removeLast() }
                    let failed = printed != expected || (result.error != nil && !text.contains("// expect-error:"))
                    if failed && !gap { failures.add("\(file.lastPathComponent): \(result.error?.rendered() ?? "output differs")") }
                    if !failed && gap { failures.add("\(file.lastPathComponent): a known gap passes when checked") }
                }
                done.leave()
            }
            thread.stackSize = 1 << 29
            thread.start()
        }
        done.wait()
        for message in failures.sorted { Issue.record(Comment(rawValue: message)) }
    }

    /// What the checking threads found, collected under a lock.
    final class Rejections: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ message: String) { lock.withLock { messages.append(message) } }
        var sorted: [String] { lock.withLock { messages.sorted() } }
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

    /// Number literals run as the types the compiler gave them (the interpreter infers none): a generic's
    /// literal argument beside a Double, a coerced division, a literal beside a Float. (Expected: swiftc 6.3.1.)
    @Test func literalsRunAsTheCompilerTypedThem() {
        let session = Session()
        session.typeChecker = Self.checker
        let script = "func pick<T>(_ a: T, _ b: T) -> T { a }\nlet x = pick(7, 4.75)\nlet ratio = 1 / 3 as Double\nlet d: Float = 1.25\n"
            + "print(x, ratio, max(d, 2), type(of: max(d, 2)))\n"
        let result = Playback.run(script, fileName: "typed.swift", in: session)
        #expect(result.output == "7.0 0.3333333333333333 2.0 Float\n")
    }

    /// A closure literal has the type the compiler inferred for it: a generic parameter fixed only by its result
    /// (`foldMap { $0.count }` makes `M` an Int) is bound, and `type(of:)` says it. (Expected: swiftc 6.3.1.)
    @Test func closuresHaveTheTypesTheCompilerInferred() {
        let session = Session()
        session.typeChecker = Self.checker
        let script = """
            protocol Monoid { static var empty: Self { get }; static func <> (a: Self, b: Self) -> Self }
            infix operator <>: AdditionPrecedence
            extension Int: Monoid { static var empty: Int { 0 }; static func <> (a: Int, b: Int) -> Int { a + b } }
            extension Sequence {
                func foldMap<M: Monoid>(_ f: (Element) -> M) -> M { reduce(M.empty) { $0 <> f($1) } }
            }
            print(["a", "bb"].foldMap { $0.count }, [String]().foldMap { $0.count })
            let shout = { (s: String) in s.uppercased() + "!" }
            print(type(of: shout))

            """
        let result = Playback.run(script, fileName: "closures.swift", in: session)
        #expect(result.output == "3 0\n(String) -> String\n", "\(result.error?.rendered() ?? "")")
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
            // Two errors at one place may come from sourcekitd in either order, depending on what the server checked
            // before (224: `presentationMode.dismiss()` gets "cannot call value of non-function type" and "dynamic key
            // path member lookup" at one column): swiftc's first is one of the first place's.
            func place(_ error: ObsDiagnostic) -> String { error.rendered().components(separatedBy: ": error:").first ?? "" }
            let firstPlace = errors.first.map(place)
            let atFirstPlace = errors.filter { place($0) == firstPlace }.map { $0.message.trimmingCharacters(in: .whitespaces) }
            #expect(atFirstPlace.contains(expected), "\(file.lastPathComponent): got \(errors.first?.message ?? "no error")")
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
