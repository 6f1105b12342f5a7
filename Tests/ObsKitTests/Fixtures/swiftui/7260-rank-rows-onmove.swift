// Ranking list: rows are a RankRow view given their rank and title, reordered by dragging through `.onMove`.
// What SwiftUI does: a drag calls onMove with the source offsets and SwiftUI's destination (the end position + 1 when
// the row moves down, the end position when it moves up, rules §15.2). Rows are identified by their title (`id:
// \.self`), so they keep their nodes when they move (rules §1.2); after the parent's body, each row's value is
// compared, and only the rows whose rank changed run their bodies, in the new order (rules §2.6, §2.7, §2.8).
// Sources: rules §1.2, §2.6, §2.7, §2.8, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI

struct RankRow: View {
    let rank: Int
    let title: String

    var body: some View {
        let _ = print("RankRow body: \(rank). \(title)")
        HStack {
            Text("\(rank).")
                .monospacedDigit()
            Text(title)
        }
    }
}

struct RankingView: View {
    @State private var treats = ["Apple", "Bread", "Cake", "Donut"]

    var body: some View {
        let _ = print("RankingView body: \(treats.joined(separator: ", "))")
        List {
            ForEach(treats, id: \.self) { treat in
                RankRow(rank: (treats.firstIndex(of: treat) ?? 0) + 1, title: treat)
            }
            .onMove { source, destination in
                print("move \(Array(source)) to \(destination)")
                treats.move(fromOffsets: source, toOffset: destination)
            }
        }
    }
}

:mount RankingView()
// expect: RankingView body: Apple, Bread, Cake, Donut
// expect: RankRow body: 1. Apple
// expect: RankRow body: 2. Bread
// expect: RankRow body: 3. Cake
// expect: RankRow body: 4. Donut
:move "Cake" to 0
// expect: move [2] to 0
// expect: RankingView body: Cake, Apple, Bread, Donut
// expect: RankRow body: 1. Cake
// expect: RankRow body: 2. Apple
// expect: RankRow body: 3. Bread
:move "Apple" to 3
// expect: move [1] to 4
// expect: RankingView body: Cake, Bread, Donut, Apple
// expect: RankRow body: 2. Bread
// expect: RankRow body: 3. Donut
// expect: RankRow body: 4. Apple
