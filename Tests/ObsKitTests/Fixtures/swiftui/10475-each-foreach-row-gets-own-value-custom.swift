// environment and custom wrappers style: each ForEach row gets its own value of a custom key with .environment inside the row builder; a row outside the ForEach sees the default; after the first element is removed the remaining rows get new positions and only they run again (rules §14.2, §1.2, §2.6)
import SwiftUI

extension EnvironmentValues {
    @Entry var rowPosition: Int = -1
}

struct PositionedRow: View {
    let title: String
    @Environment(\.rowPosition) private var position

    var body: some View {
        let _ = print("PositionedRow \(title): \(position)")
        Text("\(position + 1). \(title)")
    }
}

struct RankingList: View {
    @State private var entries = ["Ada", "Grace", "Linus"]

    var body: some View {
        VStack {
            ForEach(Array(entries.enumerated()), id: \.element) { index, name in
                PositionedRow(title: name)
                    .environment(\.rowPosition, index)
            }
            PositionedRow(title: "Unranked")
            Button("Remove first") { entries.removeFirst() }
        }
    }
}

:mount RankingList()
// expect: PositionedRow Ada: 0
// expect: PositionedRow Grace: 1
// expect: PositionedRow Linus: 2
// expect: PositionedRow Unranked: -1
:tap "Remove first"
// expect: PositionedRow Grace: 0
// expect: PositionedRow Linus: 1
