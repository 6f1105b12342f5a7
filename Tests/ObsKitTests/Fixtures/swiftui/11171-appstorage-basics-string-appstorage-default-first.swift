// Tutorial style (AppStorage basics): a String @AppStorage with its default on first launch, a TextField bound to it, onChange saving per keystroke; the default is not written to the store (rules §15.14, §3.5, §10.1, §11.1)
import SwiftUI

struct ProfileView: View {
    @AppStorage("username") private var username: String = "Guest"

    var body: some View {
        let _ = print("ProfileView body: '\(username)'")
        VStack {
            Text("Hello, \(username)!")
            TextField("Username", text: $username)
            Button("Show stored") {
                let stored = UserDefaults.standard.string(forKey: "username")
                print("stored: \(stored ?? "nil")")
            }
        }
        .onAppear { print("appear with \(username)") }
        .onChange(of: username) { oldValue, newValue in
            print("saved '\(oldValue)' -> '\(newValue)'")
        }
    }
}
:mount ProfileView()
// expect: ProfileView body: 'Guest'
// expect: appear with Guest
:tap "Show stored"
// expect: stored: nil
:clear "Username"
// expect: ProfileView body: ''
// expect: saved 'Guest' -> ''
:type "Al" into "Username"
// expect: ProfileView body: 'A'
// expect: saved '' -> 'A'
// expect: ProfileView body: 'Al'
// expect: saved 'A' -> 'Al'
:tap "Show stored"
// expect: stored: Al
