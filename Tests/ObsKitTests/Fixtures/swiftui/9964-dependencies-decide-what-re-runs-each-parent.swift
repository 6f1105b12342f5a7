// WWDC21 "Demystify SwiftUI" style: dependencies decide what re-runs: each parent render builds every child again, but a child's body runs only when its value changed: a plain-data badge with the same number is skipped, a score badge runs when its score moves, and a button view that takes a closure made in the parent's body runs every time (rules §2.1, §2.4, §2.6, §2.7)
import SwiftUI

struct PlayerBadge: View {
    let number: Int

    var body: some View {
        let _ = print("PlayerBadge body: #\(number)")
        Text("#\(number)")
    }
}

struct ScoreBadge: View {
    let score: Int

    var body: some View {
        let _ = print("ScoreBadge body: \(score)")
        Text("\(score) pts")
    }
}

struct CheerButton: View {
    let action: () -> Void

    var body: some View {
        let _ = print("CheerButton body")
        Button("Cheer", action: action)
    }
}

struct Scoreboard: View {
    @State private var points = 0
    @State private var cheers = 0

    var body: some View {
        let _ = print("Scoreboard body: \(points) points, \(cheers) cheers")
        VStack {
            PlayerBadge(number: 7)
            ScoreBadge(score: points)
            CheerButton { cheers += 1 }
            Button("Point") { points += 1 }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body: 0 points, 0 cheers
// expect: PlayerBadge body: #7
// expect: ScoreBadge body: 0
// expect: CheerButton body
:tap "Point"
// expect: Scoreboard body: 1 points, 0 cheers
// expect: ScoreBadge body: 1
// expect: CheerButton body
:tap "Cheer"
// expect: Scoreboard body: 1 points, 1 cheers
// expect: CheerButton body
