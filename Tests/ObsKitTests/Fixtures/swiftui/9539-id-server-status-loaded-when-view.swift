// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (task(id: server): the status is loaded when the view appears and again whenever an Equatable server value changes)
// Apple's task(id:priority:_:) page: "This method behaves like task(priority:_:), except that it also cancels and
// recreates the task when a specified value changes. To detect a change, the modifier tests whether a new value for the
// id parameter equals the previous value." Its example updates a Text's status for `.task(id: server)`; here the
// status comes from a fake service that answers at once, so each task runs to its end.
// - Mount: Main is checked. Switch to Backup: checked. Backup again: the same value, no new task. Main: checked.
import SwiftUI

struct Server: Equatable {
    let name: String
}

enum StatusService {
    static func status(of server: Server) async -> String {
        server.name == "Main" ? "Signed In" : "Signed Out"
    }
}

struct ServerStatusView: View {
    @State private var server = Server(name: "Main")
    @State private var status: String?

    var body: some View {
        VStack {
            Text(status ?? "Signed Out")
            Button("Use Backup") { server = Server(name: "Backup") }
            Button("Use Main") { server = Server(name: "Main") }
        }
        .task(id: server) {
            print("checking \(server.name)")
            let newStatus = await StatusService.status(of: server)
            status = newStatus
            print("\(server.name): \(newStatus)")
        }
    }
}

:mount ServerStatusView()
// expect: checking Main
// expect: Main: Signed In
:tap "Use Backup"
// expect: checking Backup
// expect: Backup: Signed Out
:tap "Use Backup"
:tap "Use Main"
// expect: checking Main
// expect: Main: Signed In
