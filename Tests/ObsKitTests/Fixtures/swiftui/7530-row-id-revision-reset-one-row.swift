// Stack Overflow answer: reset a single row's local @State by putting `.id(item.revision)` on it and bumping the revision
// What SwiftUI does: the ForEach names each row by its item's id (rules §1.2); the inner `.id(item.revision)` is
// an explicit identity below it. Bumping one item's revision changes that value, so that row's subtree starts over
// (rules §1.3): its old node disappears and a new one with fresh @State appears (rules §11.1). The other rows'
// `.id` values are unchanged, so they keep their nodes and state. The parent's body reads the array and runs once.
// Sources: rules §1.2, §1.3, §11.1; https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct LapTimer: Identifiable {
    let id: Int
    let label: String
    var revision = 0
}

struct LapCounter: View {
    let label: String
    @State private var laps = 0

    var body: some View {
        Button("\(label) laps: \(laps)") {
            laps += 1
        }
        .onAppear { print("appear \(label)") }
        .onDisappear { print("disappear \(label)") }
    }
}

struct LapsView: View {
    @State private var timers = [
        LapTimer(id: 1, label: "Ana"),
        LapTimer(id: 2, label: "Ben"),
    ]

    var body: some View {
        let _ = print("LapsView body: revisions \(timers.map(\.revision))")
        VStack {
            List {
                ForEach(timers) { timer in
                    LapCounter(label: timer.label)
                        .id(timer.revision)
                }
            }
            Button("Reset Ana") {
                timers[0].revision += 1
            }
        }
    }
}

:mount LapsView()
// expect: LapsView body: revisions [0, 0]
// expect: appear Ana
// expect: appear Ben
:tap "Ana laps: 0"
:tap "Ana laps: 1"
:tap "Ben laps: 0"
:tap "Reset Ana"
// expect: LapsView body: revisions [1, 0]
// expect: disappear Ana
// expect: appear Ana
:tap "Ana laps: 0"
:tap "Ben laps: 1"
