// combine style: a workout timer model owns `Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink` in an optional AnyCancellable; Start subscribes (the timer starts then), Stop cancels it so advancing the clock changes nothing, Start again begins a new one-second cadence (rules §15.15)
import SwiftUI
import Combine

final class WorkoutTimer: ObservableObject {
    @Published private(set) var elapsed = 0
    @Published private(set) var isRunning = false
    private var ticking: AnyCancellable?

    func start() {
        isRunning = true
        ticking = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.elapsed += 1 }
    }

    func stop() {
        ticking?.cancel()
        ticking = nil
        isRunning = false
    }
}

struct WorkoutView: View {
    @StateObject private var timer = WorkoutTimer()

    var body: some View {
        let _ = print("WorkoutView body: \(timer.elapsed)s running=\(timer.isRunning)")
        VStack {
            Text("\(timer.elapsed)s")
            Button(timer.isRunning ? "Stop" : "Start") {
                if timer.isRunning { timer.stop() } else { timer.start() }
            }
        }
    }
}

:mount WorkoutView()
// expect: WorkoutView body: 0s running=false
:tap "Start"
// expect: WorkoutView body: 0s running=true
:advance 2s
// expect: WorkoutView body: 1s running=true
// expect: WorkoutView body: 2s running=true
:tap "Stop"
// expect: WorkoutView body: 2s running=false
:advance 2s
:tap "Start"
// expect: WorkoutView body: 2s running=true
:advance 1500ms
// expect: WorkoutView body: 3s running=true
