// combine style: a connection service (a global) owns a CurrentValueSubject status and a PassthroughSubject of alerts; values sent before the view mounts: the status is replayed to the view's `.onReceive` at subscription, the missed alert is not; later sends from top-level code reach the view (Apple: CurrentValueSubject "wraps a single value and publishes a new element whenever the value changes", PassthroughSubject has no initial value)
import SwiftUI
import Combine

final class ConnectionService: ObservableObject {
    let status = CurrentValueSubject<String, Never>("idle")
    let alerts = PassthroughSubject<String, Never>()
}

let connection = ConnectionService()
connection.status.send("connecting")
connection.alerts.send("missed alert")

struct ConnectionBanner: View {
    @ObservedObject var service: ConnectionService
    @State private var status = "-"
    @State private var alert = "-"

    var body: some View {
        let _ = print("ConnectionBanner body: status=\(status) alert=\(alert)")
        VStack {
            Text(status)
            Text(alert)
        }
        .onReceive(service.status) { value in
            print("status: \(value)")
            status = value
        }
        .onReceive(service.alerts) { value in
            print("alert: \(value)")
            alert = value
        }
    }
}

:mount ConnectionBanner(service: connection)
// expect: ConnectionBanner body: status=- alert=-
// expect: status: connecting
// expect: ConnectionBanner body: status=connecting alert=-
connection.status.send("online")
// expect: status: online
// expect: ConnectionBanner body: status=online alert=-
connection.alerts.send("disk almost full")
// expect: alert: disk almost full
// expect: ConnectionBanner body: status=online alert=disk almost full
