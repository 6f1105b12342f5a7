// Tutorial style (plain read pitfall): a model writes UserDefaults.standard; the view with @AppStorage updates, the view that reads UserDefaults.standard directly in its body has no dependency and keeps its stale text, even when its parent re-runs, since its value is unchanged (rules §0.2, §2.1, §2.7, §15.14)
import SwiftUI

final class StepTracker {
    func record(_ steps: Int) {
        let total = UserDefaults.standard.integer(forKey: "stepTotal") + steps
        UserDefaults.standard.set(total, forKey: "stepTotal")
        print("tracker saved \(total)")
    }
}

struct LiveSteps: View {
    @AppStorage("stepTotal") private var total = 0
    var body: some View {
        let _ = print("LiveSteps body \(total)")
        Text("Live: \(total)")
    }
}

struct SnapshotSteps: View {
    var body: some View {
        let total = UserDefaults.standard.integer(forKey: "stepTotal")
        let _ = print("SnapshotSteps body \(total)")
        Text("Snapshot: \(total)")
    }
}

struct SnapshotPanel: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("SnapshotPanel body, refreshes \(refreshes)")
        VStack {
            SnapshotSteps()
            Button("Refresh") { refreshes += 1 }
        }
    }
}

struct StepsScreen: View {
    private let tracker = StepTracker()
    var body: some View {
        let _ = print("StepsScreen body")
        VStack {
            LiveSteps()
            SnapshotPanel()
            Button("Walk 500") { tracker.record(500) }
        }
    }
}
:mount StepsScreen()
// expect: StepsScreen body
// expect: LiveSteps body 0
// expect: SnapshotPanel body, refreshes 0
// expect: SnapshotSteps body 0
:tap "Walk 500"
// expect: tracker saved 500
// expect: LiveSteps body 500
:tap "Walk 500"
// expect: tracker saved 1000
// expect: LiveSteps body 1000
:tap "Refresh"
// expect: SnapshotPanel body, refreshes 1
