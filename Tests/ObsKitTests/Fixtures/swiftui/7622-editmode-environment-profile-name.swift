// Follows Apple's EnvironmentValues.editMode (https://developer.apple.com/documentation/swiftui/environmentvalues/editmode): a form that shows a name as text, and as a field while the EditButton has it in edit mode
// What SwiftUI does: the view reads the optional `\.editMode` binding and shows a TextField while
// `isEditing` is true (Apple's example, with our own names). A NavigationStack gives its content an edit mode,
// inactive at first; the EditButton in the bar toggles it and is titled "Done" while it is active (rules §15.25).
// A view that declares `@Environment(\.editMode)` runs again when the mode changes (rules §14.2, §15.25); the
// body also reads the name, so each keystroke runs it once (rules §3.5, §10.1).
// Sources: Apple `environmentvalues/editmode`, `editbutton`; rules §3.5, §14.2, §15.25.
import SwiftUI

struct ProfileForm: View {
    @Environment(\.editMode) private var editMode
    @State private var name = "Maria Ruiz"

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        let _ = print("editing: \(isEditing), name: '\(name)'")
        Form {
            if isEditing {
                TextField("Name", text: $name)
            } else {
                Text(name)
            }
        }
        .animation(nil, value: editMode?.wrappedValue)
        .toolbar {
            EditButton()
        }
    }
}

struct ProfileScreen: View {
    var body: some View {
        NavigationStack {
            ProfileForm()
                .navigationTitle("Profile")
        }
    }
}

:mount ProfileScreen()
// expect: editing: false, name: 'Maria Ruiz'
:tap "Edit"
// expect: editing: true, name: 'Maria Ruiz'
:clear "Name"
// expect: editing: true, name: ''
:type "Ana" into "Name"
// expect: editing: true, name: 'A'
// expect: editing: true, name: 'An'
// expect: editing: true, name: 'Ana'
:tap "Done"
// expect: editing: false, name: 'Ana'
