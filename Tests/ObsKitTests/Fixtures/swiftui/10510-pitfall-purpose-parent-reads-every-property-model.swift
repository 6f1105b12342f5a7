// Observation in depth style: PITFALL, on purpose: the parent reads every property of the model in its own body and hands plain values down, so every change re-runs the parent (and the child whose value changed); the fix hands the model down and lets each child read its own property (rules §8.3, §2.1, §2.7)
import SwiftUI

@Observable
final class Player {
    var name = "Rin"
    var score = 0
    var lives = 3
}

struct NameView: View {
    let name: String

    var body: some View {
        let _ = print("NameView body: \(name)")
        Text(name)
    }
}

struct ScoreView: View {
    let score: Int

    var body: some View {
        let _ = print("ScoreView body: \(score)")
        Text("\(score) pts")
    }
}

struct LivesView: View {
    let lives: Int

    var body: some View {
        let _ = print("LivesView body: \(lives)")
        Text("\(lives) lives")
    }
}

struct GameScreen: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("GameScreen body: \(player.name) \(player.score) \(player.lives)")
        VStack {
            NameView(name: player.name)
            ScoreView(score: player.score)
            LivesView(lives: player.lives)
            Button("Score") { player.score += 10 }
            Button("Lose life") { player.lives -= 1 }
        }
    }
}

struct NameCard: View {
    let player: Player

    var body: some View {
        let _ = print("NameCard body: \(player.name)")
        Text(player.name)
    }
}

struct ScoreCard: View {
    let player: Player

    var body: some View {
        let _ = print("ScoreCard body: \(player.score)")
        Text("\(player.score) pts")
    }
}

struct LivesCard: View {
    let player: Player

    var body: some View {
        let _ = print("LivesCard body: \(player.lives)")
        Text("\(player.lives) lives")
    }
}

struct GameScreenFixed: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("GameScreenFixed body")
        VStack {
            NameCard(player: player)
            ScoreCard(player: player)
            LivesCard(player: player)
            Button("Score") { player.score += 10 }
            Button("Lose life") { player.lives -= 1 }
        }
    }
}

:mount GameScreen()
// expect: GameScreen body: Rin 0 3
// expect: NameView body: Rin
// expect: ScoreView body: 0
// expect: LivesView body: 3
:tap "Score"
// expect: GameScreen body: Rin 10 3
// expect: ScoreView body: 10
:tap "Lose life"
// expect: GameScreen body: Rin 10 2
// expect: LivesView body: 2
:mount GameScreenFixed()
// expect: GameScreenFixed body
// expect: NameCard body: Rin
// expect: ScoreCard body: 0
// expect: LivesCard body: 3
:tap "Score"
// expect: ScoreCard body: 10
:tap "Lose life"
// expect: LivesCard body: 2
