// Stack Overflow answer style (the "Index out of range after delete" fix): a binding that finds its row by id
// What SwiftUI does: the sheet edits a player through a `Binding(get:set:)` that looks the row up by id at each call
// (rules §9.1), instead of a `$players[index]` that would point past the array's end once the row is gone. While the
// row exists a write changes the array and the roster, which read it, runs (rules §3.4, §3.5). After "Remove player"
// the sheet is still up (its item is unchanged, rules §13.1), and a write through the same binding finds no row and
// is dropped: no body runs. The sheet's buttons are the only ones reachable while it is up (rules §15.11).
// Sources: rules §3.4, §3.5, §9.1, §13.1, §15.11; https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
import SwiftUI

struct Player: Identifiable {
    let id: Int
    var name: String
}

struct PlayerSheet: View {
    @Binding var name: String
    let onRemove: () -> Void

    var body: some View {
        VStack {
            Button("Rename") { name = "Benjamin" }
            Button("Remove player") { onRemove() }
        }
    }
}

struct Roster: View {
    @State private var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Ben"), Player(id: 3, name: "Cy")]
    @State private var editing: Player?

    private func nameBinding(for id: Int) -> Binding<String> {
        Binding(
            get: { players.first { $0.id == id }?.name ?? "" },
            set: { newName in
                guard let index = players.firstIndex(where: { $0.id == id }) else {
                    print("player \(id) is gone: write dropped")
                    return
                }
                players[index].name = newName
            }
        )
    }

    var body: some View {
        let _ = print("Roster body: \(players.map(\.name).joined(separator: ", "))")
        List(players) { player in
            Button(player.name) { editing = player }
        }
        .sheet(item: $editing) { player in
            PlayerSheet(name: nameBinding(for: player.id)) {
                players.removeAll { $0.id == player.id }
            }
        }
    }
}

:mount Roster()
// expect: Roster body: Ana, Ben, Cy
:tap "Ben"
:tap "Rename"
// expect: Roster body: Ana, Benjamin, Cy
:tap "Remove player"
// expect: Roster body: Ana, Cy
:tap "Rename"
// expect: player 2 is gone: write dropped
:dismiss
