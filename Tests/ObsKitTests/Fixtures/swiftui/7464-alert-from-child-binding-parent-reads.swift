// Hacking with Swift style: a child presents `.alert(isPresented:)` on a flag its parent owns and shows
// What SwiftUI does: the child's button writes `true` through its `@Binding` into the parent's `@State`; the parent
// read the flag, so it runs (rules §3.4, §3.5). It hands the child a `$showsConfirmation` that now holds another value,
// so the child differs and runs too (rules §2.5, §2.7), after the parent (rules §2.8). The alert's "OK" sets the flag
// back to false (rules §13.2): the same two bodies run again.
// Sources: rules §2.5, §2.7, §2.8, §3.4, §3.5, §13.2; https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
import SwiftUI

struct SaveButton: View {
    @Binding var showsConfirmation: Bool

    var body: some View {
        let _ = print("SaveButton body")
        Button("Save") { showsConfirmation = true }
            .alert("Saved", isPresented: $showsConfirmation) {
                Button("OK") {}
            }
    }
}

struct EditorScreen: View {
    @State private var showsConfirmation = false

    var body: some View {
        let _ = print("EditorScreen body: confirmation \(showsConfirmation ? "up" : "down")")
        VStack {
            Text(showsConfirmation ? "Saving…" : "Editing")
            SaveButton(showsConfirmation: $showsConfirmation)
        }
    }
}

:mount EditorScreen()
// expect: EditorScreen body: confirmation down
// expect: SaveButton body
:tap "Save"
// expect: EditorScreen body: confirmation up
// expect: SaveButton body
:tap "OK"
// expect: EditorScreen body: confirmation down
// expect: SaveButton body
