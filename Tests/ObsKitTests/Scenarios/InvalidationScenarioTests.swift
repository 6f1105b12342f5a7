@testable import ObsKit
import Testing

/// rules §2, §3, §6, §10 and §12: which bodies run, how often, and what `_printChanges()` says.
@Suite struct InvalidationScenarioTests {
    /// §12: the first body lists @self, @identity and every dynamic property; later runs name the cause.
    @Test func printChangesNamesTheCauses() {
        let output = play(counterModel + """
            struct Screen: View {
                @State private var count = 0
                @StateObject private var vm = CounterVM()
                var body: some View {
                    let _ = Self._printChanges()
                    Text("\\(count) \\(vm.count)")
                    Button("Local") { count += 1 }
                    Button("Model") { vm.inc() }
                }
            }
            struct Plain: View {
                var body: some View {
                    let _ = Self._printChanges()
                    Text("plain")
                }
            }
            :mount Screen()
            :tap "Local"
            :tap "Model"
            :mount Plain()
            """)
        #expect(output == """
            CounterVM 0 init
            Screen: @self, @identity, _count, _vm changed.
            Screen: _count changed.
            Screen: _vm changed.
            CounterVM 0 deinit
            Plain: @self changed.

            """)
    }

    /// §3: a State write re-runs the body only if the last body read the value; an equal write does nothing.
    @Test func stateWritesRerunOnlyReadersAndIgnoreEqualValues() {
        let output = play("""
            struct Form: View {
                @State private var shown = 0
                @State private var hidden = 0
                var body: some View {
                    let _ = print("body, shown \\(shown)")
                    Button("Shown") { shown += 1 }
                    Button("Hidden") { hidden += 1 }
                    Button("Same") { shown = shown + 0 }
                }
            }
            :mount Form()
            :tap "Hidden"
            :tap "Same"
            :tap "Shown"
            """)
        #expect(output == "body, shown 0\nbody, shown 1\n")
    }

    /// §6, §10, T11/T12: every @Published set sends objectWillChange (equal values too), and the
    /// invalidations of one turn coalesce into one body run.
    @Test func publishedSetsCoalesceIntoOneBodyPerTurn() {
        let output = play("""
            final class Trio: ObservableObject {
                @Published var a = 0
                @Published var b = 0
                @Published var c = 0
                func bump() { a += 1; b += 1; c += 1 }
                func same() { a = a }
            }
            struct Panel: View {
                @StateObject private var trio = Trio()
                var body: some View {
                    let _ = Self._printChanges()
                    Button("Bump") { trio.bump() }
                    Button("Same") { trio.same() }
                }
            }
            :mount Panel()
            :tap "Bump"
            :tap "Same"
            """)
        #expect(output == """
            Panel: @self, @identity, _trio changed.
            Panel: _trio changed.
            Panel: _trio changed.

            """)
    }

    /// §2, T14: a parent render re-runs every child initializer, but a child whose new value equals the
    /// old one does not run its body; a child holding a capturing closure always differs (T15).
    @Test func childBodiesRunOnlyWhenTheirValueChanged() {
        let output = play("""
            struct Label: View {
                let title: String
                init(title: String) { self.title = title; print("Label init") }
                var body: some View {
                    let _ = Self._printChanges()
                    Text(title)
                }
            }
            struct Action: View {
                let run: () -> Void
                var body: some View {
                    let _ = Self._printChanges()
                    Button("Run") { run() }
                }
            }
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    Text("\\(n)")
                    Button("Tap") { n += 1 }
                    Label(title: "fixed")
                    Action(run: { n += 1 })
                }
            }
            :mount Parent()
            :tap "Tap"
            """)
        #expect(output == """
            Label init
            Label: @self changed.
            Action: @self changed.
            Label init
            Action: @self changed.

            """)
    }

    /// §1: the branches of an `if`/`else` are different identities: switching destroys one node and makes
    /// the other, even for the same view type, so branch-local state starts over (T10).
    @Test func switchingBranchesResetsBranchState() {
        let output = play(counterModel + """
            struct Counter: View {
                @StateObject private var vm = CounterVM(tag: 7)
                var body: some View { Button("Inc") { vm.inc() } }
            }
            struct Switcher: View {
                @State private var left = true
                var body: some View {
                    Button("Switch") { left.toggle() }
                    if left {
                        Counter()
                    } else {
                        Counter()
                    }
                }
            }
            :mount Switcher()
            :tap "Switch"
            :tap "Switch"
            """)
        #expect(output == """
            CounterVM 7 init
            CounterVM 7 deinit
            CounterVM 7 init
            CounterVM 7 deinit
            CounterVM 7 init

            """)
    }
}
