// Stack Overflow style (equal-width chips with delete): chips in a custom Layout keyed by id; deleting one keeps the others' @State (rules §15.24, §1, §3)
import SwiftUI

struct EqualChips: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.minY),
                          proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

struct Chip: View {
    let title: String
    let onDelete: () -> Void
    @State private var taps = 0

    var body: some View {
        HStack {
            Button("\(title) \(taps)") { taps += 1 }
            Button("Delete \(title)", action: onDelete)
        }
        .onAppear { print("chip \(title) appeared") }
        .onDisappear { print("chip \(title) removed") }
    }
}

struct Fruit: Identifiable {
    let id = UUID()
    let name: String
}

struct ContentView: View {
    @State private var fruits = ["Apple", "Kiwi", "Plum"].map { Fruit(name: $0) }

    var body: some View {
        EqualChips {
            ForEach(fruits) { fruit in
                Chip(title: fruit.name) {
                    fruits.removeAll { $0.id == fruit.id }
                }
            }
        }
    }
}
:mount ContentView()
// expect: chip Apple appeared
// expect: chip Kiwi appeared
// expect: chip Plum appeared
:tap "Plum 0"
:tap "Plum 1"
:tap "Delete Kiwi"
// expect: chip Kiwi removed
:tap "Plum 2"
