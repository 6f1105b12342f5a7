// A countdown driven by Timer.publish(every:on:in:).autoconnect() and .onReceive, which stops counting once it reaches zero; expected output by the SwiftUI rules (Apple: Timer.TimerPublisher fires every interval after it connects, here at mount; onReceive(_:perform:) runs the action for each value)
import SwiftUI

struct PomodoroView: View {
    @State private var remaining = 3
    @State private var finished = false
    let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text(finished ? "Break time!" : "\(remaining) s left")
                .font(.largeTitle)
        }
        .onReceive(ticker) { _ in
            guard !finished else { return }
            remaining -= 1
            print("remaining \(remaining)")
            if remaining == 0 {
                finished = true
                print("finished")
            }
        }
    }
}

:mount PomodoroView()
:advance 2500ms
:advance 2s

// expect: remaining 2
// expect: remaining 1
// expect: remaining 0
// expect: finished
