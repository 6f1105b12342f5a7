// Beginner tutorial style: a Pomodoro timer whose ObservableObject model owns a `Timer.publish` subscription
// (start makes it, pause cancels it).
// What SwiftUI does: the timer sends on the run loop at each interval; on the virtual clock each tick is a turn
// (rules §15.15). Each tick sets a @Published property, so the view that owns the model with @StateObject re-runs
// once per tick (rules §6.3, §10.1). Cancelling the AnyCancellable stops the ticks: no more bodies. The first tick
// comes one interval after Start, whenever Start was tapped.
import SwiftUI
import Combine

final class PomodoroModel: ObservableObject {
    @Published var secondsLeft = 3
    @Published var isRunning = false
    private var timer: AnyCancellable?

    func start() {
        isRunning = true
        timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.tick() }
    }

    func pause() {
        isRunning = false
        timer?.cancel()
        timer = nil
    }

    private func tick() {
        secondsLeft -= 1
        if secondsLeft == 0 {
            print("Time for a break!")
            pause()
            secondsLeft = 3
        }
    }
}

struct PomodoroView: View {
    @StateObject private var model = PomodoroModel()

    var body: some View {
        let _ = print("\(model.secondsLeft)s \(model.isRunning ? "running" : "paused")")
        VStack {
            Text("\(model.secondsLeft)").font(.largeTitle)
            Button(model.isRunning ? "Pause" : "Start") {
                model.isRunning ? model.pause() : model.start()
            }
        }
    }
}

:mount PomodoroView()
// expect: 3s paused
:advance 5s
:tap "Start"
// expect: 3s running
:advance 1s
// expect: 2s running
:tap "Pause"
// expect: 2s paused
:advance 3s
:tap "Start"
// expect: 2s running
:advance 2s
// expect: 1s running
// expect: Time for a break!
// expect: 3s paused
:advance 2s
