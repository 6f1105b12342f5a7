// async-in-views style: Timer.publish(...).autoconnect() with .onReceive drives a @MainActor @Observable workout session; each tick re-runs only the child that reads the elapsed time, Pause re-runs only the screen (rules §8, §15.15, §2.7)
import SwiftUI
import Combine

@MainActor
@Observable
final class WorkoutSession {
    var elapsed = 0
    var isActive = true

    func tick() {
        guard isActive else { return }
        elapsed += 1
    }
}

struct ElapsedLabel: View {
    let session: WorkoutSession

    var body: some View {
        let _ = print("ElapsedLabel body: \(session.elapsed)s")
        Text("\(session.elapsed) s")
    }
}

struct WorkoutScreen: View {
    @State private var session = WorkoutSession()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("WorkoutScreen body: active=\(session.isActive)")
        VStack {
            ElapsedLabel(session: session)
            Button(session.isActive ? "Pause" : "Resume") { session.isActive.toggle() }
        }
        .onReceive(timer) { _ in session.tick() }
    }
}

:mount WorkoutScreen()
// expect: WorkoutScreen body: active=true
// expect: ElapsedLabel body: 0s
:advance 2s
// expect: ElapsedLabel body: 1s
// expect: ElapsedLabel body: 2s
:tap "Pause"
// expect: WorkoutScreen body: active=false
:advance 2s
:tap "Resume"
// expect: WorkoutScreen body: active=true
:advance 1s
// expect: ElapsedLabel body: 3s
