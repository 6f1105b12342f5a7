// Hacking with Swift style (Pomodoro model with phases): a Timer in an @Observable model walks focus and break phases; several writes in one tick give one body run, pause invalidates the timer (rules §8.1, §8.3, §10.1, §15.15)
import SwiftUI
import Observation

@Observable
final class Pomodoro {
    enum Phase: String {
        case focus, shortBreak, longBreak
    }

    var phase: Phase = .focus
    var remaining = 3
    var completedFocus = 0
    let focusLength = 3
    let breakLength = 2
    let longBreakLength = 4
    @ObservationIgnored private var timer: Timer?

    func toggle() {
        if timer == nil { start() } else { pause() }
    }

    private func start() {
        print("start \(phase.rawValue) with \(remaining)s")
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    private func pause() {
        timer?.invalidate()
        timer = nil
        print("paused at \(remaining)s")
    }

    private func tick() {
        remaining -= 1
        guard remaining == 0 else { return }
        switch phase {
        case .focus:
            completedFocus += 1
            phase = completedFocus % 2 == 0 ? .longBreak : .shortBreak
            remaining = phase == .longBreak ? longBreakLength : breakLength
        case .shortBreak, .longBreak:
            phase = .focus
            remaining = focusLength
        }
        print("phase -> \(phase.rawValue) (\(remaining)s), focus sessions: \(completedFocus)")
    }
}

struct PomodoroView: View {
    @State private var pomodoro = Pomodoro()

    var body: some View {
        let _ = print("body \(pomodoro.phase.rawValue) \(pomodoro.remaining)")
        VStack {
            Text(pomodoro.phase.rawValue.capitalized)
            Text("\(pomodoro.remaining)")
            Button("Start/Pause") { pomodoro.toggle() }
        }
    }
}
:mount PomodoroView()
// expect: body focus 3
:tap "Start/Pause"
// expect: start focus with 3s
:advance 3s
// expect: body focus 2
// expect: body focus 1
// expect: phase -> shortBreak (2s), focus sessions: 1
// expect: body shortBreak 2
:advance 2s
// expect: body shortBreak 1
// expect: phase -> focus (3s), focus sessions: 1
// expect: body focus 3
:tap "Start/Pause"
// expect: paused at 3s
:advance 2s
:tap "Start/Pause"
// expect: start focus with 3s
:advance 3s
// expect: body focus 2
// expect: body focus 1
// expect: phase -> longBreak (4s), focus sessions: 2
// expect: body longBreak 4
