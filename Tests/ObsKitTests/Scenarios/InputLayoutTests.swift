@testable import ObsKit
import Testing

/// How the shell and one input read what a Swift file would: a body whose `{` comes on the next line, and
/// declarations in any order within one input (a block pasted into the shell).
@Suite struct InputLayoutTests {
    /// Feeds lines as the shell does (no look-ahead) and runs each complete entry; returns the output.
    func type(_ lines: [String], into session: Session) -> (output: String, pending: Bool) {
        var accumulator = InputAccumulator()
        var output = ""
        for (index, line) in lines.enumerated() {
            guard let entry = accumulator.feed(line, lineNumber: index + 1) else { continue }
            let result = session.run(entry, fileName: "<stdin>")
            output += result.output
            if let error = result.errors.first { Issue.record("unexpected error: \(error.message)") }
        }
        return (output, accumulator.isPending)
    }

    @Test func theShellWaitsForTheBodyOfAFunction() {
        #expect(!SwiftSource.isComplete("func total() -> Int"))
        #expect(!SwiftSource.isComplete("init(x: Int)"))
        #expect(SwiftSource.isComplete("var total: Int"))
        let session = Session()
        let typed = type(["func total() -> Int", "{", "    2 + 3", "}", "print(total())"], into: session)
        #expect(typed.output == "5\n")
        #expect(!typed.pending)
    }

    @Test func aBraceLeftOnItsOwnIsAnError() {
        let session = Session()
        let result = session.run(.swift("{ print(1) }", firstLine: 1), fileName: "<stdin>")
        #expect(result.errors.first?.message.contains("cannot begin with a closure expression") == true)
        #expect(result.output.isEmpty)
    }

    @Test func oneInputTakesItsDeclarationsInAnyOrder() {
        let session = Session()
        let input = """
            extension Shelf { func add(_ title: String) { books.append(title) } }
            let shelf = Shelf()
            shelf.add(describe(Kind.novel))
            print(shelf.books)
            final class Shelf: Storage {}
            class Storage { var books: [String] = [] }
            enum Kind { case novel }
            func describe(_ kind: Kind) -> String { "a \\(kind)" }
            """
        let result = session.run(.swift(input, firstLine: 1), fileName: "<stdin>")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.output == "[\"a novel\"]\n")
    }

    @Test func aNameDeclaredTwiceInAScriptStaysWhereItIs() {
        let script = """
            struct Greeting { var text: String { "first" } }
            print(Greeting().text)
            struct Greeting { var text: String { "second" } }
            print(Greeting().text)
            """
        #expect(play(script) == "first\nsecond\n")
    }
}
