// Stack Overflow style (equal-width HStack with the Layout protocol): three answer buttons laid out by a custom Layout still act as buttons, and the body re-runs on each choice (rules §15.24, §3)
import SwiftUI

struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = largestSize(of: subviews)
        let gaps = spacing * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: largest.width * CGFloat(subviews.count) + gaps, height: largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let largest = largestSize(of: subviews)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(largest))
            x += largest.width + spacing
        }
    }

    private func largestSize(of subviews: Subviews) -> CGSize {
        subviews
            .map { $0.sizeThatFits(.unspecified) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
}

struct ContentView: View {
    @State private var answer = "none"

    var body: some View {
        let _ = print("ContentView body, answer \(answer)")
        VStack {
            EqualWidthHStack {
                Button("Yes") { answer = "yes" }
                Button("Maybe later") { answer = "later" }
                Button("No") { answer = "no" }
            }
            Text("Answer: \(answer)")
        }
    }
}
:mount ContentView()
// expect: ContentView body, answer none
:tap "Maybe later"
// expect: ContentView body, answer later
:tap "No"
// expect: ContentView body, answer no
:tap "No"
