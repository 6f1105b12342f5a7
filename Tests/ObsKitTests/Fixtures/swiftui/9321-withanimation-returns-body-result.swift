// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/withanimation(_:_:) (withAnimation runs its closure at once and returns its result; the state change updates the views as any other)
// withAnimation(_:_:) "Returns the result of recomputing the view's body with the provided animation"; its
// signature returns the closure's Result, and the closure runs synchronously, so code after the call sees the
// new state. The animation only changes how the change is drawn: the same bodies run as without it, once per
// update. `withAnimation(nil)` is the same with no animation.
// - "Add card": the closure appends and returns the new count, printed right after; the deck's body runs
//   once with 4 cards, and the card count label (given the new count) runs once.
// - "Shuffle off": a change of a value no child is given: only the deck's body runs.
// - "Clear": withAnimation(nil) empties the deck and returns the number of removed cards.
import SwiftUI

struct CardCountLabel: View {
    let count: Int

    var body: some View {
        let _ = print("count label: \(count)")
        Text("\(count) cards")
    }
}

struct CardDeck: View {
    @State private var cards = ["A", "K", "Q"]
    @State private var shuffles = true

    var body: some View {
        let _ = print("deck body: \(cards.joined()), shuffles \(shuffles)")
        VStack {
            CardCountLabel(count: cards.count)
            Button("Add card") {
                let newCount = withAnimation(.easeInOut) {
                    cards.append("J")
                    return cards.count
                }
                print("now \(newCount) cards")
            }
            Button("Shuffle off") {
                withAnimation(.spring) {
                    shuffles = false
                }
            }
            Button("Clear") {
                let removed: Int = withAnimation(nil) {
                    let count = cards.count
                    cards.removeAll()
                    return count
                }
                print("removed \(removed) cards")
            }
        }
    }
}

:mount CardDeck()
// expect: deck body: AKQ, shuffles true
// expect: count label: 3
:tap "Add card"
// expect: now 4 cards
// expect: deck body: AKQJ, shuffles true
// expect: count label: 4
:tap "Shuffle off"
// expect: deck body: AKQJ, shuffles false
:tap "Clear"
// expect: removed 4 cards
// expect: deck body: , shuffles false
// expect: count label: 0
