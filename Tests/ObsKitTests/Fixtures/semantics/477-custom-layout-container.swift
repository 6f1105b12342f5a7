// A `Layout` of the script's own is a container: `Stagger { ... }` and `Stagger(offset: 4) { ... }` call
// Layout's `callAsFunction(_:)` on the new value (Swift sends a trailing closure that no initializer takes to
// `callAsFunction`), and its subviews are views like a stack's: their state, their buttons, and their
// identity, which `AnyLayout` keeps when the layout changes. ObsREPL has no sizes, so `sizeThatFits` and
// `placeSubviews` are not called and `:tree` shows a `Layout` node (rules §15.24).
// Source: Apple, `layout` ("Use a layout to arrange views", `callAsFunction(_:)`), `anylayout`; WWDC22
// "Compose custom layouts with SwiftUI".
import SwiftUI

struct Stagger: Layout {
    var offset: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: CGFloat(subviews.count) * offset)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * offset, y: bounds.minY), proposal: .unspecified)
        }
    }
}

struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

struct Deck: View {
    @State private var staggered = true

    var body: some View {
        let layout = staggered ? AnyLayout(Stagger(offset: 4)) : AnyLayout(VStackLayout())
        VStack {
            Stagger {
                Text("plain")
            }
            Stagger(offset: 2) {
                Text("two")
            }
            layout {
                Counter(name: "x")
                Counter(name: "y")
            }
            Button("switch") { staggered.toggle() }
        }
    }
}

:mount Deck()
:tap "x 0"
:tap "switch"
:tap "x 1"
:tree

// expect: Deck#1
// expect:   VStack
// expect:     Layout
// expect:       Text "plain"
// expect:     Layout
// expect:       Text "two"
// expect:     AnyLayout
// expect:       Counter#2
// expect:         Button "x 2"
// expect:       Counter#3
// expect:         Button "y 0"
// expect:     Button "switch"
