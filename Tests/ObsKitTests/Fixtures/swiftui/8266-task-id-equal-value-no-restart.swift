// SwiftUI from Apple's documentation: .task(id:) restarts only when the new id is not equal to the previous one
// Apple, task(id:priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "To detect a
// change, the modifier tests whether a new value for the id parameter equals the previous value. For this to work, the
// value's type must conform to the Equatable protocol."
import SwiftUI

struct Server: Equatable {
    var name: String
}

struct StatusView: View {
    @State private var server = Server(name: "alpha")
    var body: some View {
        VStack {
            Button("Pick alpha") { server = Server(name: "alpha") }
            Button("Pick beta") { server = Server(name: "beta") }
            Text(server.name)
                .task(id: server) {
                    print("watching \(server.name)")
                }
        }
    }
}

:mount StatusView()
:tap "Pick alpha"
:tap "Pick beta"
:tap "Pick beta"
:tap "Pick alpha"
// expect: watching alpha
// expect: watching beta
// expect: watching alpha
