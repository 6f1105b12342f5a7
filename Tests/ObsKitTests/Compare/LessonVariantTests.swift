import Testing
@testable import ObsKit

/// A lesson keeps a mistake and its fix side by side (issue 20): `:variant NAME` in a step makes a session
/// (the next steps run there), `:variants` lists them, and `:compare A B` prints the comparison as the
/// step's output, so a lesson can show and check it like any other step. The shell answers the same
/// commands through the same SessionVariants.
@Suite struct LessonVariantTests {
    @Test func stepsRunInTheVariantInUseAndCompareShowsBoth() {
        let runner = TutorialRunner()
        _ = runner.run(ComparisonTests.buggy)
        let made = runner.run(":variant fixed")
        #expect(made == ["(a new session, fixed; :variant main goes back, :compare main fixed compares)"])
        #expect(runner.variants.currentName == "fixed")
        _ = runner.run(ComparisonTests.fixed)
        // Each session counts its own inputs, the script's 7 (the variant commands are inputs of neither).
        #expect(runner.run(":variants") == ["* fixed (7 inputs)", "  main (7 inputs)"])
        let compared = runner.run(":compare main fixed")
        #expect(compared.contains("  CounterVM: 3 / 2 / 1                           ≠   CounterVM: 1 / 0 / 1"))
        #expect(compared.contains("subscriptions: 3 made, 2 cancelled               ≠ subscriptions: 1 made, 0 cancelled"))
        // Back in main, its own objects: the fix's model is not there.
        _ = runner.run(":variant main")
        #expect(runner.variants.currentName == "main")
        #expect(runner.session.interpreter.census.madeSinceMount("CounterVM") == 3)
    }

    @Test func aMissingSessionIsAnErrorOfTheStep() {
        let runner = TutorialRunner()
        let lines = runner.run(":compare main nowhere")
        #expect(lines.contains { $0.contains("no session named nowhere; :variants lists them") })
    }

    @Test func aGuidedTutorialKeepsItsVariantsBetweenInputs() throws {
        let tutorial = try TutorialParser.parse("# Variants\n\n```obs\nobs> :variant fixed\n(a new session, fixed; :variant main goes back, :compare main fixed compares)\n```\n", fileName: "v.md")
        let guided = GuidedTutorial(name: "v", tutorial: tutorial)
        _ = guided.run(":variant other")
        _ = guided.run("let x = 1")
        #expect(guided.variants.currentName == "other")
        #expect(guided.session.inputCount == 1)
    }
}
