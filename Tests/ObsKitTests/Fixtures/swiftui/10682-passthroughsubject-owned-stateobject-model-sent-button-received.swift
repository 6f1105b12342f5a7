// combine style: a PassthroughSubject owned by a @StateObject model, sent to from a button and received with `.onReceive` into @State; only the @State write re-runs the body (a subject send is not objectWillChange), an equal write runs nothing, and :unmount releases the model (rules §3.4, §4.4, §12.1)
import SwiftUI
import Combine

final class Pinger: ObservableObject {
    let events = PassthroughSubject<String, Never>()
    private var sent = 0

    init() { print("Pinger init") }
    deinit { print("Pinger deinit") }

    func ping() {
        sent += 1
        events.send("ping \(sent)")
    }
}

struct PingScreen: View {
    @StateObject private var pinger = Pinger()
    @State private var last = "none"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("last: \(last)")
            Button("Ping") { pinger.ping() }
            Button("Clear") { last = "none" }
        }
        .onReceive(pinger.events) { value in
            print("received \(value)")
            last = value
        }
    }
}

:mount PingScreen()
// expect: Pinger init
// expect: PingScreen: @self, @identity, _pinger, _last changed.
:tap "Ping"
// expect: received ping 1
// expect: PingScreen: _last changed.
:tap "Ping"
// expect: received ping 2
// expect: PingScreen: _last changed.
:tap "Clear"
// expect: PingScreen: _last changed.
:tap "Clear"
:unmount
// expect: Pinger deinit
