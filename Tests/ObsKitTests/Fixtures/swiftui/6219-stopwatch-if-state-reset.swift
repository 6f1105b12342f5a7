// A child shown with `if` loses its @State when hidden and starts from zero when shown again, with onDisappear/onAppear at each change; expected output by the SwiftUI rules (rules §1 "if without else ⇒ slot present/absent", destroying a node releases its @State and enqueues onDisappear; §11; T10)
import SwiftUI

struct StopwatchFace: View {
    @State private var laps = 0

    var body: some View {
        Button("Lap (\(laps))") {
            laps += 1
            print("lap \(laps)")
        }
        .onAppear { print("face appeared") }
        .onDisappear { print("face disappeared, laps were \(laps)") }
    }
}

struct WatchScreen: View {
    @State private var showFace = true

    var body: some View {
        VStack {
            Toggle("Show stopwatch", isOn: $showFace)
            if showFace {
                StopwatchFace()
            }
        }
    }
}

:mount WatchScreen()
:tap "Lap (0)"
:tap "Lap (1)"
:toggle "Show stopwatch"
:toggle "Show stopwatch"
:tap "Lap (0)"

// expect: face appeared
// expect: lap 1
// expect: lap 2
// expect: face disappeared, laps were 2
// expect: face appeared
// expect: lap 1
