// Style: Apple documentation page, `alert(_:isPresented:actions:message:)`: "If no actions are present, the system
// includes a standard 'OK' action" and "All actions in an alert dismiss the alert after the action runs" (Apple
// `view/alert(_:ispresented:actions:message:)`). Buttons with `.destructive` and `.cancel` roles each run their own
// action (rules §13.2). The flags are not read by the body (rules §3.5): only `accountDeleted`, read in the body,
// runs it again. While an alert is up it is modal (rules §15.11), so after each dismissal the screen's buttons work.
import SwiftUI

struct AccountView: View {
    @State private var showSaved = false
    @State private var showDelete = false
    @State private var accountDeleted = false

    var body: some View {
        let _ = print("account body, deleted: \(accountDeleted)")
        VStack {
            Button("Save Changes") { showSaved = true }
                .alert("Saved", isPresented: $showSaved) {
                } message: {
                    Text("Your changes were saved.")
                }
            Button("Delete Account") { showDelete = true }
                .alert("Delete your account?", isPresented: $showDelete) {
                    Button("Delete", role: .destructive) {
                        print("deleting")
                        accountDeleted = true
                    }
                    Button("Cancel", role: .cancel) {
                        print("cancelled")
                    }
                } message: {
                    Text("This cannot be undone.")
                }
        }
    }
}

:mount AccountView()
// expect: account body, deleted: false
:tap "Save Changes"
:tap "OK"
:tap "Delete Account"
:tap "Cancel"
// expect: cancelled
:tap "Delete Account"
:tap "Delete"
// expect: deleting
// expect: account body, deleted: true
