// what's-new style: PITFALL (on purpose): reading a property of an @Observable in the parent's body (`Text("Score: \(player.score)")`) makes the parent re-run on every change; the fix reads it only in the child, and then only the child runs (rules §8.3, §8.4, §2.3, §2.8)
import SwiftUI

@Observable
final class Player {
    var score = 0
    var name = "Ada"
}

struct ScoreLabel: View {
    let player: Player
    var body: some View {
        let _ = print("ScoreLabel body: \(player.score)")
        Text("\(player.score) points")
    }
}

struct NameLabel: View {
    let player: Player
    var body: some View {
        let _ = print("NameLabel body")
        Text(player.name)
    }
}

struct GameScreen: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("GameScreen body")
        VStack {
            Text("Score: \(player.score)")
            ScoreLabel(player: player)
            NameLabel(player: player)
            Button("Score") { player.score += 1 }
        }
    }
}

struct GameScreenFixed: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("GameScreenFixed body")
        VStack {
            ScoreLabel(player: player)
            NameLabel(player: player)
            Button("Score") { player.score += 1 }
        }
    }
}

:mount GameScreen()
// expect: GameScreen body
// expect: ScoreLabel body: 0
// expect: NameLabel body
:tap "Score"
// expect: GameScreen body
// expect: ScoreLabel body: 1
:mount GameScreenFixed()
// expect: GameScreenFixed body
// expect: ScoreLabel body: 0
// expect: NameLabel body
:tap "Score"
// expect: ScoreLabel body: 1
