// SwiftUI from Apple's documentation: alert(_:isPresented:actions:) with a TextField among its actions
// Sources: developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:): actions is a
// content builder "returning the alert's actions"; "When the user presses or taps one of the alert's
// actions, the system sets this value to false and dismisses." TextField(_:text:): "text: The text to
// display and edit" (a binding to the presenter's State).
import SwiftUI

struct RenameView: View {
    @State private var showRename = false
    @State private var name = "Untitled"

    var body: some View {
        VStack {
            Text(name)
            Button("Rename") { showRename = true }
            Button("Status") { print("name \(name), showRename \(showRename)") }
        }
        .alert("Rename document", isPresented: $showRename) {
            TextField("New name", text: $name)
            Button("OK") { print("renamed to \(name)") }
            Button("Cancel", role: .cancel) { }
        }
    }
}

:mount RenameView()
:tap "Rename"
:clear "New name"
:type "Notes" into "New name"
:tap "OK"
:tap "Status"

// expect: renamed to Notes
// expect: name Notes, showRename false
