// Kodeco style stopwatch with laps: an @Observable model owns its ticking Task (@ObservationIgnored), subviews get the model as a plain let; each tick runs only the time display, a lap runs only the lap list, Start/Stop runs only the screen
import SwiftUI

@Observable
final class StopwatchModel {
    var elapsed = 0
    var laps: [Int] = []
    var isRunning = false
    @ObservationIgnored private var ticker: Task<Void, Never>?

    func start() {
        isRunning = true
        print("started")
        ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                guard !Task.isCancelled else { break }
                elapsed += 1
            }
        }
    }

    func stop() {
        ticker?.cancel()
        ticker = nil
        isRunning = false
        print("stopped at \(elapsed)")
    }

    func lap() {
        laps.append(elapsed)
        print("lap \(laps.count): \(elapsed)s")
    }
}

struct TimeDisplay: View {
    let model: StopwatchModel

    var body: some View {
        let _ = print("TimeDisplay body: \(model.elapsed)s")
        Text("\(model.elapsed)s")
            .font(.largeTitle.monospacedDigit())
    }
}

struct LapList: View {
    let model: StopwatchModel

    var body: some View {
        let _ = print("LapList body: \(model.laps.count) laps")
        List(Array(model.laps.enumerated()), id: \.offset) { entry in
            Text("Lap \(entry.offset + 1): \(entry.element)s")
        }
    }
}

struct StopwatchScreen: View {
    @State private var model = StopwatchModel()

    var body: some View {
        let _ = print("StopwatchScreen body: running=\(model.isRunning)")
        VStack {
            TimeDisplay(model: model)
            HStack {
                Button(model.isRunning ? "Stop" : "Start") {
                    if model.isRunning { model.stop() } else { model.start() }
                }
                Button("Lap") { model.lap() }
                    .disabled(!model.isRunning)
            }
            LapList(model: model)
        }
    }
}

:mount StopwatchScreen()
// expect: StopwatchScreen body: running=false
// expect: TimeDisplay body: 0s
// expect: LapList body: 0 laps
:tap "Start"
// expect: started
// expect: StopwatchScreen body: running=true
:advance 2s
// expect: TimeDisplay body: 1s
// expect: TimeDisplay body: 2s
:tap "Lap"
// expect: lap 1: 2s
// expect: LapList body: 1 laps
:advance 1s
// expect: TimeDisplay body: 3s
:tap "Stop"
// expect: stopped at 3
// expect: StopwatchScreen body: running=false
:advance 2s
:tap "Start"
// expect: started
// expect: StopwatchScreen body: running=true
:advance 1s
// expect: TimeDisplay body: 4s
