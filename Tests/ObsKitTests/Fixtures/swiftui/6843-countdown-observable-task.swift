// Follows Swift's `Task` page (https://developer.apple.com/documentation/swift/task): an unstructured task made with
// `Task { }` "runs ... on behalf of the current actor", and `cancel()` marks it cancelled so that a suspended
// `Task.sleep` throws CancellationError (Swift's `sleep(for:tolerance:clock:)` page). Own code: a tea countdown in
// an @Observable, @MainActor model that keeps its ticking task and cancels it on Pause.
// - The view reads `remaining` and `isRunning` in its body, so each of their changes runs the body once per turn
//   (rules §8.3, §10.1); two writes in one turn give one body (rules §10.1).
// - Start writes `isRunning`; the task it makes starts after the action (rules §10.1) and prints nothing then.
// - Pause only cancels: the task's catch does the writes, after "pause tapped", and the body follows them
//   (rules §0.3). (Had Pause written state itself, the order of its body and the catch would not be specified.)
// - `@State` with an @Observable class: the model is made once here, since the root's init runs once (rules §3.1).
import SwiftUI
import Observation

@Observable
@MainActor
final class TeaTimer {
    var remaining: Int
    var isRunning = false
    @ObservationIgnored private var ticking: Task<Void, Never>?

    init(seconds: Int) {
        remaining = seconds
        print("TeaTimer init, \(seconds) s")
    }

    func start() {
        guard ticking == nil else { return }
        isRunning = true
        ticking = Task {
            while remaining > 0 {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    print("countdown paused at \(remaining) s")
                    isRunning = false
                    ticking = nil
                    return
                }
                remaining -= 1
                print("remaining \(remaining) s")
            }
            print("tea is ready")
            isRunning = false
            ticking = nil
        }
    }

    func pause() {
        print("pause tapped")
        ticking?.cancel()
    }
}

struct TeaView: View {
    @State private var timer = TeaTimer(seconds: 3)

    var body: some View {
        let _ = print("TeaView body, \(timer.remaining) s, \(timer.isRunning ? "running" : "idle")")
        VStack {
            Text("\(timer.remaining) s")
            Button("Start") { timer.start() }
            Button("Pause") { timer.pause() }
        }
    }
}

:mount TeaView()
// expect: TeaTimer init, 3 s
// expect: TeaView body, 3 s, idle
:tap "Start"
// expect: TeaView body, 3 s, running
:advance 1s
// expect: remaining 2 s
// expect: TeaView body, 2 s, running
:advance 500ms
:tap "Pause"
// expect: pause tapped
// expect: countdown paused at 2 s
// expect: TeaView body, 2 s, idle
:advance 2s
:tap "Start"
// expect: TeaView body, 2 s, running
:advance 2s
// expect: remaining 1 s
// expect: TeaView body, 1 s, running
// expect: remaining 0 s
// expect: tea is ready
// expect: TeaView body, 0 s, idle
