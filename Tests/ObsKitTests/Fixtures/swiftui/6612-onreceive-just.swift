// Apple docs `View/onReceive(_:perform:)` with Combine's `Just`, which sends its one value as soon as it is subscribed to.
// The loader subscribes when it appears; `Just("ready")` delivers at once, the action writes the model, and the banner,
// whose body read `message`, runs again (rules §8.3). The loader read nothing of the model and is handed the same
// object at each banner render, so it is equal and its body does not run again (rules §2.3, §2.7); its subscription
// stays, and `Just` sends nothing more: "Reset" shows "loading" and nothing delivers "ready" again.
import SwiftUI
import Combine

@Observable final class Status {
    var message = "loading"
}

struct Loader: View {
    let status: Status

    var body: some View {
        let _ = print("loader body")
        Text("Loader")
            .onReceive(Just("ready")) { value in
                print("Just delivered \(value)")
                status.message = value
            }
    }
}

struct Banner: View {
    @State private var status = Status()

    var body: some View {
        let _ = print("banner body: \(status.message)")
        VStack {
            Text(status.message)
            Loader(status: status)
            Button("Reset") { status.message = "loading" }
        }
    }
}

:mount Banner()
// expect: banner body: loading
// expect: loader body
// expect: Just delivered ready
// expect: banner body: ready
:tap "Reset"
// expect: banner body: loading
:tap "Reset"
