// Swift with Majid-style "@StateObject and _printChanges": a stopwatch panel owns its model; a lap runs the panel (`_model`), while a render of the workout screen neither runs the panel nor makes a new model
// What SwiftUI does: the @StateObject closure runs once, right before the panel's first body (rules §4.2,
// §4.3), so `StopwatchModel init` comes after the parent's body and before the panel's. Its box observes the
// model: a lap runs the panel, printing `_model` (rules §4.4, §12.1). `StopwatchPanel()` made again by the
// parent compares equal, its `= StopwatchModel()` closure capturing nothing (rules §2.5), so renaming the
// workout runs only the parent.
// Sources: rules §2.5, §4.2, §4.3, §4.4, §12.1, §12.2; Apple "StateObject".
import SwiftUI
import Combine

final class StopwatchModel: ObservableObject {
    @Published var laps = 0

    init() {
        print("StopwatchModel init")
    }
}

struct StopwatchPanel: View {
    @StateObject private var model = StopwatchModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(model.laps) laps")
            Button("Lap") { model.laps += 1 }
        }
    }
}

struct WorkoutScreen: View {
    @State private var workoutName = "Run"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(workoutName)
            Button("Switch to ride") { workoutName = "Ride" }
            StopwatchPanel()
        }
    }
}

:mount WorkoutScreen()
// expect: WorkoutScreen: @self, @identity, _workoutName changed.
// expect: StopwatchModel init
// expect: StopwatchPanel: @self, @identity, _model changed.
:tap "Lap"
// expect: StopwatchPanel: _model changed.
:tap "Switch to ride"
// expect: WorkoutScreen: _workoutName changed.
:tap "Lap"
// expect: StopwatchPanel: _model changed.
