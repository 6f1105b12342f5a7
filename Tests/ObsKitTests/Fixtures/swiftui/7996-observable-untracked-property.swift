// SwiftUI from Apple's documentation: with @Observable, a view's body re-runs only for the properties that body read
// Apple, "Managing model data in your app" (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "A view forms a dependency on an observable data model object ... when the view's body property reads a property of the object."
// Apple, "Migrating from the Observable Object protocol to the Observable macro": Observation means "Updating views based on changes
// to the observable properties that a view's body reads instead of any property changes that occur to an observable object".
// StatusView reads only `status`; changing `lastSync` (never read in a body) re-runs nothing; changing `status` re-runs StatusView.
import SwiftUI

@Observable
final class Connection {
    var status = "offline"
    var lastSync = 0
}

struct StatusView: View {
    let connection: Connection

    var body: some View {
        let _ = print("StatusView body: \(connection.status)")
        Text(connection.status)
    }
}

struct Dashboard: View {
    @State private var connection = Connection()

    var body: some View {
        let _ = print("Dashboard body")
        VStack {
            StatusView(connection: connection)
            Button("Sync") { connection.lastSync += 1 }
            Button("Connect") { connection.status = "online" }
        }
    }
}

:mount Dashboard()
// expect: Dashboard body
// expect: StatusView body: offline
:tap "Sync"
:tap "Sync"
:tap "Connect"
// expect: StatusView body: online
:tap "Sync"
