import Testing
@testable import ObsKit

/// Buggy and fixed side by side (issue 20): an inline `@ObservedObject` against the same view with
/// `@StateObject`, through the same taps. The report's rows and summary are pinned as text.
@Suite struct ComparisonTests {
    static let buggy = """
        final class CounterVM: ObservableObject {
            @Published var count = 0
            init() { print("CounterVM init") }
            deinit { print("CounterVM deinit") }
        }
        struct Child: View {
            @ObservedObject var vm = CounterVM()
            var body: some View { Button("Inc \\(vm.count)") { vm.count += 1 } }
        }
        struct Parent: View {
            @State private var flag = false
            var body: some View {
                Button("Flip") { flag.toggle() }
                Text("flag is \\(flag)")
                Child()
            }
        }
        :mount Parent()
        :tap "Inc 0"
        :tap "Flip"
        :tap "Flip"
        """
    static let fixed = buggy.replacingOccurrences(of: "@ObservedObject var vm", with: "@StateObject var vm")

    @Test func theExtraModelShowsInTheRowsAndTheSummary() {
        let comparison = Comparison.run("buggy", Self.buggy, "fixed", Self.fixed)
        let text = comparison.text(width: 100)
        #expect(text.contains("""
            > :tap "Flip"                                    ≠ > :tap "Flip"
            CounterVM init                                     · body: Parent#1 (_flag)
            CounterVM deinit
            · body: Parent#1 (_flag), Child#2 (@self)
            · made: CounterVM#2
            · gone: CounterVM#1
            · subscriptions: +1 -1
            """))
        #expect(text.hasSuffix("""
            summary: buggy                                   | summary: fixed
            objects (made / gone / live):                    | objects (made / gone / live):
              CounterVM: 3 / 2 / 1                           ≠   CounterVM: 1 / 0 / 1
            body runs:                                       | body runs:
              Child: 4                                       ≠   Child: 2
              Parent: 3                                      |   Parent: 3
            subscriptions: 3 made, 2 cancelled               ≠ subscriptions: 1 made, 0 cancelled
            warnings: 0                                      | warnings: 0

            """))
        // Identical inputs are folded unless asked for.
        #expect(text.contains("(1 identical input folded; --all shows them)"))
        #expect(!comparison.text(width: 100, all: true).contains("folded"))
    }

    @Test func tooNarrowForTwoColumnsTheSidesAreStacked() {
        let text = Comparison.run("buggy", Self.buggy, "fixed", Self.fixed).text(width: 40)
        #expect(text.contains("≠ #6 buggy:\n  > :tap \"Flip\"\n  CounterVM init\n"))
        #expect(text.contains("buggy:\nobjects (made / gone / live):\n  CounterVM: 3 / 2 / 1\n"))
    }
}
