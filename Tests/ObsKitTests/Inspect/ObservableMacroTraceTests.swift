@testable import ObsKit
import Testing

/// What the `@Observable` macro tracks, as the inspector shows it: stored `var`s only, and not the
/// first store of each in an init (that goes through the macro's init accessor).
@Suite struct ObservableMacroTraceTests {
    static let page = """
        @Observable final class Draft {
            let serial: Int
            var title: String
            init(serial: Int) {
                self.serial = serial
                self.title = "untitled"
            }
        }
        struct Page: View {
            @State private var draft = Draft(serial: 7)
            var body: some View {
                Text("\\(draft.serial) \\(draft.title)")
                Button("Rename") { draft.title = "renamed" }
            }
        }
        :mount Page()

        """

    @Test func aLetIsNotADependency() {
        let output = play(Self.page + ":subs Draft\n")
        #expect(output.contains("read title"))
        #expect(!output.contains("read serial"))
    }

    @Test func initStoresNotifyNoOneLaterWritesDo() {
        let before = play(Self.page + ":log 50\n")
        #expect(!before.contains("willSet"))
        let after = play(Self.page + ":tap \"Rename\"\n:log 50\n")
        #expect(after.contains("willSet     Draft#1.title"))
    }
}

/// Boxes inside a DynamicProperty of the script's own are boxes of the view too: `:subs` and `:inspect`
/// show them under the host field's path.
@Suite struct NestedDynamicPropertyInspectTests {
    static let card = """
        final class Memo: ObservableObject { @Published var text = "" }
        @propertyWrapper struct Held: DynamicProperty {
            @StateObject private var memo = Memo()
            var wrappedValue: Memo { memo }
        }
        struct Card: View {
            @Held var memo: Memo
            var body: some View { Text(memo.text) }
        }
        :mount Card()

        """

    @Test func subsListsTheNestedBox() {
        let output = play(Self.card + ":subs\n")
        #expect(output == """
            Memo#1.objectWillChange
              <- Card#1's @StateObject memo.memo box
            objectWillChange subscriptions of view boxes: 1 made, 0 cancelled, 1 live

            """)
    }

    @Test func inspectListsTheNestedStorage() {
        let output = play(Self.card + ":inspect Card\n")
        #expect(output == """
            Card#1 (body runs: 1)
              _memo: DynamicProperty Held
                _memo: @StateObject = Memo#1, subscribed

            """)
    }
}
