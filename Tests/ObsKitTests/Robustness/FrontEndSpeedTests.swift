import Foundation
@testable import ObsKit
import Testing

/// Issue 10, the front end on big input: completeness is decided by a small scanner and the parser is
/// asked only when the scanner cannot tell (SourceScanner), so a long input is parsed once. These tests
/// check that the scanner never changes which inputs are complete, and that big inputs are fast.
@Suite struct FrontEndSpeedTests {
    /// The entries of `text` as the accumulator made them before the scanner: the parser asked at every line.
    static func entriesByParserAlone(_ text: String) -> [InputAccumulator.Entry] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var entries: [InputAccumulator.Entry] = []
        var buffer: [String] = []
        var first = 0
        for (index, line) in lines.enumerated() {
            if buffer.isEmpty {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix(":") { entries.append(.command(trimmed, line: index + 1)); continue }
                if trimmed.isEmpty { continue }
                first = index + 1
            }
            buffer.append(line)
            // A line of code that ends by opening a brace leaves the input open (the parser would say so, at a cost
            // that grows with the input: this test asks it once per line).
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasSuffix("{"), !code.contains("//"), !code.contains("\""), !code.contains("/*"), !code.contains("#") { continue }
            let joined = buffer.joined(separator: "\n")
            guard SwiftSource.parserSaysComplete(joined) else { continue }
            let codeLines = lines[(index + 1)...].lazy.filter {
                let trimmed = $0.trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }
            var upcoming = codeLines.first
            if let directive = upcoming, directive.trimmingCharacters(in: .whitespaces).hasPrefix("#if") {
                upcoming = codeLines.dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix(".") ? $0 : directive }
            }
            if let upcoming, InputAccumulator.continues(upcoming.trimmingCharacters(in: .whitespaces)) { continue }
            entries.append(.swift(joined, firstLine: first))
            buffer = []
        }
        if !buffer.isEmpty { entries.append(.swift(buffer.joined(separator: "\n"), firstLine: first)) }
        return entries
    }

    /// Inputs where a scanner could go wrong: brackets in strings, comments and interpolations, raw and
    /// multi-line strings, unmatched closers, `#if`, regex literals, quoted identifiers.
    static let tricky = [
        "let s = \"(\"\nprint(s)",
        "let s = \"\\(f(\"[\"))\"\nprint(1)",
        "let s = #\"a \\( ( \"#\nprint(s)",
        "let s = #\"a \\#(x) ( \"#\nprint(s)",
        // `#"""#` is a raw string holding one quote, not a multi-line string's opening (found by a corpus file, 6178).
        "print(#\"\"\"#, #\"\\\"#)\nprint(1)",
        "let s = \"\"\"\n  { [ (\n  \"\"\"\nprint(s)",
        "let s = \"\"\"\n  \\(\"\"\"\n  inner\n  \"\"\")\n  \"\"\"\nprint(s)",
        "let s = \"abc\nprint(1)\n)",
        "// ( [ {\nprint(1)",
        "/* ( /* nested */ [ */\nprint(1)",
        "/* open\nstill a comment\n*/ print(1)",
        "func f() {\n  print(1)\n}\nf()",
        "func f() {\n  print(1)\n",
        "let a = [1,\n 2,\n 3]\nprint(a)",
        "foo(]\nprint(1)",
        "print(1))\nprint(2)",
        "}\nprint(1)",
        "#if DEBUG\nlet x = {\n#endif\nprint(1)",
        "#if os(Linux)\nprint(1)\n#else\nprint(2)\n#endif",
        "Text(\"a\")\n#if os(iOS)\n.padding()\n#endif\nprint(1)",
        "let r = /a{/\nprint(1)",
        "let x = 4/2\nprint(x)",
        "let `class` = 1\nprint(`class`)",
        "let t = (1,\n",
        "let s = \"\\\"(\"\nprint(s)",
        "let s = \"a\" + \"(\"; let t = [\nprint(1)",
        "let c = { (x: Int) -> Int in\n  x + 1\n}\nprint(c(1))",
        "Just(5)\n    .map { $0 + 1 }\n    .sink { print($0) }",
        "if true {\n} else {\n}\nprint(1)",
        "let p = <#value#>\nprint(1)",
        "let s = ##\"a\"# ( \"##\nprint(s)",
    ]

    @Test(arguments: tricky)
    func scannerAgreesWithTheParserOnTrickyInput(_ text: String) {
        #expect(InputAccumulator.entries(of: text) == Self.entriesByParserAlone(text))
    }

    /// Every fixture of every corpus (the long ones aside: the parser alone is quadratic on them).
    @Test func scannerAgreesWithTheParserOnEveryFixture() {
        let folders = ["interpreter", "semantics", "mistakes", "language", "swiftui", "robustness"]
        var compared = 0
        for folder in folders {
            for fixture in Fixture.load(folder) where fixture.text.utf8.count < 20_000 && SwiftSource.nestingIsParseable(fixture.text) {
                #expect(InputAccumulator.entries(of: fixture.text) == Self.entriesByParserAlone(fixture.text), "\(folder)/\(fixture.name)")
                compared += 1
            }
        }
        #expect(compared > 600)
    }

    /// A struct of `lines` lines, each method four lines long.
    static func bigStruct(lines: Int) -> String {
        var text = ["struct Big {", "    var value = 0"]
        var index = 0
        while text.count < lines - 2 {
            text += ["    func m\(index)(_ x: Int) -> Int {", "        let y = x + \(index)", "        return y * 2 + value", "    }"]
            index += 1
        }
        return (text + ["}", "print(\"declared\")"]).joined(separator: "\n")
    }

    /// CPU time of the calling thread (other tests run beside this one).
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Issue 10: a 2,000-line script splits, parses and lowers in under a second (it took minutes when
    /// the parser was asked at every line).
    @Test func twoThousandLinesParseAndLowerInUnderASecond() throws {
        let text = Self.bigStruct(lines: 2000)
        let started = Self.threadSeconds()
        let entries = InputAccumulator.entries(of: text)
        let session = Session()
        for case .swift(let code, let line) in entries {
            _ = try session.frontEnd.compile(SourceText(text: code, fileName: "big.swift", firstLine: line))
        }
        let seconds = Self.threadSeconds() - started
        #expect(entries.count == 2)
        #expect(seconds < 1, "2,000 lines took \(seconds) s of CPU")
    }

    /// Deep `[` nesting is refused before the parser sees it, at once, with the limit named.
    @Test func deepBracketsAreRefusedQuickly() {
        let depth = SourceScanner.bracketNestingLimit + 1
        for text in ["let a = " + String(repeating: "[", count: 30),
                     "let a = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)] {
            let started = Self.threadSeconds()
            let result = Playback.run(text, fileName: "deep.swift", in: Session())
            #expect(Self.threadSeconds() - started < 1)
            #expect(result.error?.message.contains("nested more than \(SourceScanner.bracketNestingLimit) deep") == true)
        }
        let limit = SourceScanner.bracketNestingLimit
        let atLimit = "let a = " + String(repeating: "[", count: limit) + "1" + String(repeating: "]", count: limit) + "\nprint(a.count)"
        #expect(Playback.run(atLimit, fileName: "deep.swift", in: Session()).output == "1\n")
    }
}
