// Tutorial style (log out confirmation): an alert whose destructive action changes state the body reads, onChange after the body, and :dismiss acting as Cancel (rules §13.2, §15.11, §11.1, §3.4)
import SwiftUI

struct AccountScreen: View {
    @State private var loggedIn = true
    @State private var askLogout = false

    var body: some View {
        let _ = print("AccountScreen.body loggedIn=\(loggedIn)")
        VStack {
            if loggedIn {
                Button("Log Out") { askLogout = true }
            } else {
                Button("Log In") { loggedIn = true }
            }
        }
        .alert("Log out?", isPresented: $askLogout) {
            Button("Log Out", role: .destructive) { loggedIn = false }
            Button("Stay", role: .cancel) { print("stayed") }
        } message: {
            Text("You will need your password to sign in again.")
        }
        .onChange(of: loggedIn) { oldValue, newValue in
            print("loggedIn \(oldValue) -> \(newValue)")
        }
    }
}
:mount AccountScreen()
// expect: AccountScreen.body loggedIn=true
:tap "Log Out"
:dismiss
:tap "Log Out"
:tap "Stay"
// expect: stayed
:tap "Log Out"
:tap "Log Out"
// expect: AccountScreen.body loggedIn=false
// expect: loggedIn true -> false
:tap "Log In"
// expect: AccountScreen.body loggedIn=true
// expect: loggedIn false -> true
