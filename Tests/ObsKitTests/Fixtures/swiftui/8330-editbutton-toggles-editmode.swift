// SwiftUI from Apple's documentation: EditButton toggles the \.editMode binding a container provides; it reads "Done" while active
// Apple, EditButton (https://developer.apple.com/documentation/swiftui/editbutton): "A button that toggles the edit mode
// environment value." ... "Notice that the Edit button displays the title "Done" while edit mode is active".
// Apple Developer Forums, "Programmatically set EditMode in SwiftUI not working"
// (https://developer.apple.com/forums/thread/771075), accepted answer: "add the .environment(\.editMode, $editMode)".
import SwiftUI

struct EditTodos: View {
    @State private var editMode = EditMode.inactive
    var body: some View {
        VStack {
            EditButton()
            Text("apple")
        }
        .environment(\.editMode, $editMode)
        .onChange(of: editMode) { _, newValue in
            print("isEditing \(newValue.isEditing)")
        }
    }
}

:mount EditTodos()
:tap "Edit"
:tap "Done"
// expect: isEditing true
// expect: isEditing false
