// Apple docs `View/onReceive(_:perform:)` with a Combine `PassthroughSubject` the view keeps in @State and sends to from its buttons.
// onReceive subscribes to the publisher while the view is on screen and runs the action for each value (Apple
// `view/onreceive(_:perform:)`). A PassthroughSubject delivers only what is sent after subscribing, so nothing runs at
// mount. The action writes `last`, which the body reads, so a new value runs the body (rules §3.4, §3.5); an equal
// value ("ping" twice) runs the action but stores nothing new, so no body. `count` is read only in the action.
// The subject lives in @State, so it is one and the same across renders (rules §3.2).
import SwiftUI
import Combine

struct EventLog: View {
    @State private var events = PassthroughSubject<String, Never>()
    @State private var last = "none"
    @State private var count = 0

    var body: some View {
        let _ = print("body last=\(last)")
        VStack {
            Text("Last event: \(last)")
            Button("Ping") { events.send("ping") }
            Button("Pong") { events.send("pong") }
        }
        .onReceive(events) { value in
            count += 1
            print("received \(value) #\(count)")
            last = value
        }
    }
}

:mount EventLog()
// expect: body last=none
:tap "Ping"
// expect: received ping #1
// expect: body last=ping
:tap "Ping"
// expect: received ping #2
:tap "Pong"
// expect: received pong #3
// expect: body last=pong
:tap "Ping"
// expect: received ping #4
// expect: body last=ping
