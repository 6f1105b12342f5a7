// A stopwatch whose timer lives in the view model: `Timer.publish(...).autoconnect().sink { }` stored in an
// `AnyCancellable?`, started and stopped by buttons, with `[weak self]` in the sink.
// What SwiftUI/Combine does: the timer starts when `start()` subscribes and fires each second (Apple
// `Timer.publish`; rules §15.15, each tick its own update, so each tick's `@Published` write runs the body once,
// rules §10.1). Cancelling the `AnyCancellable` (or dropping it) ends the subscription: no more ticks (Apple
// `AnyCancellable.cancel()`). Unmounting destroys the view's node and releases its `@StateObject`, which deinits:
// the sink holds it only weakly (rules §1.4, §4.4).
// Sources: rules §1.4, §4.4, §10.1, §15.15; https://developer.apple.com/documentation/combine/anycancellable
// https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)
import SwiftUI
import Combine

final class StopwatchViewModel: ObservableObject {
    @Published private(set) var elapsed = 0
    private var timerCancellable: AnyCancellable?

    init() { print("StopwatchViewModel init") }
    deinit { print("StopwatchViewModel deinit") }

    func start() {
        print("start")
        timerCancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                guard let self else { return }
                self.elapsed += 1
                print("tick \(self.elapsed)")
            }
    }

    func stop() {
        print("stop")
        timerCancellable?.cancel()
        timerCancellable = nil
    }
}

struct StopwatchView: View {
    @StateObject private var viewModel = StopwatchViewModel()

    var body: some View {
        let _ = print("StopwatchView body: \(viewModel.elapsed)s")
        VStack {
            Text("\(viewModel.elapsed) s")
            HStack {
                Button("Start") { viewModel.start() }
                Button("Stop") { viewModel.stop() }
            }
        }
    }
}

:mount StopwatchView()
// expect: StopwatchViewModel init
// expect: StopwatchView body: 0s
:advance 2s
:tap "Start"
// expect: start
:advance 2s
// expect: tick 1
// expect: StopwatchView body: 1s
// expect: tick 2
// expect: StopwatchView body: 2s
:tap "Stop"
// expect: stop
:advance 3s
:unmount
// expect: StopwatchViewModel deinit
