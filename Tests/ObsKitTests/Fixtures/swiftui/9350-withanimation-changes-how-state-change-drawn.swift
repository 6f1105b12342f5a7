// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/withanimation(_:_:) (withAnimation changes how a state change is drawn, not which bodies run: the same views update with and without it)
// withAnimation(_:_:) "Returns the result of recomputing the view's body with the provided animation": the state
// change inside it invalidates exactly the views that depend on that state, as a plain write does; the animation is
// carried by the transaction and only affects how the new values are rendered. The card's input changes both times,
// so its body runs both times.
// - Mount: the panel, then its card.
// - "Expand" (animated): panel body, card body.
// - "Collapse" (no animation): panel body, card body: the same two.
import SwiftUI

struct DetailCard: View {
    let showsMore: Bool

    var body: some View {
        let _ = print("card body: showsMore \(showsMore)")
        Text(showsMore ? "Ingredients, steps and notes" : "Ingredients")
    }
}

struct RecipePanel: View {
    @State private var expanded = false

    var body: some View {
        let _ = print("panel body: expanded \(expanded)")
        VStack {
            DetailCard(showsMore: expanded)
            Button("Expand") {
                withAnimation(.spring) { expanded = true }
            }
            Button("Collapse") { expanded = false }
        }
    }
}

:mount RecipePanel()
// expect: panel body: expanded false
// expect: card body: showsMore false
:tap "Expand"
// expect: panel body: expanded true
// expect: card body: showsMore true
:tap "Collapse"
// expect: panel body: expanded false
// expect: card body: showsMore false
