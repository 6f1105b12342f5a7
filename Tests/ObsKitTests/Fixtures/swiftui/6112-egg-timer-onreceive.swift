// A countdown driven by Timer.publish(every:on:in:).autoconnect() stored in the view and .onReceive, as
// Hacking with Swift teaches it; the timer runs from the start, the view ignores ticks until Start.
// Expected: ticks every second on the (virtual) clock (rules §15.15); the first two seconds are ignored,
// then three ticks count down and the last one rings.
import SwiftUI

struct EggTimer: View {
    @State private var secondsLeft = 3
    @State private var running = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 20) {
            Text("\(secondsLeft)s")
                .font(.largeTitle.monospacedDigit())
            Button(running ? "Pause" : "Start") {
                running.toggle()
            }
        }
        .onReceive(timer) { _ in
            guard running else { return }
            if secondsLeft > 0 {
                secondsLeft -= 1
                print("tick \(secondsLeft)")
            }
            if secondsLeft == 0 {
                running = false
                print("ding!")
            }
        }
    }
}

:mount EggTimer()
:advance 2s
:tap "Start"
:advance 5s

// expect: tick 2
// expect: tick 1
// expect: tick 0
// expect: ding!
