// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (.task(id:) restarting when the server changes)
// Apple's task(id:priority:_:) page: "Adds a task to perform before this view appears or when a specified value
// changes"; "If the id value changes, SwiftUI cancels and restarts the task." The example connects to `server`; here
// the task prints the server it connects to and then waits. Choosing the server already chosen changes nothing.
// - Mount (primary); pick Backup; pick Backup again (nothing); pick Primary.
import SwiftUI

enum Server: String, CaseIterable, Identifiable {
    case primary, backup
    var id: Self { self }
}

struct StatusView: View {
    var server: Server
    @State private var status: String?

    var body: some View {
        Text(status ?? "Signed Out")
            .task(id: server) {
                print("connecting to \(server.rawValue)")
                status = "Connected to \(server.rawValue)"
                try? await Task.sleep(for: .seconds(60))
            }
    }
}

struct ServerChooser: View {
    @State private var server: Server = .primary

    var body: some View {
        VStack {
            Picker("Server", selection: $server) {
                ForEach(Server.allCases) { server in
                    Text(server.rawValue.capitalized)
                }
            }
            StatusView(server: server)
        }
    }
}

:mount ServerChooser()
// expect: connecting to primary
:pick "Backup" in "Server"
// expect: connecting to backup
:pick "Backup" in "Server"
:pick "Primary" in "Server"
// expect: connecting to primary
