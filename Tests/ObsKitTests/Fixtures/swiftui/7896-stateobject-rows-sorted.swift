// Rows that own a timer model (`@StateObject private var timer = LapTimer()`): re-sorting the list re-runs the
// parent's body, but each id keeps its node, so no model is made again or released (rules §1.2, §4.3), and the
// rows' values are equal (`= LapTimer()` captures nothing, §2.5), so no row body runs (§2.7). Removing a runner
// destroys that row's node and releases its model (§1.4, §4.4). The model is made right before the row's first
// body (§4.2).
import SwiftUI

final class LapTimer: ObservableObject {
    @Published var laps = 0
    init() { print("LapTimer init") }
    deinit { print("LapTimer deinit (\(laps) laps)") }
}

struct RunnerRow: View {
    let name: String
    @StateObject private var timer = LapTimer()

    var body: some View {
        let _ = print("row \(name): \(timer.laps) laps")
        Button("\(name) lap \(timer.laps)") { timer.laps += 1 }
    }
}

struct Race: View {
    @State private var runners = ["Kim", "Lee"]

    var body: some View {
        let _ = print("race: \(runners)")
        List {
            ForEach(runners, id: \.self) { name in
                RunnerRow(name: name)
            }
            .onDelete { runners.remove(atOffsets: $0) }
        }
        Button("Reverse") { runners.reverse() }
    }
}

:mount Race()
// expect: race: ["Kim", "Lee"]
// expect: LapTimer init
// expect: row Kim: 0 laps
// expect: LapTimer init
// expect: row Lee: 0 laps
:tap "Lee lap 0"
// expect: row Lee: 1 laps
:tap "Reverse"
// expect: race: ["Lee", "Kim"]
:tap "Lee lap 1"
// expect: row Lee: 2 laps
:delete "Lee lap 2"
// expect: race: ["Kim"]
// expect: LapTimer deinit (2 laps)
