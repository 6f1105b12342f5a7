// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:) (a stopwatch view model driven by Start and Stop buttons: a repeating one-second Timer ticks the @Published seconds, and invalidate() stops it)
import SwiftUI

final class StopwatchViewModel: ObservableObject {
    @Published private(set) var seconds = 0
    @Published private(set) var isRunning = false
    private var timer: Timer?

    func start() {
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.seconds += 1
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        isRunning = false
    }
}

struct StopwatchView: View {
    @StateObject private var viewModel = StopwatchViewModel()

    var body: some View {
        VStack {
            Text("\(viewModel.seconds) s")
            Button("Start") { viewModel.start() }
                .disabled(viewModel.isRunning)
            Button("Stop") { viewModel.stop() }
        }
        .onChange(of: viewModel.seconds) { _, seconds in print("tick \(seconds)") }
    }
}

:mount StopwatchView()
:tap "Start"
:advance 3s
:tap "Stop"
:advance 5s
:tap "Start"
:advance 1s
// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: tick 4
