// Renaming in an alert with a text field bound to a @State draft, the pattern Apple added in iOS 16 (a TextField
// among an alert's actions) and that Stack Overflow answers show for "how do I add a text field to an alert".
// What SwiftUI does: the alert is built in the body (rules §13.2), but `$draftName` only makes a binding, which is
// not a read (rules §3.5), and the presentation flag is read when the screen is drawn, not by the body (rules §8.7).
// So opening the alert, clearing the field and typing run no body at all. "Save" writes `name`, which the body reads:
// one body run, and the alert closes (rules §13.2). An action reads the live value of the state (rules §3.4), so
// "Cancel" sees what was typed.
// Sources: rules §3.4, §3.5, §8.7, §10.1, §13.2;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct ProfileHeader: View {
    @State private var name = "Guest"
    @State private var draftName = ""
    @State private var isRenaming = false

    var body: some View {
        let _ = print("ProfileHeader body: \(name)")
        VStack {
            Text("Hello, \(name)")
            Button("Rename") {
                draftName = name
                isRenaming = true
            }
        }
        .alert("Rename", isPresented: $isRenaming) {
            TextField("New name", text: $draftName)
            Button("Save") {
                name = draftName
            }
            Button("Cancel", role: .cancel) {
                print("rename cancelled, draft was \(draftName)")
            }
        } message: {
            Text("Enter a new display name.")
        }
    }
}

:mount ProfileHeader()
// expect: ProfileHeader body: Guest
:tap "Rename"
:clear "New name"
:type "Ada" into "New name"
:tap "Save"
// expect: ProfileHeader body: Ada
:tap "Rename"
:type "x" into "New name"
:tap "Cancel"
// expect: rename cancelled, draft was Adax
