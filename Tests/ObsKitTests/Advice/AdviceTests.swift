import Foundation
import Testing
@testable import ObsKit

/// Advice where learners go wrong (issue 16): each kind, on a mistake, once and at the right line; on the
/// fixed variant, none; and across every corpus of correct code, none but in the fixtures that show a
/// mistake on purpose.
@Suite struct AdviceTests {
    /// The advice a script gets: kind (by its first words) and line, in order.
    static func advice(_ script: String) -> [(message: String, line: Int)] {
        let session = Session()
        var found: [(String, Int)] = []
        for entry in InputAccumulator.entries(of: script) {
            let turn = session.run(entry, fileName: "s.swift")
            found += turn.advice.map { ($0.message, $0.location.map { $0.source.firstLine + $0.range.line - 1 } ?? 0) }
        }
        return found
    }

    static let counterVM = """
        final class CounterVM: ObservableObject {
            @Published var count = 0
        }
        """

    static func parent(_ child: String) -> String {
        counterVM + "\n" + child + """

            struct Parent: View {
                @State private var flag = false
                var body: some View {
                    Button("Flip") { flag.toggle() }
                    Text("flag \\(flag)")
                    Child()
                }
            }
            :mount Parent()
            :tap "Flip"
            :tap "Flip"
            """
    }

    @Test func anObservedObjectTheViewMakesItself() {
        let mistake = Self.advice(Self.parent("""
            struct Child: View {
                @ObservedObject var vm = CounterVM()
                var body: some View { Text("\\(vm.count)") }
            }
            """))
        #expect(mistake.map(\.line) == [5, 5])
        #expect(mistake[0].message.hasPrefix("Child.vm makes its own CounterVM but does not own it"))
        #expect(mistake[1].message == "CounterVM was made 2 times by Parent's body, and 1 was thrown away: each run of Parent's body builds its children again, and what is made there (in an argument passed to a child, or in its initializer) is made again.")
        let fixed = Self.advice(Self.parent("""
            struct Child: View {
                @StateObject var vm = CounterVM()
                var body: some View { Text("\\(vm.count)") }
            }
            """))
        #expect(fixed.isEmpty)
    }

    @Test func aStateObjectFromAParameterIsAdvisedWhenANewValueIsIgnored() {
        let child = """
            final class Profile: ObservableObject {
                let name: String
                init(name: String) { self.name = name }
            }
            struct Card: View {
                @StateObject private var profile: Profile
                init(name: String) { _profile = StateObject(wrappedValue: Profile(name: name)) }
                var body: some View { Text(profile.name) }
            }
            struct Host: View {
                @State private var name = "a"
                var body: some View {
                    Button("Rename") { name = "b" }
                    Text(name)
                    Card(name: name)ID
                }
            }
            :mount Host()
            :tap "Rename"
            :tap "Rename"
            """
        let mistake = Self.advice(child.replacingOccurrences(of: "ID", with: ""))
        #expect(mistake.map(\.line) == [7])
        #expect(mistake.first?.message.hasPrefix("Card makes its @StateObject from an init parameter") == true)
        #expect(Self.advice(child.replacingOccurrences(of: "ID", with: ".id(name)")).isEmpty)
    }

    @Test func stateHoldingAnObservableObject() {
        let script = Self.counterVM + """

            struct Screen: View {
                @State private var vm = CounterVM()
                var body: some View { Text("\\(vm.count)") }
            }
            """
        #expect(Self.advice(script).map(\.line) == [5])
        #expect(Self.advice(script.replacingOccurrences(of: "@State private", with: "@StateObject private")).isEmpty)
    }

    @Test func stateMakingAnObservableModelWithWorkIsAdvisedWhenOneIsThrownAway() {
        let script = """
            import Observation
            @Observable final class Library {
                var books: [String] = []
                init() { books = (1...3).map { "Book \\($0)" }; print("Library loaded") }
            }
            struct Shelf: View {
                @State private var library = Library()
                var body: some View { Text("\\(library.books.count)") }
            }
            struct Room: View {
                @State private var lights = false
                var body: some View {
                    Button("Lights") { lights.toggle() }
                    Text("\\(lights)")
                    Shelf()
                }
            }
            :mount Room()
            :tap "Lights"
            :tap "Lights"
            """
        let mistake = Self.advice(script)
        #expect(mistake.map(\.line) == [7])
        #expect(mistake.first?.message.hasPrefix("@State runs Library() at every init of Shelf") == true)
        // Mounted on its own (made once), the same declaration costs nothing: no advice.
        #expect(Self.advice(script.replacingOccurrences(of: ":mount Room()\n:tap \"Lights\"\n:tap \"Lights\"", with: ":mount Shelf()")).isEmpty)
    }

