// Stack Overflow style (a custom Layout with a changing spacing): changing the layout's stored property re-lays out the same children, whose @State survives (rules §15.24, §3, §2)
import SwiftUI

struct SpacedColumn: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let height = sizes.map(\.height).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0))
        let width = sizes.map(\.width).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height + spacing
        }
    }
}

struct LikeButton: View {
    let name: String
    @State private var liked = false

    init(name: String) {
        self.name = name
        print("LikeButton init \(name)")
    }

    var body: some View {
        let _ = print("LikeButton body \(name), liked \(liked)")
        Button(liked ? "Unlike \(name)" : "Like \(name)") { liked.toggle() }
    }
}

struct ContentView: View {
    @State private var spacing: CGFloat = 4

    var body: some View {
        VStack {
            SpacedColumn(spacing: spacing) {
                LikeButton(name: "Photo")
                LikeButton(name: "Video")
            }
            Button("More space") { spacing += 8 }
        }
    }
}
:mount ContentView()
// expect: LikeButton init Photo
// expect: LikeButton init Video
// expect: LikeButton body Photo, liked false
// expect: LikeButton body Video, liked false
:tap "Like Photo"
// expect: LikeButton body Photo, liked true
:tap "More space"
// expect: LikeButton init Photo
// expect: LikeButton init Video
:tap "Unlike Photo"
// expect: LikeButton body Photo, liked false
