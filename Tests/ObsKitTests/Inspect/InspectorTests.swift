@testable import ObsKit
import Testing

/// The inspector commands' output, on the first lesson's mistake (an inline `@ObservedObject`).
@Suite struct InspectorTests {
    static let lesson = counterModel + """
        struct Parent: View {
            @State private var flag = false
            var body: some View {
                VStack {
                    Button("Flip") { flag.toggle() }
                    Text("flag: \\(flag.description)")
                    Child().border(Color.red)
                }
                .padding()
            }
        }
        struct Child: View {
            @ObservedObject var vm = CounterVM(tag: 1)
            var body: some View {
                Text("Count: \\(vm.count)")
                Button("Inc") { vm.inc() }
            }
        }
        :mount Parent()

        """

    @Test func treeShowsTheScreen() {
        let output = play(Self.lesson + ":tap \"Inc\"\n:tree\n")
        #expect(output == """
            CounterVM 1 init
            Parent#1
              VStack  .padding
                Button "Flip"
                Text "flag: false"
                Child#2  .border
                  Text "Count: 1"
                  Button "Inc"

            """)
    }

    @Test func whyExplainsTheLastRunAsAChain() {
        let output = play(Self.lesson + ":tap \"Inc\"\n:why Child\n:tap \"Flip\"\n:why Child#2\n:why Parent\n")
        #expect(output == """
            CounterVM 1 init
              :tap "Inc"
              -> CounterVM#1.count willSet -> objectWillChange
              -> Child#2 invalidated (_vm)
              -> body run 2 (_vm changed)
            CounterVM 1 init
            CounterVM 1 deinit
              :tap "Flip"
              -> Parent#1._flag = true
              -> Parent#1's body ran (_flag changed) and made a new Child value, unequal to the old one
              -> body run 3 (@self changed)
              :tap "Flip"
              -> Parent#1._flag = true
              -> Parent#1 invalidated (_flag)
              -> body run 2 (_flag changed)

            """)
    }

    @Test func objectsCountsAndNamesWhatKeepsEachAlive() {
        let output = play(Self.lesson + ":tap \"Flip\"\n:objects\n")
        #expect(output == """
            CounterVM 1 init
            CounterVM 1 init
            CounterVM 1 deinit
            class                   live  made  gone
            CounterVM                  1     2     1
              CounterVM#2 kept alive by: Child#2's @ObservedObject vm; Child#2's view value (its vm)

            """)
    }

    @Test func subsShowsSubscribersAndChurn() {
        let output = play(Self.lesson + ":tap \"Flip\"\n:subs\n")
        #expect(output.hasSuffix("""
            CounterVM#2.objectWillChange
              <- Child#2's @ObservedObject vm box
            objectWillChange subscriptions of view boxes: 2 made, 1 cancelled, 1 live

            """))
        #expect(output.contains("Parent#1._flag (@State)\n  <- Parent#1's body, which read it\n"))
    }

    /// `:bind` holds the model it names (so the parent's re-render leaves it alive); `:reset` lets go.
    @Test func inspectBindInvalidateAndReset() {
        let output = play(Self.lesson + """
            :inspect Child
            :bind model = Child.vm
            model.count = 41
            :invalidate Parent
            :tree
            :reset
            :objects
            """)
        #expect(output == """
            CounterVM 1 init
            Child#2 (body runs: 1)
              _vm: @ObservedObject = CounterVM#1, subscribed
            model now names Child#2.vm (CounterVM#1)
            CounterVM 1 init
            Parent#1
              VStack  .padding
                Button "Flip"
                Text "flag: false"
                Child#2  .border
                  Text "Count: 0"
                  Button "Inc"
            CounterVM 1 deinit
            CounterVM 1 deinit
            no objects yet

            """)
    }

    @Test func logAndTrace() {
        let output = play(Self.lesson + ":trace on\n:tap \"Inc\"\n:trace off\n:log 2\n")
        #expect(output == """
            CounterVM 1 init
            · input       :tap "Inc"
            · willChange  CounterVM#1 (count)
            · invalidate  Child#2 (_vm)
            · body        Child#2: _vm changed
            invalidate  Child#2 (_vm)
            body        Child#2: _vm changed

            """)
    }

    @Test func whyOnAFirstRunSaysTheNodeIsNew() {
        let output = play("""
            struct Leaf: View { var body: some View { Text("leaf") } }
            struct Stem: View { var body: some View { Leaf() } }
            :mount Stem()
            :why Leaf
            """)
        #expect(output == """
              :mount Stem()
              -> Stem#1's body ran (@self changed) and made the first Leaf value (a new node)
              -> body run 1 (@self changed)

            """)
    }

    @Test func subsListsScriptSinksWithTheirPlaceAndChurn() {
        let output = play("""
            final class Feed: ObservableObject { @Published var posts = 0 }
            let feed = Feed()
            var link = feed.objectWillChange.sink { print("will change") }
            link = feed.objectWillChange.sink { print("will change, again") }
            :subs Feed
            """, fileName: "sinks.swift")
        #expect(output == """
            Feed#1.objectWillChange
              <- sink at sinks.swift:4
              <- (script code's subscriptions: 2 made, 1 cancelled so far)
            objectWillChange subscriptions of view boxes: 0 made, 0 cancelled, 0 live

            """)
    }

    @Test func graphDrawsNodesChildrenAndSubscriptions() {
        let session = Session()
        Playback.run(Self.lesson, fileName: "lesson.swift", in: session)
        var dot: String?
        Playback.run(":graph lesson.dot\n", fileName: "graph.swift", in: session) { turn in
            for case .write(let path, let text, _) in turn.requests where path == "lesson.dot" { dot = text }
            return true
        }
        #expect(dot == """
            digraph ObsREPL {
              rankdir=TB;
              node [shape=box, fontname="Helvetica"];
              n1 [label="Parent#1\\nbody runs: 1"];
              n1 -> n2;
              n2 [label="Child#2\\nbody runs: 1"];
              o1 [shape=ellipse, label="CounterVM#1"];
              o1 -> n2 [style=dashed, label="vm"];
            }

            """)
    }

    @Test func aFailedCommandIsNeitherTheTurnWhyExplainsNorSaved() {
        let session = Session()
        Playback.run(Self.lesson + ":tap \"Inc\"\n", fileName: "lesson.swift", in: session)
        let typo = Playback.run(":tap Inc\n", fileName: "typo.swift", in: session)
        #expect(typo.error != nil)
        var saved: String?
        let why = Playback.run(":why Child\n:save again.swift\n", fileName: "why.swift", in: session) { turn in
            for case .write(let path, let text, _) in turn.requests where path == "again.swift" { saved = text }
            return true
        }
        #expect(why.output.hasPrefix("  :tap \"Inc\"\n"))
        #expect(saved?.hasSuffix(":mount Parent()\n:tap \"Inc\"\n:why Child\n") == true, "\(saved ?? "nothing saved")")
    }
}

/// From a learner's walk (issue 15): names match exactly, `$x` publishers are listed, values show their
/// objects, a failed body is marked, the graph draws `@Observable` reads, a typo gets a suggestion, and a
/// type declared again while mounted says so and `:remount` mounts again.
@Suite struct InspectionWalkTests {
    static let store = """
        final class QuoteVM: ObservableObject { @Published var quote = "a" }
        let vm = QuoteVM()
        var seen: [String] = []
        let keep = vm.$quote.sink { seen.append($0) }
        struct Page: View { var body: some View { Text("page") } }
        struct PageList: View { @State private var picked: QuoteVM? = vm; var body: some View { Text("list") } }
        """

    @Test func subsListsPublishedSubscribersAndMatchesNamesExactly() {
        let output = play(Self.store + "\n:mount PageList()\n:subs QuoteVM\n:subs Page\n:subs Page*\n")
        #expect(output.contains("QuoteVM#1.$quote\n  <- sink at "))
        #expect(output.contains("no live subscriptions for Page\n"))
    }

    @Test func inspectShowsObjectsByNumber() {
        let output = play(Self.store + "\n:mount PageList()\n:inspect PageList\n")
        #expect(output.contains("_picked: @State = QuoteVM#1"))
    }

    @Test func aBodyThatFailedIsMarkedInTheTree() {
        let session = Session()
        Playback.run("""
            struct Broken: View {
                @State private var items: [Int] = []
                var body: some View { Text("\\(items[0])") }
            }
            :mount Broken()
            """, fileName: "b.swift", in: session)
        let tree = Playback.run(":tree\n", fileName: "t.swift", in: session).output
        #expect(tree.contains("(its last body failed: Fatal error: Index out of range)"))
    }

    @Test func theGraphDrawsObservableReads() {
        let output = play("""
            import Observation
            @Observable final class Theme { var name = "dark" }
            let theme = Theme()
            struct Label1: View { var body: some View { Text(theme.name) } }
            :mount Label1()
            :graph
            """)
        #expect(output.contains("o1 -> n1 [style=dotted, label=\"name\"];"))
    }

    @Test func aTypoGetsASuggestionAndARedeclarationOffersRemount() {
        let session = Session()
        let typo = session.run(.command(":tpa \"x\"", line: 1), fileName: "<stdin>")
        #expect(typo.errors.first?.message == "unknown command ':tpa'; did you mean :tap or :type? :help lists the commands")
        Playback.run("struct Card: View { var body: some View { Text(\"old\") } }\n:mount Card()\n", fileName: "a.swift", in: session)
        let again = session.run(.swift("struct Card: View { var body: some View { Text(\"new\") } }", firstLine: 1), fileName: "<stdin>")
        #expect(again.notices == ["Card was declared again; the mounted views still use the old declaration: :remount mounts again"])
        _ = session.run(.command(":remount", line: 1), fileName: "<stdin>")
        #expect(session.run(.command(":tree", line: 1), fileName: "<stdin>").output.contains("Text \"new\""))
    }
}

/// `:screen` draws what the views rendered and marks the lines of the views whose bodies ran last turn.
@Suite struct ScreenTests {
    static let views = """
        struct Counter: View {
            @State private var count = 0
            var body: some View { HStack { Text("count \\(count)"); Button("Add") { count += 1 } } }
        }
        struct Page: View {
            @State private var name = "Ann"
            var body: some View {
                VStack { Text("Hello"); TextField("Name", text: $name); Counter() }
                    .navigationTitle("Home")
            }
        }
        :mount Page()
        """

    @Test func aTapMarksOnlyTheViewThatRanItsBody() {
        let session = Session()
        Playback.run(Self.views, fileName: "s.swift", in: session)
        Playback.run(":tap \"Add\"\n", fileName: "t.swift", in: session)
        let screen = session.run(.command(":screen", line: 1), fileName: "<stdin>").screen
        #expect(screen?.lines == [
            .init(text: "‹ Home ›", rerendered: false),
            .init(text: "Hello", rerendered: false),
            .init(text: "[Name: Ann_]", rerendered: false),
            .init(text: "count 1  [ Add ]", rerendered: true),
        ])
        #expect(screen?.text(width: 20, ascii: true) == """
            +----------------------+
            | ‹ Home ›             |
            | Hello                |
            | [Name: Ann_]         |
            |>count 1  [ Add ]     |
            +----------------------+

            """)
    }

    @Test func screenOnDrawsAfterEveryTurnUntilOff() {
        let session = Session()
        Playback.run(Self.views + "\n:screen on\n", fileName: "s.swift", in: session)
        let typed = session.run(.command(":type \"o\" into \"Name\"", line: 1), fileName: "<stdin>")
        // Page passes $name on without reading name, so its body does not run (rules §3.5): the field shows
        // the new text, unmarked.
        #expect(typed.screen?.lines.first { $0.text.hasPrefix("[Name") } == .init(text: "[Name: Anno_]", rerendered: false))
        _ = session.run(.command(":screen off", line: 1), fileName: "<stdin>")
        #expect(session.run(.command(":tap \"Add\"", line: 1), fileName: "<stdin>").screen == nil)
    }

    @Test func nothingMountedSaysSo() {
        let screen = Session().run(.command(":screen", line: 1), fileName: "<stdin>").screen
        #expect(screen?.lines.map(\.text) == ["(nothing is mounted)"])
    }
}
