// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/identifiable (a class gets `id` from ObjectIdentifier by default)
// Apple's Identifiable page: for a class that doesn't declare `id`, the protocol supplies one from
// ObjectIdentifier, unique while the object lives. So in a ForEach over player objects, the row's identity
// is the object: replacing Kai with a new Player of the same name is a new element with a new id, and that
// row starts over (its @State score is 0 again). Lia's row keeps its score.
import SwiftUI

final class Player: Identifiable {
    let name: String
    init(name: String) { self.name = name }
}

struct PlayerRow: View {
    let player: Player
    @State private var score = 0

    var body: some View {
        Button("\(player.name): \(score)") {
            score += 1
            print("\(player.name) scored, now \(score)")
        }
    }
}

struct Scoreboard: View {
    @State private var players = [Player(name: "Kai"), Player(name: "Lia")]

    var body: some View {
        VStack {
            ForEach(players) { player in
                PlayerRow(player: player)
            }
            Button("Replace Kai") { players[0] = Player(name: "Kai") }
        }
    }
}

:mount Scoreboard()
:tap "Kai: 0"
// expect: Kai scored, now 1
:tap "Lia: 0"
// expect: Lia scored, now 1
:tap "Replace Kai"
:tap "Kai: 0"
// expect: Kai scored, now 1
:tap "Lia: 1"
// expect: Lia scored, now 2
