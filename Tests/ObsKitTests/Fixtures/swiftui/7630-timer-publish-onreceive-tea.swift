// Follows Apple's onReceive(_:perform:) (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)) with Foundation's Timer.publish: a tea timer counting down once a second
// What SwiftUI does: `onReceive` subscribes to the publisher while the view is shown and runs the action on the
// main thread for each value. `Timer.publish(every:on:in:).autoconnect()` ticks once per interval, counted from
// when it is connected (here, at mount). ObsREPL ticks on its virtual clock: each tick is a turn of its own,
// and the body runs after each tick that changed the count (rules §15.15, §10.1). After 0 the action changes
// nothing, so a tick runs no body; "Restart" sets the count again while the timer keeps ticking.
// Sources: Apple `view/onreceive(_:perform:)`; Foundation `timer/publish(every:tolerance:on:in:options:)`;
// rules §3.4, §10.1, §15.15.
import SwiftUI

struct TeaTimer: View {
    @State private var secondsLeft = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("tea: \(secondsLeft) s left")
        VStack {
            Text(secondsLeft > 0 ? "\(secondsLeft)" : "Ready")
            Button("Restart") { secondsLeft = 3 }
        }
        .onReceive(timer) { _ in
            guard secondsLeft > 0 else { return }
            secondsLeft -= 1
            if secondsLeft == 0 {
                print("tea is ready")
            }
        }
    }
}

:mount TeaTimer()
// expect: tea: 3 s left
:advance 2500ms
// expect: tea: 2 s left
// expect: tea: 1 s left
:advance 2s
// expect: tea is ready
// expect: tea: 0 s left
:tap "Restart"
// expect: tea: 3 s left
:advance 1s
// expect: tea: 2 s left
