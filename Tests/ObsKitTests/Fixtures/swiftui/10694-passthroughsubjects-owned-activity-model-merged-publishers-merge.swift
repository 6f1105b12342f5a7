// combine style: two PassthroughSubjects owned by an activity model, merged with `Publishers.Merge`, accumulated with `scan` and assigned to a @Published log; each button send appends one line and runs the body once; the scan's seed is not emitted (Apple: scan publishes each accumulated value)
import SwiftUI
import Combine

final class ActivityModel: ObservableObject {
    let local = PassthroughSubject<String, Never>()
    let remote = PassthroughSubject<String, Never>()
    @Published private(set) var log: [String] = []

    init() {
        Publishers.Merge(local.map { "local: \($0)" }, remote.map { "remote: \($0)" })
            .scan([String]()) { lines, line in lines + [line] }
            .assign(to: &$log)
    }
}

struct ActivityView: View {
    @StateObject private var activity = ActivityModel()

    var body: some View {
        let _ = print("ActivityView body: \(activity.log.count) lines, last=\(activity.log.last ?? "-")")
        VStack {
            Button("Save locally") { activity.local.send("saved") }
            Button("Sync") { activity.remote.send("synced") }
            ForEach(Array(activity.log.enumerated()), id: \.offset) { Text($0.element) }
        }
    }
}

:mount ActivityView()
// expect: ActivityView body: 0 lines, last=-
:tap "Save locally"
// expect: ActivityView body: 1 lines, last=local: saved
:tap "Sync"
// expect: ActivityView body: 2 lines, last=remote: synced
:tap "Save locally"
// expect: ActivityView body: 3 lines, last=local: saved
