@testable import ObsKit
import Testing

/// Guided mode's moves (issues 15 and 19): every move but running a step rebuilds the session as the lesson
/// has it; `:goto`; setup steps; a step whose output differs only in object numbers; `:help` of its commands.
@Suite struct GuidedModeTests {
    static let lesson = """
        # Moves

        ```obs setup
        obs> final class Sketch { init() { print("Sketch init") } }
        ```

        ```obs
        obs> let first = Sketch()
        Sketch init
        obs> var total = 1
        obs> total += 10
        obs> let second = Sketch(); print(second)
        Sketch init
        main.Sketch
        obs> :objects
        class                   live  made  gone
        Sketch                     2     2     0
          Sketch#1 kept alive by: the variable 'first'
          Sketch#2 kept alive by: the variable 'second'
        ```
        """

    static func guided(at position: Int = 0) throws -> GuidedTutorial {
        GuidedTutorial(name: "moves", tutorial: try TutorialParser.parse(lesson, fileName: "moves.md"), position: position)
    }

    static func total(_ guided: GuidedTutorial) -> [String] {
        TutorialRunner.lines(of: guided.run("print(total)").results)
    }

    @Test func setupRunsBeforeTheFirstStopUnseen() throws {
        let guided = try Self.guided()
        #expect(guided.stops.count == 4 + 1)
        #expect(guided.run("let first = Sketch()").verdict == .matches)
    }

    @Test func skippingLeavesTheSessionAsTheLessonHasItAfterTheStep() throws {
        let guided = try Self.guided(at: 2)
        // The learner tries something of their own, then skips `total += 10`.
        _ = guided.run("total = 100")
        #expect(guided.run(":next").results.first?.notes == [.info("Skipped: the session is now the lesson's after that step.")])
        #expect(guided.position == 3)
        #expect(Self.total(guided) == ["11"])
        // :restart replays the same steps: the same session.
        _ = guided.run(":restart")
        #expect(Self.total(guided) == ["11"])
    }

    @Test func gotoReplaysTheStepsBeforeIt() throws {
        let guided = try Self.guided()
        #expect(guided.run(":goto 4").results.first?.errors.isEmpty == true)
        #expect(guided.position == 3)
        #expect(Self.total(guided) == ["11"])
        #expect(guided.run(":goto 9").results.first?.errors.first?.message == "expected :goto N, with N from 1 to 5 (the step numbers shown)")
    }

    @Test func onlyObjectNumbersMovedIsSaidSo() throws {
        let lesson = """
            # Numbers

            ```obs
            obs> struct Root: View { var body: some View { Text("hi") } }
            obs> :mount Root()
            obs> :tree
            Root#1
              Text "hi"
            ```
            """
        let guided = GuidedTutorial(name: "numbers", tutorial: try TutorialParser.parse(lesson), position: 1)
        // An experiment of the learner's mounts a view first: the lesson's root is node 2, not 1.
        _ = guided.run("struct Other: View { var body: some View { Text(\"other\") } }")
        _ = guided.run(":mount Other()")
        #expect(guided.run(":mount Root()").verdict == .matches)
        guided.next()
        #expect(guided.run(":tree").verdict == .renumbered)
        // Replayed, the lesson's numbers come back; something else on screen is more than numbers.
        _ = guided.run(":restart")
        #expect(guided.run(":tree").verdict == .matches)
        _ = guided.run("struct Other: View { var body: some View { Text(\"other\") } }\n:mount Other()")
        #expect(guided.run(":tree").verdict == .differs)
    }

    @Test func theTutorialsCommandsHaveHelp() throws {
        let guided = try Self.guided()
        for name in ["check", "next", "goto", "restart", "hint", "back"] {
            let help = guided.run(":help \(name)").results.first?.output ?? ""
            #expect(help.hasPrefix(":\(name)"), "\(help)")
        }
        #expect(guided.run(":help check").results.first?.output.contains("counted from your last :mount") == true)
    }
}
