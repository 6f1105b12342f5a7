// Blog style (Swift with Majid): ForEach over enumerated() keyed by \.element.id: rank numbers are inputs, so a delete or swap re-runs only the rows whose rank changed (rules §1.2, §2.3, §2.7, §15.2)
import SwiftUI

struct Runner: Identifiable {
    let id: Int
    let name: String
}

struct RankRow: View {
    let rank: Int
    let runner: Runner

    var body: some View {
        let _ = print("RankRow \(rank). \(runner.name)")
        Text("\(rank). \(runner.name)")
    }
}

struct LeaderboardView: View {
    @State private var runners = [
        Runner(id: 1, name: "Kip"),
        Runner(id: 2, name: "Lou"),
        Runner(id: 3, name: "Max"),
    ]

    var body: some View {
        let _ = print("LeaderboardView body")
        VStack {
            List {
                ForEach(Array(runners.enumerated()), id: \.element.id) { index, runner in
                    RankRow(rank: index + 1, runner: runner)
                }
                .onDelete { offsets in
                    print("delete at \(offsets.map { $0 })")
                    runners.remove(atOffsets: offsets)
                }
            }
            Button("Swap top two") { runners.swapAt(0, 1) }
        }
    }
}
:mount LeaderboardView()
// expect: LeaderboardView body
// expect: RankRow 1. Kip
// expect: RankRow 2. Lou
// expect: RankRow 3. Max
:delete "3. Max"
// expect: delete at [2]
// expect: LeaderboardView body
:delete "1. Kip"
// expect: delete at [0]
// expect: LeaderboardView body
// expect: RankRow 1. Lou
