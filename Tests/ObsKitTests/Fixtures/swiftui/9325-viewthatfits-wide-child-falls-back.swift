// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewthatfits (a child 4000 points wide does not fit the screen's width, so ViewThatFits shows the next one)
// ViewThatFits "evaluates its child views in the order you provide them to the initializer. It selects the first
// child whose ideal size on the constrained axes fits within the proposed size." With `in: .horizontal` only the
// width counts. The first child has a fixed frame 4000 points wide, so its ideal width is 4000, wider than the
// width any iPhone screen proposes: it does not fit. The second child (a short label) fits and is the one shown:
// only its onAppear runs, and the tree shows the label, not the wide banner.
import SwiftUI

struct PromoStrip: View {
    var body: some View {
        VStack {
            ViewThatFits(in: .horizontal) {
                Text("Summer sale: everything in the store is half price until Sunday")
                    .frame(width: 4000)
                    .onAppear { print("wide banner appears") }
                Text("Sale!")
                    .onAppear { print("short label appears") }
            }
        }
    }
}

:mount PromoStrip()
// expect: short label appears
:tree
// expect: PromoStrip#1
// expect:   VStack
// expect:     ViewThatFits
// expect:       Text "Sale!"  .onAppear
