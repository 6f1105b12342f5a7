// Valid SwiftUI that tools/check-interface must accept: TimelineView, Canvas, a custom Layout and AnyLayout.
import SwiftUI

struct Clock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(context.date, style: .time)
        }
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let t = timeline.date.timeIntervalSinceReferenceDate
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                context.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: t, y: 1)) }, with: .color(.red), lineWidth: 2)
                context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
        }
    }
}
struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: proposal.width ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height + spacing
        }
    }
}
struct Tags: View {
    @State private var wide = false
    var body: some View {
        let layout = wide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout())
        layout { Text("a"); Text("b") }
        FlowLayout { ForEach(0..<5) { Text("\($0)") } }
    }
}
:mount Tags()
