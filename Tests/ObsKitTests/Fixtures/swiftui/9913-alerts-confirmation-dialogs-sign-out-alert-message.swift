// Hacking with Swift style: alerts and confirmation dialogs: a sign-out alert with a message and a delete confirmation dialog, both driven by @State flags the body never reads; presenting runs no body, an action that changes the shown status does, Cancel changes nothing (rules §13.2, §8.7, §15.11, §3.5)
import SwiftUI

struct AccountView: View {
    @State private var showingSignOut = false
    @State private var showingDelete = false
    @State private var status = "Signed in"

    var body: some View {
        let _ = print("AccountView body: \(status)")
        VStack {
            Text(status)
            Button("Sign out") { showingSignOut = true }
            Button("Delete account", role: .destructive) { showingDelete = true }
        }
        .alert("Sign out?", isPresented: $showingSignOut) {
            Button("Sign out", role: .destructive) { status = "Signed out" }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("You can sign in again later.")
        }
        .confirmationDialog("Delete account?", isPresented: $showingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { status = "Deleted" }
        }
    }
}

:mount AccountView()
// expect: AccountView body: Signed in
:tap "Sign out"
:tap "Cancel"
:tap "Sign out"
:tap "Sign out"
// expect: AccountView body: Signed out
:tap "Delete account"
:dismiss
:tap "Delete account"
:tap "Delete"
// expect: AccountView body: Deleted
