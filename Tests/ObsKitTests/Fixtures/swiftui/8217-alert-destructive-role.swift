// SwiftUI from Apple's documentation: an alert's destructive button runs its action and the alert's binding goes false
// Apple, alert(_:isPresented:actions:) (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)):
// isPresented: "A binding to a Boolean value that determines whether to present the alert. When the user presses or taps
// one of the alert's actions, the system sets this value to false and dismisses."
// Apple, ButtonRole.cancel (https://developer.apple.com/documentation/swiftui/buttonrole/cancel): "A role that indicates
// a button that cancels an operation."
import SwiftUI

struct AccountView: View {
    @State private var showDeleteAlert = false
    @State private var accountExists = true
    var body: some View {
        VStack {
            Text(accountExists ? "Account active" : "Account deleted")
            Button("Delete Account") { showDeleteAlert = true }
        }
        .alert("Delete your account?", isPresented: $showDeleteAlert) {
            Button("Delete", role: .destructive) {
                accountExists = false
                print("deleted")
            }
            Button("Cancel", role: .cancel) { print("cancelled") }
        }
        .onChange(of: showDeleteAlert) { _, isShown in
            print("alert shown: \(isShown)")
        }
    }
}

:mount AccountView()
:tap "Delete Account"
:tap "Cancel"
:tap "Delete Account"
:tap "Delete"
// expect: alert shown: true
// expect: cancelled
// expect: alert shown: false
// expect: alert shown: true
// expect: deleted
// expect: alert shown: false
