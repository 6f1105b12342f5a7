// SwiftUI from Apple's documentation: setting the editMode environment from your own state puts rows in edit mode, no EditButton
// Apple, EnvironmentValues.editMode (https://developer.apple.com/documentation/swiftui/environmentvalues/editmode): "Read this
// environment value to receive a optional binding to the edit mode state. The binding contains an EditMode value that indicates
// whether edit mode is active, and that you can use to change the mode." Apple, EditMode: views can "react to edit mode".
import SwiftUI

struct NoteRow: View {
    let note: String
    @Environment(\.editMode) private var editMode
    var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        let _ = print("NoteRow \(note) editing: \(editing)")
        Text(note)
    }
}

struct NotesList: View {
    @State private var mode: EditMode = .inactive
    var body: some View {
        VStack {
            Button(mode.isEditing ? "Finish" : "Start editing") {
                mode = mode.isEditing ? .inactive : .active
            }
            List {
                NoteRow(note: "Groceries")
            }
            .environment(\.editMode, $mode)
        }
    }
}

:mount NotesList()
// expect: NoteRow Groceries editing: false
:tap "Start editing"
// expect: NoteRow Groceries editing: true
:tap "Finish"
// expect: NoteRow Groceries editing: false
