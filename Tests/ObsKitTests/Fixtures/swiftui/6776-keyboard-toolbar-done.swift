// Follows Apple's `ToolbarItemPlacement.keyboard` page
// (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard): "On iOS, keyboard items are
// above the software keyboard when present". Own code: a tip note field in a navigation stack with a keyboard
// toolbar holding a Done button that dismisses the focus.
// - The keyboard is present while the field has the focus; the script taps Done only then.
// - Done writes the Bool @FocusState to false: "If a caller sets the value to false, SwiftUI automatically
//   dismisses focus" (Apple `view/focused(_:)`). The body reads the focus: its line, then one body (rules §0.3,
//   §3.5, §15.10).
// - The toolbar's builder runs in the body of the view it modifies (rules §15.4); the body never reads `note`, so
//   typing runs nothing (rules §3.5).
import SwiftUI

struct TipNoteView: View {
    @State private var note = ""
    @FocusState private var noteIsFocused: Bool

    var body: some View {
        let _ = print("TipNoteView body: focused \(noteIsFocused)")
        NavigationStack {
            Form {
                TextField("Note", text: $note)
                    .focused($noteIsFocused)
            }
            .navigationTitle("Tip")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        print("Done with '\(note)'")
                        noteIsFocused = false
                    }
                }
            }
        }
    }
}

:mount TipNoteView()
// expect: TipNoteView body: focused false
:focus "Note"
// expect: TipNoteView body: focused true
:type "great" into "Note"
:tap "Done"
// expect: Done with 'great'
// expect: TipNoteView body: focused false
