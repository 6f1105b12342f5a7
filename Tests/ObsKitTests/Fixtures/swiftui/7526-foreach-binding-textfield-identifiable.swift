// Stack Overflow answer (the fix for 7525): bind rows of an `Identifiable` array, so typing changes a name, not an id
// What SwiftUI does: `ForEach($players) { $player in TextField(...) }` names each row by `player.id` (rules §1.2,
// §15.1). Typing writes `name` through the row's binding; the id stays, so the field's row keeps its node: no
// onDisappear/onAppear (rules §11.1). Each keystroke is a turn of its own, and the parent's body, which reads the
// array, runs once per keystroke (rules §3.5, §10.1; `:type` types one character per turn).
// Sources: rules §1.2, §3.5, §10.1, §15.1; https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
import SwiftUI

struct Player: Identifiable {
    let id: Int
    var name: String
}

struct RosterView: View {
    @State private var players = [
        Player(id: 1, name: "Sam"),
        Player(id: 2, name: "Alex"),
    ]

    var body: some View {
        let _ = print("RosterView body: \(players.map(\.name).joined(separator: ", "))")
        Form {
            Section("Players") {
                ForEach($players) { $player in
                    TextField("Name", text: $player.name)
                        .onAppear { print("a name field appeared") }
                        .onDisappear { print("a name field disappeared") }
                }
            }
        }
    }
}

:mount RosterView()
// expect: RosterView body: Sam, Alex
// expect: a name field appeared
// expect: a name field appeared
:type "my" into "Name"
// expect: RosterView body: Samm, Alex
// expect: RosterView body: Sammy, Alex
:type "a" into "Name" 2
// expect: RosterView body: Sammy, Alexa