    /// A model a view installed as its `@State` goes with the view when an `if` removes it: a view brought back
    /// is a new node with a new model, not a throwaway (rules §3.3; fixture 405). A parent's re-render, which makes
    /// a model no node installs, is one.
    @Test func aModelThatLeavesWithItsViewIsNoThrowaway() {
        let editor = """
            import Observation
            @Observable final class Draft { var text = "" }
            struct Editor: View {
                @State private var draft = Draft()
                var body: some View { Text(draft.text) }
            }

            """
        let removed = editor + """
            struct Screen: View {
                @State private var show = true
                var body: some View {
                    Toggle("Show", isOn: $show)
                    if show { Editor() }
                }
            }
            :mount Screen()
            :toggle "Show"
            :toggle "Show"
            :toggle "Show"
            :toggle "Show"
            """
        #expect(Self.advice(removed).isEmpty)
        let rendered = editor + """
            struct Screen: View {
                @State private var flag = false
                var body: some View {
                    Toggle("Flag", isOn: $flag)
                    Text("\\(flag)")
                    Editor()
                }
            }
            :mount Screen()
            :toggle "Flag"
            :toggle "Flag"
            """
        let throwaway = Self.advice(rendered)
        #expect(throwaway.map(\.line) == [4])
        #expect(throwaway.first?.message == "Draft was made 3 times by Screen's body, and 1 was thrown away: each run of Screen's body builds its children again, and what is made there (in an argument passed to a child, or in its initializer) is made again.")
    }

    /// `.id(UUID())` is a new identity at every body run (rules §1.3); an id the view keeps is not advised.
    @Test func anIdNewAtEveryRunIsAdvised() {
        let script = """
            struct Child: View {
                @State private var taps = 0
                var body: some View { Button("Taps \\(taps)") { taps += 1 } }
            }
            struct Parent: View {
                @State private var version = 0
                var body: some View {
                    Child().id(UUID())
                    Child().id(version)
                }
            }
            """
        let advice = Self.advice(script)
        #expect(advice.map(\.line) == [8])
        #expect(advice.first?.message == ".id(UUID()) is a new identity every time Parent's body runs: what is below it starts over each time (its @State from the initial value, its @StateObject made again, onDisappear and onAppear, its .task restarted).")
    }

    @Test func aStateGivenANewValueByItsParentIsAdvised() {
        let script = """
            struct Child: View {
                @State var count: Int
                var body: some View { Text("count \\(count)") }
            }
            struct Same: View {
                @State var label = "fixed"
                var body: some View { Text(label) }
            }
            struct Parent: View {
                @State private var start = 1
                var body: some View {
                    Child(count: start)
                    Same(label: "fixed")
                    Button("Bump") { start += 1 }
                }
            }
            :mount Parent()
            :tap "Bump"
            """
        let advice = Self.advice(script)
        // The child given 2 after 1 is advised once, at its declaration; the one given the same value again is not.
        #expect(advice.map(\.line) == [2])
        #expect(advice.first?.message == "Child#2's @State count was given 2 by its parent and kept 1: @State makes its storage once, from the first value it is given, and ignores the later ones.")
    }

    @Test func observationMixedUp() {
        let both = """
            import Observation
            @Observable final class Settings: ObservableObject {
                @Published var theme = "light"
            }
            """
        #expect(Self.advice(both).map(\.line) == [3])
        let nested = Self.counterVM + """

            final class Dashboard: ObservableObject {
                @Published var counter = CounterVM()
            }
            """
        #expect(Self.advice(nested).map(\.line) == [5])
        #expect(Self.advice(Self.counterVM).isEmpty)
    }

    @Test func aChangePublishedCannotAnnounce() {
        // A class held by @Published: a change inside it sets nothing on the model (rules §6.3).
        let heldClass = """
            final class Profile { var nickname = "anon" }
            final class Player: ObservableObject {
                @Published var profile = Profile()
                @Published var score = 0
            }
            """
        let advised = Self.advice(heldClass)
        #expect(advised.map(\.line) == [3])
        #expect(advised.first?.message.contains("Player.profile holds a Profile, a class") == true)
        // A struct is a value: a change inside it is a set of the property, and publishes.
        #expect(Self.advice(heldClass.replacingOccurrences(of: "final class Profile", with: "struct Profile")).isEmpty)
        // An objectWillChange of the class's own: @Published no longer feeds it (rules §6.1)...
        let ownPublisher = """
            import Combine
            final class Stopwatch: ObservableObject {
                let objectWillChange = PassthroughSubject<Void, Never>()
                var seconds = 0 { willSet { objectWillChange.send() } }
                @Published var note = "none"
            }
            """
        #expect(Self.advice(ownPublisher).map(\.line) == [5])
        // An ObservableObjectPublisher of its own is sent by @Published (rules §6.1): nothing to say.
        #expect(Self.advice(ownPublisher.replacingOccurrences(of: "PassthroughSubject<Void, Never>()", with: "ObservableObjectPublisher()")).isEmpty)
        // ... unless the class subscribes to the property's publisher (and so may forward it).
        let forwarded = ownPublisher.replacingOccurrences(of: "@Published var note = \"none\"", with: """
            @Published var note = "none"
                var forwarding: AnyCancellable?
                init() { forwarding = $note.sink { [weak self] _ in self?.objectWillChange.send() } }
            """)
        #expect(Self.advice(forwarded).isEmpty)
    }

