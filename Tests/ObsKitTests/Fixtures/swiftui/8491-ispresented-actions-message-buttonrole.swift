// SwiftUI from Apple's documentation: alert(_:isPresented:actions:message:) and ButtonRole (destructive and cancel actions dismiss the alert)
// Source: developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka: isPresented is "A
// binding to a Boolean value that determines whether to present the alert. When the user presses or taps one
// of the alert's actions, the system sets this value to false and dismisses." ButtonRole: destructive "for a
// button that deletes user data"; cancel "for a button that cancels the current operation". Either action
// runs its closure and leaves the alert dismissed, so the form's Status button can be tapped again.
import SwiftUI

struct AccountSettings: View {
    @State private var isConfirming = false
    @State private var accountDeleted = false

    var body: some View {
        Form {
            Button("Delete Account", role: .destructive) {
                isConfirming = true
            }
            Button("Status") {
                print("deleted: \(accountDeleted), alert up: \(isConfirming)")
            }
        }
        .alert("Delete your account?", isPresented: $isConfirming) {
            Button("Delete", role: .destructive) {
                accountDeleted = true
                print("deleting")
            }
            Button("Cancel", role: .cancel) {
                print("cancelled")
            }
        } message: {
            Text("This can't be undone.")
        }
    }
}

:mount AccountSettings()
:tap "Delete Account"
:tap "Cancel"
:tap "Status"
:tap "Delete Account"
:tap "Delete"
:tap "Status"

// expect: cancelled
// expect: deleted: false, alert up: false
// expect: deleting
// expect: deleted: true, alert up: false
