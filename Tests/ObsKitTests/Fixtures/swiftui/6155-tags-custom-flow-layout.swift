// A custom `Layout` (iOS 16): a flow layout that wraps its subviews into rows, implementing
// `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`, used as a
// container for tag buttons (WWDC22 "Compose custom layouts with SwiftUI" style, own code).
// Expected: a custom layout is a container like a stack; its buttons work (layout itself is not
// observable here).
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX {
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

struct TagCloud: View {
    let tags = ["swift", "ios", "layout", "design", "accessibility"]
    @State private var selected: Set<String> = []

    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Button(selected.contains(tag) ? "#\(tag) ✓" : "#\(tag)") {
                    if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
                    print("selected:", selected.sorted())
                }
                .buttonStyle(.bordered)
            }
        }
        .padding()
    }
}

:mount TagCloud()
:tap "#layout"
:tap "#ios"
:tap "#layout ✓"

// expect: selected: ["layout"]
// expect: selected: ["ios", "layout"]
// expect: selected: ["ios"]