    @Test func aBindableMadeInAParentsBodyForAnAlertAndTheKeystrokesItCosts() {
        let alert = """
            import Observation
            @Observable final class Note { var title = "" }
            struct Notes: View {
                @State private var note = Note()
                @State private var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                    .alert("Title", isPresented: $editing) {
                        @Bindable var note = note
                        TextField("Title", text: $note.title)
                    }
                }
            }
            :mount Notes()
            :tap "Edit"
            :type "abc" into "Title"
            """
        #expect(Self.advice(alert).map(\.line) == [9])
        // A parent that makes a binding for a field its child shows runs at every keystroke.
        let child = """
            import Observation
            @Observable final class Note { var title = "" }
            struct Field: View {
                @Binding var text: String
                var body: some View { TextField("Title", text: $text) }
            }
            struct Page: View {
                @State private var note = Note()
                var body: some View {
                    @Bindable var note = note
                    Field(text: $note.title)
                }
            }
            :mount Page()
            :type "abc" into "Title"
            """
        let keystrokes = Self.advice(child)
        #expect(keystrokes.map(\.line) == [9])
        #expect(keystrokes.first?.message.hasPrefix("Page's body ran at every keystroke typed into \"Title\" (3 of 3)") == true)
    }

    @Test func aTaskStillWorkingOnAnObjectTheViewNoLongerFollows() {
        let script = """
            final class Loader: ObservableObject {
                @Published var text = "…"
                func load() async { try? await Task.sleep(for: .seconds(2)); text = "done" }
            }
            struct Child: View {
                @ObservedObject var loader = Loader()
                var body: some View { Text(loader.text).task { await loader.load() } }
            }
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    Button("Bump \\(n)") { n += 1 }
                    Child()
                }
            }
            :mount Parent()
            :tap "Bump 0"
            """
        let found = Self.advice(script)
        #expect(found.contains { $0.message.hasPrefix("Child#2's @ObservedObject _loader now follows Loader#2, but a task started for Loader#1 is still running") && $0.line == 6 })
    }

    @Test func adviceCanBeTurnedOff() {
        let script = ":advice off\n" + Self.counterVM + "\nstruct Screen: View {\n    @State private var vm = CounterVM()\n    var body: some View { Text(\"a\") }\n}\n"
        #expect(Self.advice(script).isEmpty)
    }

