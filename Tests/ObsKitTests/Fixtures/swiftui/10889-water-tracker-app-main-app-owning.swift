// Apple tutorial style (water tracker app): an @main App owning an @Observable model in @State, .environment on the WindowGroup content, a Stepper bound through a local @Bindable (rules §15.16, §3.1, §8.3, §2.1, §14.2)
import SwiftUI
import Observation

@Observable
final class WaterTracker {
    var glasses = 0
    var goal = 8
    init() { print("tracker init") }
    var progress: String { "\(glasses)/\(goal)" }
}

struct GoalView: View {
    @Environment(WaterTracker.self) private var tracker
    var body: some View {
        @Bindable var tracker = tracker
        let _ = print("goal view \(tracker.goal)")
        Stepper("Goal", value: $tracker.goal, in: 1...12)
    }
}

struct ContentView: View {
    @Environment(WaterTracker.self) private var tracker
    var body: some View {
        let _ = print("content \(tracker.progress)")
        VStack {
            Text(tracker.progress)
            Button("Drink") { tracker.glasses += 1 }
            GoalView()
        }
    }
}

@main
struct WaterApp: App {
    @State private var tracker = WaterTracker()
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(tracker)
        }
    }
}
:mount WaterApp()
// expect: tracker init
// expect: content 0/8
// expect: goal view 8
:tap "Drink"
// expect: content 1/8
:step "Goal" down
// expect: content 1/7
// expect: goal view 7
:step "Goal" up 2
// expect: content 1/8
// expect: goal view 8
// expect: content 1/9
// expect: goal view 9
