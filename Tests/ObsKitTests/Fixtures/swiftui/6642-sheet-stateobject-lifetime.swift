// Follows Apple's page "StateObject" (developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new
// instance of the model object only once during the lifetime of the container that declares the state object",
// applied to a stopwatch sheet that owns its lap model.
// - The sheet's content is built only when presented (rules §13.1); its @StateObject closure runs right before the
//   first body (rules §4.1, §4.2), so the model's init comes just before the sheet's first body, not at mount.
// - While the sheet is up the model lives on; each "Lap" publishes and re-runs the sheet's body (rules §4.4, §6.5).
// - Dismissing removes the sheet's hierarchy; its node dies and releases the model, which deinits (rules §1.4,
//   §4.4). The next presentation is a new container with a new model, starting from zero laps.
import SwiftUI

final class LapTimer: ObservableObject {
    @Published var laps: [Int] = []

    init() { print("LapTimer init") }
    deinit { print("LapTimer deinit") }
}

struct StopwatchSheet: View {
    @StateObject private var timer = LapTimer()

    var body: some View {
        let _ = print("StopwatchSheet body, \(timer.laps.count) laps")
        VStack {
            ForEach(timer.laps, id: \.self) { lap in
                Text("Lap \(lap)")
            }
            Button("Lap") { timer.laps.append(timer.laps.count + 1) }
        }
    }
}

struct TrackView: View {
    @State private var showStopwatch = false

    var body: some View {
        let _ = print("TrackView body")
        Button("Open Stopwatch") { showStopwatch = true }
            .sheet(isPresented: $showStopwatch) {
                StopwatchSheet()
            }
    }
}

:mount TrackView()
// expect: TrackView body
:tap "Open Stopwatch"
// expect: LapTimer init
// expect: StopwatchSheet body, 0 laps
:tap "Lap"
// expect: StopwatchSheet body, 1 laps
:tap "Lap"
// expect: StopwatchSheet body, 2 laps
:dismiss
// expect: LapTimer deinit
:tap "Open Stopwatch"
// expect: LapTimer init
// expect: StopwatchSheet body, 0 laps
:dismiss
// expect: LapTimer deinit
