// Stack Overflow style (a badge layout with layoutValue): a custom Layout reads each subview's LayoutValueKey, logs the subviews it places when their number changes, and a Toggle adds a badge (rules §15.24; Apple LayoutValueKey, Layout)
// known-gap: line 1: expected "placing 2 badges, ranks [2, 1]", got end of output
import SwiftUI

struct BadgeRank: LayoutValueKey {
    static let defaultValue = 0
}

var placedBadges = -1

struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if subviews.count != placedBadges {
            placedBadges = subviews.count
            let ranks = subviews.map { $0[BadgeRank.self] }
            print("placing \(subviews.count) badges, ranks \(ranks)")
        }
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[BadgeRank.self] < $1[BadgeRank.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

struct ContentView: View {
    @State private var showVerified = false

    var body: some View {
        VStack {
            RankedRow {
                Text("Admin").layoutValue(key: BadgeRank.self, value: 2)
                Text("Mod").layoutValue(key: BadgeRank.self, value: 1)
                if showVerified {
                    Text("Verified").layoutValue(key: BadgeRank.self, value: 0)
                }
            }
            Toggle("Verified", isOn: $showVerified)
        }
    }
}
:mount ContentView()
// expect: placing 2 badges, ranks [2, 1]
:toggle "Verified"
// expect: placing 3 badges, ranks [2, 1, 0]