    /// The fixtures of the corpora of correct code that show a mistake on purpose: the only ones that get advice.
    /// FixtureCorpusTests checks it as it runs each fixture (`FixtureCorpusTests.check(_:advice:)`: the corpora
    /// run once, not twice: running them all again here held a test thread as long as the fixture suites ran, 348 s
    /// in a CI run, before the compiler check's tests could start).
    static let mistakesOnPurpose: Set<String> = [
        "308-state-initial-object-per-init-t6.swift", "322-stateobject-configured-ignored-t9.swift",
        "324-observedobject-inline-t8.swift", "339-alert-local-bindable-t18.swift", "374-stateobject-injected-released.swift",
        "407-injected-stateobject-keeps-first.swift", "411-object-in-state-replaced.swift", "412-wrapper-observing-keeps-first.swift",
        "415-owned-once-vs-state-every-render.swift", "416-alert-dependency-ends-with-dismiss.swift",
        "6133-owned-vs-borrowed-counter.swift", "6182-scoreboard-let-model-observedobject.swift",
        "6212-profile-stateobject-init-id.swift", "6213-draft-observable-state-throwaway.swift",
        // swiftui-new5: forum questions whose snippets show the mistake asked about before its fix.
        "6261-observedobject-reset-on-parent-render.swift", "6262-observable-state-init-every-body.swift",
        "6263-nested-observableobject-no-update.swift", "6298-stateobject-param-onchange-sync.swift",
        // swiftui-new6: Apple's StateObject page shows the pinned model beside the one `.id` renews.
        "6303-stateobject-external-data-id.swift",
        // swiftui-new8: the classic mistakes the questions ask about (@State throwaways, an inline @ObservedObject).
        "6420-observable-state-child-throwaways.swift", "6396-observedobject-inline-recreated.swift",
        // swiftui-new9: blog posts showing what injecting into @State and @StateObject does (the extra models, the ignored value).
        "6442-observable-state-injected-throwaways.swift", "6462-stateobject-injected-ignored.swift",
        // swiftui-new10: forum questions showing the reset counter, the @State throwaways, the ignored parameter
        // and the nested object, each before its fix.
        "6471-observed-vs-stateobject-reset.swift", "6472-observable-state-throwaway.swift",
        "6483-stateobject-init-param.swift", "6484-nested-observableobject.swift",
        // swiftui-new11: the WWDC donut shop's @State throwaway, and Apple's StateObject page (the pinned model).
        "6523-donut-state-throwaway-in-child.swift", "6526-doc-stateobject-configured-id.swift",
        // swiftui-new15: Apple's migration, ObservedObject and StateObject pages showing the extra models.
        "6673-migrate-stateobject-to-state.swift", "6694-observedobject-default-value.swift",
        "6700-stateobject-external-data-id.swift", "6703-state-observable-throwaways.swift",
        // swiftui-new18: Apple's "Initialize state objects using external data", the row without `.id`.
        "6830-stateobject-id-external-data.swift",
        // swiftui-new20: tutorial sites' ownership pitfalls (the sibling that resets, the model made in the init).
        "6884-stateobject-vs-observedobject-siblings.swift", "6885-stateobject-init-throwaway-models.swift",
        "6886-stateobject-configured-needs-id.swift",
        // swiftui-new21: Stack Overflow's questions, each asker's code before the answer's fix.
        "6912-nested-observableobject-no-refresh.swift", "6923-stateobject-wrappedvalue-param-once.swift",
        "6926-observedobject-created-in-body.swift",
        // swiftui-new23: WWDC sessions' own before-and-after examples (the configured object, the inline one,
        // the throwaway initial values, an ObservableObject held in @State).
        "7002-book-club-chat-stateobject-configured.swift", "7003-pet-feeding-observedobject-inline.swift",
        "7009-vet-schedule-state-initial-throwaways.swift", "7025-treat-jar-state-vs-stateobject.swift",
        // swiftui-new25: the Observation migration articles' warnings (a model in a child's @State, one made in
        // init and kept in a let, State(initialValue:) from a parameter, @StateObject beside @State).
        "7086-state-model-in-child-throwaways.swift", "7087-model-made-in-init-let-resets.swift",
        "7088-state-initialvalue-ignores-new-name.swift", "7090-stateobject-vs-state-siblings.swift",
        // swiftui-new28/29: the ObservableObject questions (a nested object, an inline @ObservedObject, a configured
        // @StateObject) and an @Observable draft in a subview's @State, made again at each parent render.
        "7197-nested-observableobject-not-propagating.swift", "7208-stateobject-vs-observedobject-rerender.swift",
        "7209-stateobject-init-wrappedvalue-ignored.swift", "7253-form-child-state-observable-throwaway.swift",
        // swiftui-new31: a row's @StateObject made from the row's data, which a rename does not reach.
        "7344-stateobject-row-ignores-rename.swift",
        // swiftui-new32: a screen's view model in @State, made again (and thrown away) at each parent render.
        "7362-screen-viewmodel-state-throwaways.swift",
        // swiftui-new34: bindings made in a body for a field (`$model.items[i]` in the editor's body, a local
        // @Bindable in an alert), so the body runs at every keystroke.
        "7441-bindable-model-items-index-editor.swift", "7451-bindable-local-in-alert-rename-folder.swift",
        // swiftui-new37: a view model configured in the view's init with StateObject(wrappedValue:).
        "7569-countdown-stateobject-configured-in-init.swift",
        // swiftui-new39: a beginner's counter model in @ObservedObject, made again at each parent render.
        "7672-counter-observedobject-mistake.swift",
        // swiftui-new40 (forum questions): a model in @ObservedObject made again at each parent render, a
        // StateObject built from a parameter, an @Observable model in @State made at every parent body.
        "7673-model-created-twice.swift", "7674-stateobject-param-onchange.swift", "7676-observable-state-throwaways.swift",
        // swiftui-new42 (Observation in depth): a model in a child's `let` made again at each parent render, and
        // `@State` throwaways counted with :objects.
        "7771-model-in-let-vs-state.swift", "7791-state-throwaway-objects-count.swift",
        // swiftui-new43 (navigation): an @Observable model in a tab's and a pushed page's @State, made again at
        // each render of the view above.
        "7804-tab-state-observable-throwaway.swift", "7829-destination-rebuilt-state-throwaway.swift",
        // swiftui-new44 (custom DynamicProperty): wrappers observing a model they make inline, configured with a
        // capturing closure, keeping throwaways in @State, read before install, holding a plain class.
        "7836-observing-wrapper-churn.swift", "7837-owning-wrapper-configured-closure.swift",
        "7843-wrapper-observable-in-state-throwaways.swift", "7847-owned-vs-observed-one-view.swift",
        "7853-observing-wrapper-subs-churn.swift", "7862-wrapper-stateobject-read-before-install.swift",
        "7870-mistake-plain-class-parent-renders.swift",
        // swiftui-new45 (lists and identity): a row model made by a StateObject closure that captures the row's
        // data under an offset id, an observed counter made by each row, @State throwaways in a row.
        "7884-enumerated-offset-id-stateobject.swift", "7887-observedobject-row-recreated.swift",
        "7912-state-observable-row-throwaways.swift",
        // swiftui-new46 (presentations and forms): an alert's `$playlist.title` read by the presenter's body at
        // each keystroke, an ObservableObject in @State observed only by a local @ObservedObject.
        "7916-alert-bindable-observable.swift", "7945-alert-local-observedobject-stale.swift",
        // swiftui-new48 (from Apple's documentation): a @StateObject's autoclosure beside a struct made at each
        // parent body, a defaulted @ObservedObject made anew, an @Observable default in @State made at each init,
        // a nested ObservableObject whose changes do not reach the outer one's observers.
        "7994-stateobject-init-autoclosure-once.swift", "7995-observedobject-default-recreated.swift",
        "8019-state-observable-default-reevaluated.swift", "8028-nested-observableobject-not-propagated.swift",
        // swiftui-new50 (from Apple's documentation): an @Observable in a plain `var` made at each parent body, a
        // nested ObservableObject, a defaulted @ObservedObject, a @StateObject given an init parameter.
        "8078-observable-plain-var-recreated.swift", "8085-nested-observableobject-no-refresh.swift",
        "8088-observedobject-default-recreated.swift", "8089-stateobject-init-param-first-only.swift",
        // swiftui-new51 (from Apple's documentation): an ObservableObject kept in @State, so that only the
        // @EnvironmentObject readers observe it.
        "8135-environmentobject-invalidates.swift", "8142-environmentobject-only-declaring-views.swift",
        // swiftui-new52 (from Apple's documentation): a nested ObservableObject whose change does not reach the outer view.
        "8190-nested-observableobject-vs-observable.swift",
        // swiftui-new54 (view identity, from Apple's documentation): a model made in init or a default that runs per init.
        "8243-stateobject-input-change-no-reinit.swift", "8258-stateobject-autoclosure-once.swift",
        "8259-state-default-instantiated-per-init.swift",
        // Apple's own "Create the source of truth" example: `@State private var book = Book()` in a child the
        // parent re-creates makes a Book each time (rules §5.3); the advice is right about Apple's code too.
        "8442-create-source-truth.swift", "8546-state-object-initialized-from.swift",
        // swiftui-new65 (community tutorial style): the classic defaulted @ObservedObject in a child, and a
        // @StateObject given external data (Apple's StateObject page: only the first value is used).
        "8675-classic-mistake-don-t.swift", "8700-initialize-state-objects-using.swift",
        // swiftui-new66 (WWDC data-flow sessions): a defaulted @ObservedObject, a @StateObject given external data,
        // an @Observable made at every init of its @State, and an ObservableObject kept in @State.
        "8717-observedobject-doesn-t-own.swift", "8724-initialize-using-external-data.swift",
        "8748-store-observable-objects-state.swift", "8752-observableobject-stored-state-updates.swift",
        // swiftui-new69 (ownership pitfalls): an @ObservedObject that makes its own model (twice), an @Observable made
        // at every init of its @State, a @StateObject given external data, an ObservableObject kept in @State.
        "8834-it-unsafe-create-observed.swift", "8863-don-t-give-observed.swift", "8837-observable-object-state-default.swift",
        "8841-state-object-initialized-from.swift", "8858-observableobject-stored-state-only.swift",
        // swiftui-new70 (Combine in models): a model holding another ObservableObject whose changes it does not forward,
        // a @Published holding a class, an objectWillChange of the class's own that @Published does not feed.
        "8878-objectwillchange-fires-when-parent.swift", "8900-published-struct-publishes-when.swift",
        "8903-objectwillchange-synthesized-only-by.swift",
        // swiftui-new71 (DynamicProperty types): an @ObservedObject a wrapper makes itself.
        "8944-pitfall-don-t-give.swift",
        // swiftui-new72 (@Observable in the environment): Apple's `@State private var book = Book()` in a child a parent
        // re-renders (each init of the child makes a Book that is thrown away).
        "8972-state-model-kept-across-parent-updates.swift",
        // swiftui-new73 (identity): a @StateObject given external data without an .id.
        "9002-without-id-stateobject-keeps-first-input.swift",
        // An .id made anew at every run of the body (UUID()): the subtree starts over each time.
        "7682-id-uuid-resets-state.swift", "7910-list-id-uuid-refresh.swift", "9031-id-new-uuid-each-update-resets.swift",
        // A @State given a new value by its parent, which keeps the first (rules §3.2): each shows it happening.
        "309-state-later-initial-ignored.swift", "350-id-reset-subtree.swift",
        "6418-state-initial-from-init-ignored.swift", "6480-child-state-id-reset.swift",
        "6815-row-state-initial-value.swift", "6921-state-initialvalue-ignored.swift",
        "6933-binding-vs-value-child.swift", "7059-edit-view-stale-initial-state-id.swift",
        "7350-state-init-from-prop-then-id.swift", "7361-closure-onsave-editor-draft.swift",
        "7503-state-initial-value-compared.swift", "7675-state-initial-value-ignored.swift",
        "7685-state-from-param-onchange-sync.swift", "7857-wrapper-state-from-config-id-reset.swift",
        "7900-row-state-from-init-ignored.swift", "7993-state-init-param-ignored.swift",
        "8254-state-initial-value-used-once.swift", "8623-swiftui-initializes-view-s.swift",
        "8670-swiftui-initializes-state-s.swift", "8839-swiftui-initializes-state-s.swift",
        "8844-swiftui-creates-view-s.swift", "8941-pitfall-wrapper-seeded-from.swift",
        "9026-state-initial-value-not-reapplied.swift",
        // Apple's "model data" pieces shown with their classic mistakes (a model made in an init, a default value).
        "9266-migrating-stateobject-to-state-eager-init-in-child.swift", "9269-modeldata-observedobject-default-value-remade.swift",
        "9270-modeldata-stateobject-initial-value-and-id.swift", "9271-modeldata-state-observable-deferred-with-task.swift",
        // swiftui-new82/84/85 (ownership questions, WWDC sessions, course code): the classic mistake shown before its fix.
        "9335-wrappedvalue-from-init-parameter-views-init.swift", "9336-view-model-created-inline-parents-body.swift",
        "9337-state-initialised-from-init-parameter-keeps.swift", "9405-pet-each-pet-gets-view-own.swift",
        "9444-bookworms-pushbutton-binding-parents-text-follows.swift",
        // swiftui-new88 (community tutorials on ownership): the pitfall each tutorial shows, beside its fix.
        "9516-observedobject-inline-default-value-new-object.swift", "9517-stateobjects-init-takes-autoclosure-model-built.swift",
        "9549-same-counter-model-held-by-observedobject.swift",
        // swiftui-new89/90: Apple's StateObject and State pages (the init parameter kept, the model made at every init),
        // SwiftLee's inline @ObservedObject, nested ObservableObjects (Donny Wals, a Stack Overflow question), a
        // @Bindable made in an alert's content, `.id(UUID())` in a body: each shown before its fix.
        "9560-name-makes-new-datamodel.swift", "9564-nested-models-change-inside-observableobject-held.swift",
        "9581-randomnumberview-re-renders-counterviews-observedobject-view.swift",
        "9587-observable-library-as-state-default-value.swift",
        "9600-stackoverflow-com-questions-58406287-model-holding.swift",
        "9601-developer-apple-com-documentation-swiftui-stateobject.swift",
        "9602-differences-explained-https-www-avanderlee-com.swift",
        "9603-developer-apple-com-documentation-swiftui-state.swift",
        "9623-www-hackingwithswift-com-quick-start-swiftui.swift",
        "9630-documentation-https-developer-apple-com-documentation.swift",
        // Third corpus of 2026-12-04: Apple's StateObject page (an init parameter kept, 9636, 9661), Apple's State page
        // (a throwaway model per parent render, 9644), Hacking with Swift's inline @ObservedObject (9637), a model made
        // in a local before StateObject(wrappedValue:) (9654), an ObservableObject kept in @State (9666, 9712), a
        // model remade at every parent render beside an .id reset (9674), an inline @ObservedObject timer (9698).
        "9636-developer-apple-com-documentation-swiftui-stateobject.swift",
        "9637-www-hackingwithswift-com-quick-start-swiftui.swift",
        "9644-developer-apple-com-documentation-swiftui-state.swift",
        "9654-takes-autoclosure-https-developer-apple-com.swift",
        "9661-developer-apple-com-documentation-swiftui-stateobject.swift",
        "9666-www-hackingwithswift-com-books-ios-swiftui.swift",
        "9674-swiftwithmajid-com-sign-up-form-owns.swift",
        "9698-recipe-screen-whose-timercard-makes-model.swift",
        "9712-observableobject-kept-state-owner-never-subscribes.swift",
        // Fourth corpus of 2026-12-04: Apple's StateObject page (a view model made in init from the id a parent passes,
        // 9717), Hacking with Swift's @State with a class (a model remade at every parent render, 9730), Stack Overflow's
        // "my state keeps resetting" (.id(UUID()) in a parent's body, 9753).
        "9717-profile-card-makes-view-model-init-stateobject.swift",
        "9730-child-keeps-observable-chart-model-state-initial.swift",
        "9753-child-given-id-uuid-parent-s-body.swift",
        // Fifth corpus of 2026-12-04 (pitfalls on purpose): an @ObservedObject that makes its own model (9773), a model
        // made in a child's init (9778).
        "9773-observedobject-makes-so-owns-own-model-each.swift",
        "9778-model-made-child-s-init-state-initialvalue.swift",
        // Sixth and seventh corpora of 2026-12-04 (Apple's samples; questions people ask): @State initialised from an
        // init parameter (9811, 9833, 9863), a nested ObservableObject nobody forwards (9835), a view model made in a
        // parent's body (9846), a @StateObject made from an init parameter (9849).
        "9811-state-initialised-parameter-init-storage-keeps-first.swift",
        "9833-editor-s-state-text-initialised-name-parameter.swift",
        "9835-my-view-doesn-t-update-i-change.swift",
        "9846-my-like-count-resets-0-whenever-parent.swift",
        "9849-stateobject-initialised-parameter-doesn-t-change-parameter.swift",
        "9863-my-toggle-list-row-doesn-t-save.swift",
        // Corpus of 2026-12-05 (tutorial sites, pitfalls on purpose): an @ObservedObject model made in the parent's body
        // (9884) or inline in a child (9894), a @StateObject made from an init parameter (9893), @State given a new
        // value by its parent after the first (9896), an @Observable model remade by @State at every parent render (9910).
        "9884-stateobject-vs-observedobject-parent-re-renders-identical.swift",
        "9893-configured-stateobject-keeps-first-user-id.swift",
        "9894-comment-box-observedobject-made-inline-forgets-text.swift",
        "9896-state-assigned-in-init-is-ignored.swift",
        "9910-observable-model-in-child-state-remade-each-render.swift",
        // Second corpus of 2026-12-05 (forum questions, pitfalls on purpose): a nested ObservableObject nobody forwards
        // (9934), a child given `.id(UUID())` in the parent's body (9944).
        "9934-nested-observableobject-profile-address.swift",
        "9944-id-uuid-child-gives.swift",
        // Third corpus of 2026-12-05 (WWDC sessions and Apple's samples, pitfalls on purpose): a @StateObject made from an
        // init parameter (9958), a model made in a child's init (9974) or inline in an @ObservedObject (9989).
        "9958-chapter-view-makes-stateobject-book-parameter-init.swift",
        "9974-nutrition-panel-builds-expensive-calculator-object-init.swift",
        "9989-reading-timer-view-makes-model-inline-observedobject.swift",
        // Fourth and fifth corpora of 2026-12-05 (community articles; Stack Overflow questions): a model in a plain `let`
        // (10007, 10066), an @Observable model in @State made at each init (10010), a StateObject or State given an init
        // parameter (10011, 10047, 10071), an ObservableObject in @State (10067) or made at the call site (10069).
        "10007-model-held-plain-let-view-made-again.swift",
        "10010-state-takes-initial-value-only-once-install.swift",
        "10011-stateobject-wrappedvalue-init-takes-autoclosure-model-new.swift",
        "10047-stateobject-init-called-multiple-times-view-s.swift",
        "10066-observable-model-kept-plain-let-view-creates.swift",
        "10067-observableobject-kept-state-state-does-not-subscribe.swift",
        "10069-parent-makes-child-s-observableobject-call-site.swift",
        "10071-my-child-s-state-doesn-t-update.swift",
        // Sixth to eighth corpora of 2026-12-05 (app architecture; what's new in iOS 17/18; Stack Overflow of 2020-2022),
        // their pitfalls on purpose: a view model made by `@ObservedObject var model = Model()` (10098, 10168), a
        // @StateObject or @State given an init parameter (10099, 10101, 10157, 10181), an @Observable in @State made at
        // each init (10140), an ObservableObject nested in another (10161) or a class in a @Published property (10183), an
        // ObservableObject kept in @State (10184), a model made at the call site each parent render (10187, 10191).
        "10098-view-model-made-observedobject-var-model-model.swift",
        "10099-detail-pane-whose-stateobject-view-model-made.swift",
        "10101-observable-view-model-handed-children-keeps-plain.swift",
        "10140-pitfall-purpose-state-private-var-model-timermodel.swift",
        "10157-pitfall-purpose-draft-state-initialvalue-title-init.swift",
        "10161-nested-observableobject-doesn-t-update-view-view.swift",
        "10168-stateobject-vs-observedobject-my-counter-resets-parent.swift",
        "10181-stateobject-initialized-parameter-ignores-new-values-model.swift",
        "10183-struct-vs-class-inside-published-property-changing.swift",
        "10184-child-s-stateobject-keeps-old-object-parent.swift",
        "10187-my-counter-resets-whenever-parent-changes-parent.swift",
        "10191-my-detail-view-model-created-even-though.swift",
        // Ninth and tenth corpora of 2026-12-05 (Apple's documentation samples; CS193p and Kodeco's course projects),
        // their pitfalls on purpose: a @StateObject given an init parameter (10204), `@ObservedObject var x = Model()`
        // (10205, 10245), a @State given a new value by its parent and keeping its first (10206, 10246), a view
        // model that is a struct kept in a child's @State (10277).
        "10204-object-made-outside-stored-log-stateobject-wrappedvalue.swift",
        "10205-observedobject-var-score-scoremodel-made-again-every.swift",
        "10206-set-state-only-inside-view-not-init.swift",
        "10245-game-view-makes-own-view-model-observedobject.swift",
        "10246-cardview-copies-card-s-face-own-state.swift",
        "10277-view-model-struct-so-parent-keeps-state.swift",
        // Eleventh corpus of 2026-12-05 (view identity and lifetime): a row's @State kept behind an `AnyView` while its
        // parent hands it another value (10292), a @StateObject made from an init parameter (10296).
        "10292-pitfall-purpose-anyview-hiding-change-different-contacts.swift",
        "10296-switch-cases-identities-against-configured-view-previewpane.swift",
        // Twelfth corpus of 2026-12-05 (forms and editing drafts): a row's @State copy that does not follow its parent
        // (10336), an open editor's draft that does not follow the item (10358).
        "10336-each-row-copies-item-s-title-own.swift",
        "10358-open-editor-s-draft-does-not-follow.swift",
        // Corpora of 2026-12-05, afternoon (navigation; lists; the environment): a pushed page's model made with
        // ObservedObject(wrappedValue:) (10365), a pushed page's @State copy of its argument (10388), an eager
        // NavigationLink destination making its model inline (10400), a row's @State item and a row's @StateObject built
        // from its item (10411, 10412), a child's @State copy of an environment value (10460), a plain class in @State
        // handed to .environmentObject (10464).
        "10365-pushed-page-makes-model-observedobject-wrappedvalue-trackmodel.swift",
        "10388-pushed-page-copies-argument-state-init-shared.swift",
        "10400-navigationlink-destination-builds-each-destination-eagerly-destination.swift",
        "10411-pitfall-purpose-row-keeps-item-given-state.swift",
        "10412-pitfall-purpose-row-builds-stateobject-item-own.swift",
        "10460-only-parent-reads-environment-value-hands-child.swift",
        "10464-object-given-environmentobject-swapped-new-instance-environmentobject.swift",
        // Observation in depth: a `let model = Model()` beside the @State one (10493), a @State model set from an init
        // argument that a new argument does not replace (10494), a model made in a view's init and kept in a `let` (10511).
        "10493-state-holding-observable-model-against-let-tally.swift",
        "10494-observable-model-state-set-init-argument-state.swift",
        "10511-pitfall-purpose-observable-model-made-view-s.swift",
        // Everyday app screens: @State initialised from a property that later changes (10564, 10600), a model made in a
        // child view's init (10570, 10573, 10590).
        "10564-pitfall-purpose-state-initialised-property-later-changes.swift",
        "10570-pitfall-purpose-model-created-child-view-s.swift",
        "10573-pitfall-purpose-model-created-child-view-s.swift",
        "10590-pitfall-purpose-model-created-child-view-click.swift",
        "10600-pitfall-purpose-state-initialised-property-later-changes.swift",
        // "Why doesn't my view update?" questions, their pitfall parts: nested ObservableObjects (10603, 10605), a model
        // made inline or in a view's init (10606, 10624, 10640), @State or @StateObject set from an init parameter (10608,
        // 10609, 10636), an ObservableObject kept in @State (10623), an `objectWillChange` declared by hand (10634).
        "10603-changes-nested-observableobject-don-t-update-my.swift",
        "10605-after-moving-observable-do-nested-objects-update.swift",
        "10606-my-view-model-recreated-every-time-i.swift",
        "10608-state-set-init-parameter-ignores-new-value.swift",
        "10609-child-s-state-copied-parent-goes-stale.swift",
        "10623-i-put-my-observableobject-state-view-stopped.swift",
        "10624-why-my-observable-view-model-created-again.swift",
        "10634-i-declared-my-own-objectwillchange-published-stopped.swift",
        "10636-my-stateobject-initialised-parameter-keeps-first-value.swift",
        "10640-why-my-detail-view-model-created-before.swift",
        // App organization: a screen-owned model in @State made again at each init of its view (10731).
        "10731-screen-makes-model-state-re-makes-throwaway.swift",
        // swiftui-new120: a wrapper's @State model made at every init, and a nested @StateObject that keeps its first userID.
        "10817-observable-model-inside-wrapper-s-state.swift", "10831-my-wrapper-ignores-new-id-nested.swift",
        // Blind corpora of 2026-12-05 (swiftui123–132): the pitfall each script shows on purpose.
        "10920-rename-observable-model-alert-local-bindable.swift",
        "10928-state-initialvalue-sheet-ignores-new-values.swift",
        "10957-swiftlee-row-seeding-state-input-state.swift",
        "11028-stateobject-vs-observedobject-model-made-inline.swift",
        "11045-configured-stateobject-stateobject-wrappedvalue-init-keeps.swift",
        "11081-why-my-model-created-twice-observedobject.swift",
        "11082-my-observable-model-resets-when-parent.swift",
        "11084-nested-observableobject-does-not-update-my.swift",
        "11095-state-child-ignores-new-value-parent.swift",
        "11099-my-view-model-keeps-old-user.swift",
        "11101-my-edits-never-reach-model-child.swift",
        "11102-i-put-my-observableobject-state-nothing.swift",
        "11117-stateobject-external-data-stateobject-made-init.swift",
        "11136-state-observable-class-model-state-made.swift",
        "11139-observedobject-projected-binding-draft-subject-drives.swift",
    ]

    /// Every fixture named as a mistake on purpose is one of the corpora's (a renamed or removed one is not left behind).
    @Test func mistakesOnPurposeAreFixtures() {
        let names = Set(["interpreter", "semantics", "mistakes", "language", "swiftui"].flatMap { Fixture.load($0) }
            .filter { $0.unsafeGap == nil }.map(\.name))
        #expect(Self.mistakesOnPurpose.subtracting(names).isEmpty, "not fixtures: \(Self.mistakesOnPurpose.subtracting(names).sorted())")
    }
}
