import ObsKit
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
