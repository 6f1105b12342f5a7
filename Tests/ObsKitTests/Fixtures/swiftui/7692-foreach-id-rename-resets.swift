// Style: Reddit r/SwiftUI question. Forum question: "When I rename an item, its row loses its @State (score back to 0), but reordering keeps it. Why?"
// SwiftUI: each ForEach row acts as if it carried `.id` of its element's id; `id: \.self` makes the name the identity (rules §1.2; Apple `stateobject`).
// A moved id keeps its node and state; a renamed element is a new id: the old row dies and disappears, a new one appears with fresh @State
// (rules §1.2, §1.4, §11.1; disappears before appears: rules §11.1, ObsREPL's choice).
import SwiftUI

struct ScoreRow: View {
    let name: String
    @State private var score = 0

    var body: some View {
        HStack {
            Text("\(name): \(score)")
            Button("+1 \(name)") { score += 1 }
            Button("Show \(name)") { print("\(name) has \(score)") }
        }
        .onAppear { print("\(name) row appeared") }
        .onDisappear { print("\(name) row disappeared") }
    }
}

struct Leaderboard: View {
    @State private var names = ["Ann", "Bob"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                ScoreRow(name: name)
            }
            Button("Swap") { names.swapAt(0, 1) }
            Button("Rename Bob") {
                if let index = names.firstIndex(of: "Bob") {
                    names[index] = "Rob"
                }
            }
        }
    }
}

:mount Leaderboard()
// expect: Ann row appeared
// expect: Bob row appeared
:tap "+1 Ann"
:tap "+1 Bob"
:tap "+1 Bob"
:tap "Swap"
:tap "Show Ann"
// expect: Ann has 1
:tap "Show Bob"
// expect: Bob has 2
:tap "Rename Bob"
// expect: Bob row disappeared
// expect: Rob row appeared
:tap "Show Rob"
// expect: Rob has 0
