// Follows Combine's `autoconnect()` page (https://developer.apple.com/documentation/combine/connectablepublisher/autoconnect()):
// "Automates the process of connecting or disconnecting from this connectable publisher", the usual way to start a
// `Timer.TimerPublisher`. Own code: a stopwatch model (ObservableObject) that subscribes to a one-second timer on
// Start and cancels the subscription on Stop.
// - The timer connects when `sink` subscribes and stops when the AnyCancellable is cancelled (Apple `autoconnect()`,
//   `anycancellable/cancel()`); its first tick comes one interval after Start, each tick a turn of its own on the
//   virtual clock (rules §15.15).
// - Each @Published write sends objectWillChange; the @StateObject's view runs its body once per turn (rules §4.4,
//   §6.3, §10.1). Start writes `isRunning`, and Stop too, so each runs one body.
// - Times: Start at 2 s, ticks at 3 s and 4 s, Stop at 4.5 s, Start at 7.5 s, tick at 8.5 s.
import SwiftUI
import Combine

@MainActor
final class Stopwatch: ObservableObject {
    @Published private(set) var seconds = 0
    @Published private(set) var isRunning = false
    private var ticker: AnyCancellable?

    func start() {
        print("start")
        isRunning = true
        ticker = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.tick()
            }
    }

    private func tick() {
        seconds += 1
        print("tick \(seconds)")
    }

    func stop() {
        print("stop")
        ticker?.cancel()
        ticker = nil
        isRunning = false
    }

    func reset() {
        seconds = 0
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()

    var body: some View {
        let _ = print("StopwatchView body, \(stopwatch.seconds) s, \(stopwatch.isRunning ? "running" : "stopped")")
        VStack {
            Text("\(stopwatch.seconds) s")
            if stopwatch.isRunning {
                Button("Stop") { stopwatch.stop() }
            } else {
                Button("Start") { stopwatch.start() }
                Button("Reset") { stopwatch.reset() }
            }
        }
    }
}

:mount StopwatchView()
// expect: StopwatchView body, 0 s, stopped
:advance 2s
:tap "Start"
// expect: start
// expect: StopwatchView body, 0 s, running
:advance 2500ms
// expect: tick 1
// expect: StopwatchView body, 1 s, running
// expect: tick 2
// expect: StopwatchView body, 2 s, running
:tap "Stop"
// expect: stop
// expect: StopwatchView body, 2 s, stopped
:advance 3s
:tap "Start"
// expect: start
// expect: StopwatchView body, 2 s, running
:advance 1s
// expect: tick 3
// expect: StopwatchView body, 3 s, running
:tap "Stop"
// expect: stop
// expect: StopwatchView body, 3 s, stopped
:tap "Reset"
// expect: StopwatchView body, 0 s, stopped
:advance 2s
