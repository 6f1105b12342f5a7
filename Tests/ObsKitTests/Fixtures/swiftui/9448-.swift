// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/triggering-events-repeatedly-using-a-timer (Flashzilla's timer: Timer.publish(every: 1, ...).autoconnect() received with onReceive, stopped after a few ticks with `timer.upstream.connect().cancel()`)
// Apple: Timer.publish(every:tolerance:on:in:options:) returns a connectable publisher; `autoconnect()` connects it
// when the first subscriber arrives, here the onReceive of the mounted view, so the first value comes one second
// after mount. The tutorial stops it by cancelling the upstream connection from inside the handler; after that no
// more values arrive. The handler changes `counter`, which the body does not read, so no body runs.
// - Six seconds pass: ticks 0, 1, 2, then the fourth value stops the timer; nothing after.
import SwiftUI
import Foundation

struct TimerView: View {
    let timer = Timer.publish(every: 1, tolerance: 0.5, on: .main, in: .common).autoconnect()
    @State private var counter = 0

    var body: some View {
        let _ = print("body ran")
        Text("Hello, World!")
            .onReceive(timer) { _ in
                if counter == 3 {
                    timer.upstream.connect().cancel()
                    print("timer stopped")
                } else {
                    print("tick \(counter)")
                }

                counter += 1
            }
    }
}

:mount TimerView()
// expect: body ran
:advance 1s
// expect: tick 0
:advance 2s
// expect: tick 1
// expect: tick 2
:advance 3s
// expect: timer stopped
