// "My row re-renders on every parent update though its data didn't change": a capturing closure makes the row's value differ each time; conforming to Equatable and applying .equatable() makes SwiftUI use `==`, which ignores the closure (SEMANTICS §2 closures with context always differ, ".equatable() forces ==", T15; Apple: View.equatable())
import SwiftUI

struct ScoreRow: View, Equatable {
    let player: String
    let points: Int
    let onBoost: () -> Void

    static func == (lhs: ScoreRow, rhs: ScoreRow) -> Bool {
        lhs.player == rhs.player && lhs.points == rhs.points
    }

    var body: some View {
        let _ = print("equatable row: \(player) \(points)")
        Button("Boost \(player)", action: onBoost)
    }
}

struct PlainScoreRow: View {
    let player: String
    let points: Int
    let onBoost: () -> Void

    var body: some View {
        let _ = print("plain row: \(player) \(points)")
        Button("Boost plain \(player)", action: onBoost)
    }
}

struct Leaderboard: View {
    @State private var points = 0
    @State private var clock = 0

    var body: some View {
        VStack {
            Text("Tick \(clock)")
            Button("Tick") { clock += 1 }
            ScoreRow(player: "Ria", points: points, onBoost: { points += 1 })
                .equatable()
            PlainScoreRow(player: "Ria", points: points, onBoost: { points += 1 })
        }
    }
}

:mount Leaderboard()
:tap "Tick"
:tap "Boost Ria"
:tap "Tick"

// expect: equatable row: Ria 0
// expect: plain row: Ria 0
// expect: plain row: Ria 0
// expect: equatable row: Ria 1
// expect: plain row: Ria 1
// expect: plain row: Ria 1
