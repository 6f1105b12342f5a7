// Style: blog comment question. Forum question: "I made my view Equatable and compare only the score, but its body still runs when another field changes."
// SwiftUI: a view of plain data (only Ints here) is compared bit for bit, even if it is Equatable: its `==` is never called (rules §2.1);
// a view that also holds a String is not plain data, so its `==` decides and the body is skipped (rules §2.2). `.equatable()` makes SwiftUI use `==`
// in every case (rules §2.2; Apple `view/equatable()`).
import SwiftUI

struct ScoreLabel: View, Equatable {
    let score: Int
    let updatedAt: Int

    static func == (lhs: ScoreLabel, rhs: ScoreLabel) -> Bool { lhs.score == rhs.score }

    var body: some View {
        let _ = print("ScoreLabel body \(score) @\(updatedAt)")
        Text("\(score)")
    }
}

struct BadgeLabel: View, Equatable {
    let score: Int
    let updatedAt: Int

    static func == (lhs: BadgeLabel, rhs: BadgeLabel) -> Bool { lhs.score == rhs.score }

    var body: some View {
        let _ = print("BadgeLabel body \(score) @\(updatedAt)")
        Text("Badge \(score)")
    }
}

struct PlayerCard: View, Equatable {
    let name: String
    let score: Int
    let lastSeen: Int

    static func == (lhs: PlayerCard, rhs: PlayerCard) -> Bool {
        lhs.name == rhs.name && lhs.score == rhs.score
    }

    var body: some View {
        let _ = print("PlayerCard body \(name) \(score) seen \(lastSeen)")
        Text("\(name): \(score)")
    }
}

struct Scoreboard: View {
    @State private var clock = 0
    @State private var score = 10

    var body: some View {
        VStack {
            Text("Clock \(clock)")
            Button("Tick clock") { clock += 1 }
            Button("Score") { score += 1 }
            ScoreLabel(score: score, updatedAt: clock)
            BadgeLabel(score: score, updatedAt: clock)
                .equatable()
            PlayerCard(name: "Ann", score: score, lastSeen: clock)
        }
    }
}

:mount Scoreboard()
// expect: ScoreLabel body 10 @0
// expect: BadgeLabel body 10 @0
// expect: PlayerCard body Ann 10 seen 0
:tap "Tick clock"
// expect: ScoreLabel body 10 @1
:tap "Score"
// expect: ScoreLabel body 11 @1
// expect: BadgeLabel body 11 @1
// expect: PlayerCard body Ann 11 seen 1
