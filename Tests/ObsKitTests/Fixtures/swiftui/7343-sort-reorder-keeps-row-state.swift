// A race board sorted by name with a button: "will my rows lose their state when I sort the array?" Not when the
// ids are stable.
// What SwiftUI does: sorting only reorders ids the ForEach already knows, so each node moves with its id and keeps
// its @State (rules §1.2). The board's body runs (it reads the array); each row's value is equal, so no row body runs
// (rules §2.3, §2.7), and reordering is neither a removal nor an insertion, so no onAppear or onDisappear fires
// (rules §11.1). Zoe's lap count is still there after the sort.
// Sources: rules §1.2, §2.3, §2.6, §2.7, §11.1; https://developer.apple.com/documentation/swiftui/foreach;
// WWDC21 "Demystify SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct Runner: Identifiable {
    let id: Int
    let name: String
}

struct RunnerRow: View {
    let name: String
    @State private var laps = 0

    var body: some View {
        let _ = print("RunnerRow body: \(name) laps \(laps)")
        Button("\(name) lap \(laps)") { laps += 1 }
            .onAppear { print("RunnerRow appear: \(name)") }
            .onDisappear { print("RunnerRow disappear: \(name)") }
    }
}

struct RaceBoard: View {
    @State private var runners = [Runner(id: 1, name: "Zoe"), Runner(id: 2, name: "Ali"), Runner(id: 3, name: "Max")]

    var body: some View {
        let _ = print("RaceBoard body: \(runners.map { $0.name }.joined(separator: ", "))")
        VStack {
            ForEach(runners) { runner in
                RunnerRow(name: runner.name)
            }
            Button("Sort by name") {
                runners.sort { $0.name < $1.name }
            }
        }
    }
}

:mount RaceBoard()
// expect: RaceBoard body: Zoe, Ali, Max
// expect: RunnerRow body: Zoe laps 0
// expect: RunnerRow body: Ali laps 0
// expect: RunnerRow body: Max laps 0
// expect: RunnerRow appear: Zoe
// expect: RunnerRow appear: Ali
// expect: RunnerRow appear: Max
:tap "Zoe lap 0"
// expect: RunnerRow body: Zoe laps 1
:tap "Sort by name"
// expect: RaceBoard body: Ali, Max, Zoe
:tap "Zoe lap 1"
// expect: RunnerRow body: Zoe laps 2
