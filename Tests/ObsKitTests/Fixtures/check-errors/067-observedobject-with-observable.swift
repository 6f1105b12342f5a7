// @ObservedObject used with an @Observable class (not an ObservableObject)
// Written by an outside author (stop 28 corpus, file 7077); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI
import Observation

@Observable
final class Stopwatch {
    var seconds = 0
}

struct TimerView: View {
    @ObservedObject var timer: Stopwatch

    var body: some View {
        VStack {
            Text("\(timer.seconds) s")
            Button("Tick") { timer.seconds += 1 }
        }
    }
}

// expect-error: generic struct 'ObservedObject' requires that 'Stopwatch' conform to 'ObservableObject'
