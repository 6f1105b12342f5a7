// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:) (a Bool @FocusState is false while no bound view has focus; a button that sets it to true moves focus to the field, and setting it to false dismisses focus)
import SwiftUI

struct NoteEditor: View {
    @State private var note = ""
    @FocusState private var isEditing: Bool

    var body: some View {
        VStack {
            TextField("Note", text: $note)
                .focused($isEditing)
            Button("Edit") { isEditing = true }
            Button("Done") { isEditing = false }
            Button("Check") { print("editing: \(isEditing)") }
        }
    }
}

:mount NoteEditor()
:tap "Check"
:tap "Edit"
:tap "Check"
:tap "Done"
:tap "Check"
// expect: editing: false
// expect: editing: true
// expect: editing: false
