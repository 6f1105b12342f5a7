@testable import ObsKit
import Testing

/// The lesson format as a teacher writes it (issue 19): line endings, indentation, blank lines, `(re)`
/// lines, the `#*` placeholder, `...`, what `check --update` keeps, the diff, and where errors are placed.
@Suite struct LessonFormatTests {
    @Test func windowsLineEndingsAreReadAndKept() throws {
        let text = "# CRLF\r\n\r\n```obs\r\nobs> print(1 + 1)\r\n3\r\n```\r\n"
        let tutorial = try TutorialParser.parse(text)
        #expect(tutorial.blocks.first?.steps.map(\.input) == ["print(1 + 1)"])
        #expect(tutorial.blocks.first?.steps.first?.expected == ["3"])
        let outcomes = TutorialRunner().check(tutorial).outcomes
        #expect(outcomes.map(\.matches) == [false])
        #expect(TutorialRunner.updated(tutorial, outcomes) == "# CRLF\r\n\r\n```obs\r\nobs> print(1 + 1)\r\n2\r\n```\r\n")
    }

    @Test func aBlockIndentedInAListItemIsALessonBlock() throws {
        let text = "# List\n\n1. Print:\n\n   ```obs\n   obs> print(\"a\")\n   b\n   ```\n"
        let tutorial = try TutorialParser.parse(text)
        #expect(tutorial.blocks.first?.steps.first?.input == "print(\"a\")")
        let outcomes = TutorialRunner().check(tutorial).outcomes
        #expect(TutorialRunner.updated(tutorial, outcomes) == text.replacingOccurrences(of: "   b\n", with: "   a\n"))
    }

    @Test func aBlankLineEndingAnOutputIsWarnedAbout() throws {
        let tutorial = try TutorialParser.parse("# Blank\n\n```obs\nobs> print(\"x\")\nx\n\n```\n")
        #expect(tutorial.blocks[0].steps[0].expected == ["x", ""])
        #expect(tutorial.warnings.map(\.line) == [6])
        #expect(try TutorialParser.parse("# Blank\n\n```obs\nobs> print(\"x\")\nx\n```\n").warnings.isEmpty)
    }

    @Test func aLessonWithNothingToCheckIsAnError() {
        #expect(throws: TutorialParser.ParseError.self) { try TutorialParser.parse("# Prose\n\nNo blocks.\n") }
        // A prose block is not a lesson block, even when it shows one.
        #expect(throws: TutorialParser.ParseError.self) { try TutorialParser.parse("# Prose\n\n````md\n```obs\nobs> 1\n```\n````\n") }
    }

    @Test func aRegularExpressionThatDoesNotCompileIsAnError() throws {
        let error = try #require(throws: TutorialParser.ParseError.self) { try TutorialParser.parse("# Re\n\n```obs\nobs> print(\"[\")\n[ (re)\n```\n") }
        #expect(error.line == 5)
        #expect(error.message.hasPrefix("this (re) line is not a valid regular expression"))
    }

    @Test func aRegularExpressionThatWouldMatchAsPlainTextIsPointedOut() throws {
        let tutorial = try TutorialParser.parse("# Re\n\n```obs\nobs> print(\"value (its settings)\")\nvalue (its settings) (re)\n```\n")
        let outcome = try #require(TutorialRunner().check(tutorial).outcomes.first)
        #expect(!outcome.matches)
        #expect(TutorialRunner.diff(outcome, fileName: "re.md").contains("re.md:5: this (re) line would match 'value (its settings)' if it were read as plain text"))
        #expect(TutorialMatch.lineMatches(#"value \(its settings\) (re)"#, "value (its settings)"))
    }

    @Test func numbersAsPlaceholders() {
        #expect(TutorialMatch.lineMatches("Counter#* kept alive by: Root#*'s box", "Counter#12 kept alive by: Root#3's box"))
        #expect(!TutorialMatch.lineMatches("Counter#*", "Counter#"))
        #expect(!TutorialMatch.lineMatches("Counter#*", "Other#1"))
        // `#N` is plain text: ObsREPL's own messages say `Type#N`.
        #expect(TutorialMatch.lineMatches("a type name, Type#N or #id", "a type name, Type#N or #id"))
        // A printed line the format would misread is written back as a pattern that matches only it.
        for line in ["...", "a (re)", "#* here"] {
            #expect(TutorialMatch.lineMatches(TutorialMatch.literal(line), line))
            #expect(TutorialMatch.literal(line) != line)
        }
    }

