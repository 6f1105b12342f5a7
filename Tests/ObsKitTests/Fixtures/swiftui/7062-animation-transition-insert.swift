// Showing and hiding views with transitions, as the animation days of a "100 days" SwiftUI course do, own code: a
// card inserted and removed by `withAnimation { isShowingCard.toggle() }`, with an asymmetric transition, and a custom
// transition built from a ViewModifier (`AnyTransition.modifier(active:identity:)`) on a second card.
// What SwiftUI does: the `if` is one slot, filled or empty (rules §1.1): each insertion makes a new card whose body
// runs and whose `onAppear` runs after the update (rules §11.1, §10.3); a transition and an animation only change the
// looks, never which bodies run (rules §15.15, §15.9). The card view has no state of its own to keep; the counter of
// insertions lives in the parent.
// Sources: rules §1.1, §10.3, §11.1, §15.9, §15.15; https://developer.apple.com/documentation/swiftui/view/transition(_:)
// https://developer.apple.com/documentation/swiftui/anytransition
import SwiftUI

struct CornerRotateModifier: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: CornerRotateModifier(amount: -90, anchor: .topLeading),
            identity: CornerRotateModifier(amount: 0, anchor: .topLeading)
        )
    }
}

struct ColorCard: View {
    let title: String
    let color: Color

    var body: some View {
        let _ = print("ColorCard body: \(title)")
        Text(title)
            .frame(width: 200, height: 200)
            .background(color)
            .onAppear {
                print("ColorCard appeared: \(title)")
            }
    }
}

struct TransitionsView: View {
    @State private var isShowingCard = false
    @State private var isShowingPivot = false
    @State private var insertions = 0

    var body: some View {
        let _ = print("TransitionsView body: card \(isShowingCard), pivot \(isShowingPivot), insertions \(insertions)")
        VStack {
            Button("Tap Me") {
                withAnimation {
                    isShowingCard.toggle()
                    if isShowingCard {
                        insertions += 1
                    }
                }
            }
            if isShowingCard {
                ColorCard(title: "Red card", color: .red)
                    .transition(.asymmetric(insertion: .scale, removal: .opacity))
            }
            Button("Pivot") {
                withAnimation {
                    isShowingPivot.toggle()
                }
            }
            if isShowingPivot {
                ColorCard(title: "Pivot card", color: .green)
                    .transition(.pivot)
            }
        }
    }
}

:mount TransitionsView()
// expect: TransitionsView body: card false, pivot false, insertions 0
:tap "Tap Me"
// expect: TransitionsView body: card true, pivot false, insertions 1
// expect: ColorCard body: Red card
// expect: ColorCard appeared: Red card
:tap "Pivot"
// expect: TransitionsView body: card true, pivot true, insertions 1
// expect: ColorCard body: Pivot card
// expect: ColorCard appeared: Pivot card
:tap "Tap Me"
// expect: TransitionsView body: card false, pivot true, insertions 1
:tap "Tap Me"
// expect: TransitionsView body: card true, pivot true, insertions 2
// expect: ColorCard body: Red card
// expect: ColorCard appeared: Red card
