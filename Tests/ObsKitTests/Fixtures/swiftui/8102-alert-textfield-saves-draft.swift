// SwiftUI from Apple's documentation: a TextField in an alert edits a binding; the chosen action reads it and the alert closes
// Apple, alert(_:isPresented:actions:) (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka):
// isPresented: "When the user presses or taps one of the alert's actions, the system sets this value to false and dismisses."
// The actions builder holds the alert's controls; since iOS 16 a TextField may be one of them (TextFieldAlert README,
// https://github.com/sochalewski/TextFieldAlert: "Apple is going to introduce text field(s) as an alert actions in iOS 16").
import SwiftUI

struct FolderView: View {
    @State private var folderName = "Untitled"
    @State private var draft = ""
    @State private var renaming = false
    var body: some View {
        VStack {
            Text(folderName)
            Button("Rename folder") {
                draft = folderName
                renaming = true
            }
        }
        .alert("Rename", isPresented: $renaming) {
            TextField("Name", text: $draft)
            Button("Save") {
                folderName = draft
                print("saved \(folderName)")
            }
            Button("Cancel", role: .cancel) { }
        }
        .onChange(of: renaming) { _, shown in print("alert shown: \(shown)") }
    }
}

:mount FolderView()
:tap "Rename folder"
// expect: alert shown: true
:type "s" into "Name"
:tap "Save"
// expect: saved Untitleds
// expect: alert shown: false
