// App model layer: a pomodoro timer model advanced by explicit ticks instead of a real clock
enum Phase: Equatable, CustomStringConvertible {
    case focus(round: Int)
    case shortBreak
    case longBreak
    case paused(resume: PhaseBox)

    var description: String {
        switch self {
        case .focus(let r): return "focus#\(r)"
        case .shortBreak: return "short break"
        case .longBreak: return "long break"
        case .paused(let box): return "paused(\(box.phase))"
        }
    }
}

// Enum payloads can't directly contain the same enum without `indirect`; a box class is the classic workaround.
final class PhaseBox: Equatable {
    let phase: Phase
    let remaining: Int
    init(_ phase: Phase, remaining: Int) { self.phase = phase; self.remaining = remaining }
    static func == (a: PhaseBox, b: PhaseBox) -> Bool { a.phase == b.phase && a.remaining == b.remaining }
}

struct PomodoroTimer {
    let focusLength = 25, shortLength = 5, longLength = 15, roundsBeforeLong = 4
    private(set) var phase: Phase = .focus(round: 1)
    private(set) var remaining = 25
    private(set) var completedFocus = 0
    private(set) var log: [String] = []

    mutating func tick(minutes: Int = 1) {
        if case .paused = phase { return }
        for _ in 0..<minutes {
            remaining -= 1
            if remaining == 0 { advance() }
        }
    }

    private mutating func advance() {
        log.append("\(phase) done")
        switch phase {
        case .focus(let round):
            completedFocus += 1
            if round % roundsBeforeLong == 0 { phase = .longBreak; remaining = longLength }
            else { phase = .shortBreak; remaining = shortLength }
        case .shortBreak, .longBreak:
            phase = .focus(round: completedFocus + 1); remaining = focusLength
        case .paused: break
        }
    }

    mutating func togglePause() {
        if case .paused(let box) = phase { phase = box.phase; remaining = box.remaining }
        else { phase = .paused(resume: PhaseBox(phase, remaining: remaining)) }
    }

    var display: String { "\(phase): \(remaining) min left" }
}

var timer = PomodoroTimer()
print(timer.display)
timer.tick(minutes: 10)
timer.togglePause()
timer.tick(minutes: 100)
print(timer.display)
timer.togglePause()
timer.tick(minutes: 15)
print(timer.display)
timer.tick(minutes: 3 * 30 + 4)
print(timer.display)
timer.tick(minutes: 1)
print(timer.display)
print("focus sessions: \(timer.completedFocus)")
print(timer.log.suffix(3))

// expect: focus#1: 25 min left
// expect: paused(focus#1): 15 min left
// expect: short break: 5 min left
// expect: long break: 11 min left
// expect: long break: 10 min left
// expect: focus sessions: 4
// expect: ["focus#3 done", "short break done", "focus#4 done"]
