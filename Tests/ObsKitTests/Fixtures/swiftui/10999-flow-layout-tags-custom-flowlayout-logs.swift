// Stack Overflow style (flow layout of tags): a custom FlowLayout logs how many subviews it places whenever that number changes, as tags are added (rules §15.24; Apple Layout placeSubviews(in:proposal:subviews:cache:))
// known-gap: line 1: expected "placing 3 tags", got end of output
import SwiftUI

var lastPlacedCount = -1

struct FlowLayout: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > maxWidth, x > 0 {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if subviews.count != lastPlacedCount {
            lastPlacedCount = subviews.count
            print("placing \(subviews.count) tags")
        }
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > bounds.maxX, x > bounds.minX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct ContentView: View {
    @State private var tags = ["swift", "ios", "layout"]

    var body: some View {
        VStack {
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .padding(6)
                        .background(Capsule().fill(.blue.opacity(0.15)))
                }
            }
            Button("Add tag") { tags.append("tag\(tags.count)") }
        }
    }
}
:mount ContentView()
// expect: placing 3 tags
:tap "Add tag"
// expect: placing 4 tags
