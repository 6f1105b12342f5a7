// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/currentvaluesubject (onReceive subscribes to a model's CurrentValueSubject: the action gets the current value when the view appears, then each send and each assignment to value)
import SwiftUI
import Combine

final class ConnectionModel: ObservableObject {
    let status = CurrentValueSubject<String, Never>("idle")
}

struct ConnectionView: View {
    @StateObject private var connection = ConnectionModel()

    var body: some View {
        VStack {
            Button("Connect") { connection.status.send("connecting") }
            Button("Finish") { connection.status.value = "connected" }
        }
        .onReceive(connection.status) { print("status \($0)") }
    }
}

:mount ConnectionView()
:tap "Connect"
:tap "Finish"
// expect: status idle
// expect: status connecting
// expect: status connected
