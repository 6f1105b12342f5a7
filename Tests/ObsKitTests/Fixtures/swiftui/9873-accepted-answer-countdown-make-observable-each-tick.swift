// Stack Overflow style: the accepted answer for the countdown: make it @Observable; each tick (a button standing in for the Timer) re-runs the body that read `remaining`, and onChange announces zero; a tick at zero writes nothing (rules §8.1, §8.3, §11.1)
import SwiftUI
import Observation

@Observable
final class Countdown {
    var remaining = 3

    func tick() {
        guard remaining > 0 else { return }
        remaining -= 1
    }
}

struct CountdownView: View {
    @State private var countdown = Countdown()

    var body: some View {
        let _ = print("CountdownView body: \(countdown.remaining) left")
        VStack {
            Text("\(countdown.remaining)")
            Button("Tick") { countdown.tick() }
        }
        .onChange(of: countdown.remaining) { _, newValue in
            if newValue == 0 { print("time's up") }
        }
    }
}

:mount CountdownView()
// expect: CountdownView body: 3 left
:tap "Tick"
// expect: CountdownView body: 2 left
:tap "Tick"
// expect: CountdownView body: 1 left
:tap "Tick"
// expect: CountdownView body: 0 left
// expect: time's up
:tap "Tick"
