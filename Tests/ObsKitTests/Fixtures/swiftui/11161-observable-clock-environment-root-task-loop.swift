// Swift with Majid style (an @Observable clock in the environment): a root .task loop ticks the model; only the child that reads seconds re-runs, the title reader runs only when the title changes (rules §8.3, §8.4, §12.1, §12.2, §14.2)
import SwiftUI
import Observation

@Observable
final class SessionClock {
    var seconds = 0
    var title = "Workout"
}

struct ElapsedLabel: View {
    @Environment(SessionClock.self) private var clock

    var body: some View {
        let _ = Self._printChanges()
        Text("\(clock.seconds)s")
    }
}

struct TitleLabel: View {
    @Environment(SessionClock.self) private var clock

    var body: some View {
        let _ = Self._printChanges()
        Text(clock.title)
    }
}

struct ContentView: View {
    @State private var clock = SessionClock()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TitleLabel()
            ElapsedLabel()
            Button("Rename") { clock.title = "Run" }
        }
        .environment(clock)
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                clock.seconds += 1
            }
        }
    }
}
:mount ContentView()
// expect: ContentView: @self, @identity, _clock changed.
// expect: TitleLabel: @self, @identity, _clock changed.
// expect: ElapsedLabel: @self, @identity, _clock changed.
:advance 2s
// expect: ElapsedLabel: @dependencies changed.
// expect: ElapsedLabel: @dependencies changed.
:tap "Rename"
// expect: TitleLabel: @dependencies changed.
