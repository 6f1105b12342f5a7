// objc.io / Airbnb "Understanding and Improving SwiftUI Performance": a plain-data Equatable view is compared by bytes unless .equatable() asks for ==; Apple "EquatableView", "equatable()"; rules §2.1, §2.2, §2.7
import SwiftUI

struct ScoreBadge: View, Equatable {
    let slot: Int
    let score: Int
    let bonus: Int

    static func == (lhs: ScoreBadge, rhs: ScoreBadge) -> Bool {
        lhs.slot == rhs.slot && lhs.score == rhs.score
    }

    var body: some View {
        let _ = print("ScoreBadge \(slot) body: \(score) + \(bonus)")
        Text("\(score + bonus)")
    }
}

struct EqualityLab: View {
    @State private var score = 10
    @State private var bonus = 0

    var body: some View {
        let _ = print("EqualityLab body")
        VStack {
            ScoreBadge(slot: 1, score: score, bonus: bonus)
            ScoreBadge(slot: 2, score: score, bonus: bonus).equatable()
            Button("Bonus") { bonus += 1 }
            Button("Score") { score += 5 }
        }
    }
}

:mount EqualityLab()
:tap "Bonus"
:tap "Score"

// expect: EqualityLab body
// expect: ScoreBadge 1 body: 10 + 0
// expect: ScoreBadge 2 body: 10 + 0
// expect: EqualityLab body
// expect: ScoreBadge 1 body: 10 + 1
// expect: EqualityLab body
// expect: ScoreBadge 1 body: 15 + 1
// expect: ScoreBadge 2 body: 15 + 1
