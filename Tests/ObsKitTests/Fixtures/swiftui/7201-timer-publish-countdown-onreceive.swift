// An egg timer as Hacking with Swift-style tutorials write it: `let timer = Timer.publish(every: 1, on: .main,
// in: .common).autoconnect()` stored in the view, `.onReceive(timer)` counting down a `@State`, and a pause flag the
// action checks.
// What SwiftUI/Combine does: `autoconnect()` starts the timer when `onReceive` subscribes, at mount, and it then fires
// every second on the main run loop (Apple `Timer.publish`; rules §15.15: each tick is an update of its own). A tick
// that changes the countdown runs the body once; a tick the action ignores changes nothing and runs no body (rules
// §0.2, §3.4). Actions read `@State` live (rules §3.4). Reaching zero sets two states in one tick: one body (rules
// §10.1).
// Sources: rules §0.2, §3.4, §10.1, §15.15;
// https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)
// https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
import SwiftUI
import Combine

struct EggTimerView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var secondsLeft = 3
    @State private var isRunning = true

    var body: some View {
        let _ = print("EggTimerView body: \(secondsLeft)s, running \(isRunning)")
        VStack {
            Text("\(secondsLeft)")
                .font(.largeTitle)
            Button(isRunning ? "Pause" : "Resume") {
                isRunning.toggle()
                print(isRunning ? "resumed" : "paused")
            }
        }
        .onReceive(timer) { _ in
            guard isRunning else {
                print("tick ignored")
                return
            }
            secondsLeft -= 1
            print("tick: \(secondsLeft) left")
            if secondsLeft == 0 {
                print("egg is ready")
                isRunning = false
            }
        }
    }
}

:mount EggTimerView()
// expect: EggTimerView body: 3s, running true
:advance 1s
// expect: tick: 2 left
// expect: EggTimerView body: 2s, running true
:tap "Pause"
// expect: paused
// expect: EggTimerView body: 2s, running false
:advance 2s
// expect: tick ignored
// expect: tick ignored
:tap "Resume"
// expect: resumed
// expect: EggTimerView body: 2s, running true
:advance 2s
// expect: tick: 1 left
// expect: EggTimerView body: 1s, running true
// expect: tick: 0 left
// expect: egg is ready
// expect: EggTimerView body: 0s, running false
:advance 1s
// expect: tick ignored
