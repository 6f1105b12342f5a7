@testable import ObsKit
import Testing

/// rules §4 (@StateObject) and §5 (@ObservedObject): who owns the model, and when it is made and destroyed.
@Suite struct OwnershipScenarioTests {
    static let parent = """
        struct Parent: View {
            @State private var flag = false
            var body: some View {
                VStack {
                    Button("Flip") { flag.toggle() }
                    Text("flag: \\(flag.description)")
                    Child()
                }
            }
        }

        """

    /// §5, T8: an inline `@ObservedObject var vm = VM()` gets a new model on every parent render; the new
    /// model's init prints before the old one's deinit, and the count starts over.
    @Test func inlineObservedObjectIsRecreatedOnEveryParentRender() {
        let output = play(counterModel + Self.parent + """
            struct Child: View {
                @ObservedObject var vm = CounterVM(tag: 1)
                var body: some View {
                    let _ = print("Child body, count \\(vm.count)")
                    Button("Inc") { vm.inc() }
                }
            }
            :mount Parent()
            :tap "Inc"
            :tap "Inc"
            :tap "Flip"
            :tap "Inc"
            :unmount
            """)
        #expect(output == """
            CounterVM 1 init
            Child body, count 0
            Child body, count 1
            Child body, count 2
            CounterVM 1 init
            CounterVM 1 deinit
            Child body, count 0
            Child body, count 1
            CounterVM 1 deinit

            """)
    }

    /// §4, T7: the `@StateObject` thunk runs once per node, right before the node's first body
    /// (after the child's struct init); parent renders re-run the init but not the thunk; unmount
    /// releases the model.
    @Test func stateObjectIsMadeOnceJustBeforeTheFirstBodyAndDiesWithTheNode() {
        let output = play(counterModel + Self.parent + """
            struct Child: View {
                @StateObject private var vm = CounterVM(tag: 2)
                init() { print("Child init") }
                var body: some View {
                    let _ = print("Child body, count \\(vm.count)")
                    Button("Inc") { vm.inc() }
                }
            }
            :mount Parent()
            :tap "Inc"
            :tap "Flip"
            :tap "Inc"
            print("unmounting")
            :unmount
            """)
        #expect(output == """
            Child init
            CounterVM 2 init
            Child body, count 0
            Child body, count 1
            Child init
            Child body, count 2
            unmounting
            CounterVM 2 deinit

            """)
    }

    /// T7: two sibling children with `@StateObject` are two nodes, so two models.
    @Test func siblingsOwnOneModelEach() {
        let output = play(counterModel + """
            struct Child: View {
                @StateObject private var vm = CounterVM(tag: 3)
                var body: some View { Text("\\(vm.count)") }
            }
            struct Pair: View {
                var body: some View {
                    HStack {
                        Child()
                        Child()
                    }
                }
            }
            :mount Pair()
            :unmount
            """)
        #expect(output == "CounterVM 3 init\nCounterVM 3 init\nCounterVM 3 deinit\nCounterVM 3 deinit\n")
    }

    /// §5: a parent-owned model passed down is observed, not re-made; the child re-renders on its changes
    /// and the model lives until the parent's node dies.
    @Test func parentOwnedModelIsObservedByTheChild() {
        let output = play(counterModel + """
            struct Owner: View {
                @State private var flag = false
                @StateObject private var shared = CounterVM(tag: 4)
                var body: some View {
                    VStack {
                        Button("Flip") { flag.toggle() }
                        Viewer(vm: shared)
                    }
                }
            }
            struct Viewer: View {
                @ObservedObject var vm: CounterVM
                var body: some View {
                    let _ = print("Viewer body, count \\(vm.count)")
                    Button("Inc") { vm.inc() }
                }
            }
            :mount Owner()
            :tap "Inc"
            :tap "Flip"
            :tap "Inc"
            :unmount
            """)
        #expect(output == """
            CounterVM 4 init
            Viewer body, count 0
            Viewer body, count 1
            Viewer body, count 2
            CounterVM 4 deinit

            """)
    }
}
