// Hacking with Swift style (@Observable stopwatch with Timer.scheduledTimer): buttons start and invalidate a timer held in the model; only the tracked seconds re-run the body (rules §8.1, §8.3, §12.1, §15.15)
import SwiftUI
import Observation

@Observable
final class StopwatchModel {
    var seconds = 0
    private(set) var isRunning = false
    @ObservationIgnored private var timer: Timer?

    func start() {
        guard timer == nil else {
            print("already running")
            return
        }
        print("start")
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.seconds += 1
            print("tick \(self?.seconds ?? -1)")
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        isRunning = false
        print("stop at \(seconds)")
    }
}

struct ContentView: View {
    @State private var model = StopwatchModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(model.seconds) s")
            Button("Start") { model.start() }
            Button("Stop") { model.stop() }
        }
    }
}
:mount ContentView()
// expect: ContentView: @self, @identity, _model changed.
:tap "Start"
// expect: start
:advance 2s
// expect: tick 1
// expect: ContentView: @dependencies changed.
// expect: tick 2
// expect: ContentView: @dependencies changed.
:tap "Start"
// expect: already running
:tap "Stop"
// expect: stop at 2
:advance 3s
