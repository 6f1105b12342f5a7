// Score keeper: the ScoreKeeper app of Apple's "Develop in Swift" tutorials (players in a @State array, a text field
// and a stepper per player through `ForEach($players) { $player in }`), own names and code.
// What SwiftUI does: `ForEach($players)` hands each row a binding to its element, and a write through it goes back
// into the @State array (rules §15.1, §9.2). The body read the array, so each press of a stepper and each keystroke
// runs it once (rules §3.4, §10.1; `:step ... up 2` is two presses, two turns). Adding a player appends an element,
// whose row gets its own field; the fourth "Name" field is the new one.
// Sources: rules §3.4, §9.2, §10.1, §15.1; Apple tutorial https://developer.apple.com/tutorials/develop-in-swift and
// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    var name: String
    var score: Int
}

struct ScoreKeeperView: View {
    @State private var players: [Player] = [
        Player(name: "Elisha", score: 0),
        Player(name: "Andre", score: 0),
        Player(name: "Jasmine", score: 0),
    ]

    var body: some View {
        let _ = print("ScoreKeeperView body: \(players.map { "\($0.name.isEmpty ? "?" : $0.name)=\($0.score)" }.joined(separator: ", "))")
        VStack(alignment: .leading) {
            Text("Score Keeper")
                .font(.title)
                .bold()
                .padding(.bottom)

            Grid {
                GridRow {
                    Text("Player")
                        .gridColumnAlignment(.leading)
                    Text("Score")
                }
                .font(.headline)

                ForEach($players) { $player in
                    GridRow {
                        TextField("Name", text: $player.name)
                        Text("\(player.score)")
                        Stepper("\(player.name)'s score", value: $player.score)
                    }
                }
            }
            .padding(.vertical)

            Button("Add Player", systemImage: "plus") {
                players.append(Player(name: "", score: 0))
            }

            Spacer()
        }
        .padding()
    }
}

:mount ScoreKeeperView()
// expect: ScoreKeeperView body: Elisha=0, Andre=0, Jasmine=0
:step "Andre's score" up 2
// expect: ScoreKeeperView body: Elisha=0, Andre=1, Jasmine=0
// expect: ScoreKeeperView body: Elisha=0, Andre=2, Jasmine=0
:tap "Add Player"
// expect: ScoreKeeperView body: Elisha=0, Andre=2, Jasmine=0, ?=0
:type "Kai" into "Name" 4
// expect: ScoreKeeperView body: Elisha=0, Andre=2, Jasmine=0, K=0
// expect: ScoreKeeperView body: Elisha=0, Andre=2, Jasmine=0, Ka=0
// expect: ScoreKeeperView body: Elisha=0, Andre=2, Jasmine=0, Kai=0
:step "Kai's score" up
// expect: ScoreKeeperView body: Elisha=0, Andre=2, Jasmine=0, Kai=1
