// A destructive alert with a message and a cancel-role button: any button's action runs, then the alert resets its isPresented binding to false; expected output by the SwiftUI rules (Apple: alert(_:isPresented:actions:message:) "the system sets isPresented to false" when a button is tapped; rules §13; onChange runs in the update after the action)
import SwiftUI

struct AccountView: View {
    @State private var showingAlert = false
    @State private var deleted = false

    var body: some View {
        VStack {
            Text(deleted ? "Account deleted" : "Account active")
            Button("Delete account") {
                showingAlert = true
            }
            Button("Status") {
                print(deleted ? "status: deleted" : "status: active")
            }
        }
        .alert("Delete account?", isPresented: $showingAlert) {
            Button("Delete", role: .destructive) {
                deleted = true
                print("deleted")
            }
            Button("Cancel", role: .cancel) {
                print("cancelled")
            }
        } message: {
            Text("This cannot be undone.")
        }
        .onChange(of: showingAlert) {
            print("showingAlert = \(showingAlert)")
        }
    }
}

:mount AccountView()
:tap "Delete account"
:tap "Cancel"
:tap "Status"
:tap "Delete account"
:tap "Delete"
:tap "Status"

// expect: showingAlert = true
// expect: cancelled
// expect: showingAlert = false
// expect: status: active
// expect: showingAlert = true
// expect: deleted
// expect: showingAlert = false
// expect: status: deleted
