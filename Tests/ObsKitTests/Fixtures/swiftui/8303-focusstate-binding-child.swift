// SwiftUI from Apple's documentation: a child given $isFocused as a FocusState.Binding moves focus by writing true
// Apple, FocusState.Binding (https://developer.apple.com/documentation/swiftui/focusstate/binding): "A property wrapper type
// that can read and write a value that indicates the current focus location."
// Apple, focused(_:) (https://developer.apple.com/documentation/swiftui/view/focused(_:)): "If a caller sets the value to true
// programmatically, then focus moves to the modified view. ... If a caller sets the value to false, SwiftUI automatically
// dismisses focus."
import SwiftUI

struct EditControls: View {
    @FocusState.Binding var noteFocused: Bool
    var body: some View {
        HStack {
            Button("Edit") { noteFocused = true }
            Button("Stop") { noteFocused = false }
        }
    }
}

struct NoteView: View {
    @State private var note = ""
    @FocusState private var noteFocused: Bool
    var body: some View {
        VStack {
            TextField("Note", text: $note)
                .focused($noteFocused)
            EditControls(noteFocused: $noteFocused)
        }
        .onChange(of: noteFocused) { _, newValue in
            print("note focused: \(newValue)")
        }
    }
}

:mount NoteView()
:tap "Edit"
:tap "Stop"
// expect: note focused: true
// expect: note focused: false
