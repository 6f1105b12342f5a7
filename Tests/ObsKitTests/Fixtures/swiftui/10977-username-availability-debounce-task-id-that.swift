// Hacking with Swift style (username availability): a debounce with .task(id:) that writes a status, sleeps half a second and checks a list; keystrokes restart the task, an equal status write runs no body, :advance finishes the last check (rules §11.3, §3.4, §10.1)
import SwiftUI

struct UsernameView: View {
    @State private var username = ""
    @State private var status = "Type a username"
    private let taken = ["admin", "root", "taylor"]

    var body: some View {
        let _ = print("body: '\(username)' \(status)")
        Form {
            TextField("Username", text: $username)
                .textInputAutocapitalization(.never)
            Text(status)
        }
        .task(id: username) {
            let name = username.trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty else {
                status = "Type a username"
                return
            }
            status = "Waiting"
            do {
                try await Task.sleep(for: .seconds(0.5))
            } catch {
                return
            }
            status = taken.contains(name) ? "\(name) is taken" : "\(name) is available"
            print("checked \(name)")
        }
    }
}
:mount UsernameView()
// expect: body: '' Type a username
:type "Tay" into "Username"
// expect: body: 'T' Type a username
// expect: body: 'T' Waiting
// expect: body: 'Ta' Waiting
// expect: body: 'Tay' Waiting
:advance 500ms
// expect: checked tay
// expect: body: 'Tay' tay is available
:type "lor" into "Username"
// expect: body: 'Tayl' tay is available
// expect: body: 'Tayl' Waiting
// expect: body: 'Taylo' Waiting
// expect: body: 'Taylor' Waiting
:advance 300ms
:advance 200ms
// expect: checked taylor
// expect: body: 'Taylor' taylor is taken