    @Test func updateKeepsEveryLineThatStillMatches() {
        let expected = ["begin", "...", "id \\d+ (re)", "Counter#* made", "old", "end"]
        let actual = ["begin", "x", "y", "id 42", "Counter#3 made", "new", "extra", "end"]
        #expect(TutorialMatch.updated(expected, actual) == ["begin", "...", "id \\d+ (re)", "Counter#* made", "new", "extra", "end"])
        #expect(TutorialMatch.matches(TutorialMatch.updated(expected, actual), actual))
    }

    @Test func theDiffIsUnifiedWithContextAndTheStepsPlace() throws {
        let lines = (1...12).map { "line \($0)" }
        var expected = lines
        expected[5] = "line six"
        let text = "# Diff\n\n```obs\nobs> for i in 1...12 { print(\"line \\(i)\") }\n" + expected.joined(separator: "\n") + "\n```\n"
        let tutorial = try TutorialParser.parse(text)
        let outcome = try #require(TutorialRunner().check(tutorial).outcomes.first)
        let diff = TutorialRunner.diff(outcome, fileName: "d.md")
        // Output starts on line 5: line six is line 10; three lines of context either side.
        #expect(diff == """
            --- d.md:4 expected
            +++ d.md:4 actual
            @@ -7,7 +7,7 @@ obs> for i in 1...12 { print("line \\(i)") }
             line 3
             line 4
             line 5
            -line six
            +line 6
             line 7
             line 8
             line 9

            """)
    }

    @Test func errorsAndSinksAreNamedByTheLessonFileAndLine() throws {
        let text = "# Places\n\n```obs\nobs> let a = 1\nobs> let b = 2\n...> let c = missing\n```\n"
        let tutorial = try TutorialParser.parse(text, fileName: "places.md")
        let actual = try #require(TutorialRunner().check(tutorial).outcomes.last).actual
        #expect(actual.first?.hasPrefix("places.md:6:") == true, "\(actual)")
    }

    @Test func resetStartsObjectNodeAndValueNumbersOver() throws {
        let text = """
            # Reset

            ```obs
            obs> final class Model {}
            obs> struct Root: View { let model = Model(); var body: some View { Text("a") } }
            obs> let warmUp = [Model(), Model()]
            obs> 1
            $R0: Int = 1
            obs> :mount Root()
            obs> :reset
            obs> final class Model {}
            obs> struct Root: View { let model = Model(); var body: some View { Text("a") } }
            obs> :mount Root()
            obs> :tree
            Root#1
              Text "a"
            obs> :objects
            class                   live  made  gone
            Model                      1     1     0
              Model#1 kept alive by: Root#1's view value (its model)
            obs> 2
            $R0: Int = 2
            ```
            """
        let outcomes = TutorialRunner().check(try TutorialParser.parse(text)).outcomes
        #expect(outcomes.allSatisfy { $0.matches }, "\(outcomes.filter { !$0.matches }.map(\.actual))")
    }

    @Test func anExerciseCountsWhatWasMadeSinceTheLastMount() throws {
        let session = Session(echoesValues: true)
        let runner = TutorialRunner(session: session)
        _ = runner.run("final class Palette: ObservableObject { init() {} }")
        _ = runner.run("struct Card: View { @ObservedObject var palette = Palette(); var body: some View { Text(\"c\") } }")
        _ = runner.run("struct Owner: View { @StateObject var palette = Palette(); var body: some View { Text(\"o\") } }")
        // A failed attempt makes three; after a new :mount only what that one makes counts.
        _ = runner.run(":mount Card()\n:mount Card()\n:mount Card()")
        #expect(runner.failedChecks([.made("Palette", 1)]) == [])
        _ = runner.run("let spare = Palette()")
        #expect(runner.failedChecks([.made("Palette", 1)]).first?.hasSuffix("it was made 2") == true)
        _ = runner.run(":mount Owner()")
        #expect(runner.failedChecks([.made("Palette", 1)]) == [])
    }

    @Test func setupBlocksRunInCheckAndAreNoStops() throws {
        let text = """
            # Setup

            ```obs setup
            obs> let hidden = 41
            ```

            ```obs
            obs> print(hidden + 1)
            42
            ```
            """
        let tutorial = try TutorialParser.parse(text)
        #expect(TutorialRunner().check(tutorial).outcomes.allSatisfy { $0.matches })
        #expect(tutorial.stops.map(\.input) == ["print(hidden + 1)"])
        #expect(tutorial.stops.first?.setup.map(\.input) == ["let hidden = 41"])
        #expect(throws: TutorialParser.ParseError.self) { try TutorialParser.parse("# S\n\n```obs\nobs> 1\n```\n\n```obs setup\nobs> 2\n```\n") }
    }
}
