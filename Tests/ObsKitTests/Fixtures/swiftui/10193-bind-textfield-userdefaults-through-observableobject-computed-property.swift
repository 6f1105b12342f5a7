// stack-overflow style: "bind a TextField to UserDefaults through an ObservableObject" — a computed property whose setter calls objectWillChange.send() before writing UserDefaults; `$prefs.username` binds through the object, each keystroke publishes and re-renders the form, and the value lands in UserDefaults (rules §9.2, §6.2, §15.14)
import SwiftUI

final class AccountPrefs: ObservableObject {
    var username: String {
        get { UserDefaults.standard.string(forKey: "prefs.username") ?? "guest" }
        set {
            objectWillChange.send()
            UserDefaults.standard.set(newValue, forKey: "prefs.username")
        }
    }
}

struct AccountView: View {
    @StateObject private var prefs = AccountPrefs()

    var body: some View {
        let _ = print("AccountView body: '\(prefs.username)'")
        Form {
            TextField("Username", text: $prefs.username)
            Button("Reset") { prefs.username = "guest" }
        }
    }
}

:mount AccountView()
// expect: AccountView body: 'guest'
:clear "Username"
// expect: AccountView body: ''
:type "jo" into "Username"
// expect: AccountView body: 'j'
// expect: AccountView body: 'jo'
print("stored: \(UserDefaults.standard.string(forKey: "prefs.username") ?? "nil")")
// expect: stored: jo
:tap "Reset"
// expect: AccountView body: 'guest'
