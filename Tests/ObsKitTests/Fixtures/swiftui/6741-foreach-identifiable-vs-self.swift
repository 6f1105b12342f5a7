// Follows Apple's `ForEach` page (https://developer.apple.com/documentation/swiftui/foreach): "It's important that the
// id of a data element doesn't change unless you replace the data element with a new data element that has a new
// identity. If the id of a data element changes, the content view generated from that data element loses any current
// state." One list of Identifiable players, one of guest names with `id: \.self`.
// - Each row acts as if it had `.id` of its element's id (rules §1.2). Renaming a player keeps its `id`: the row keeps
//   its @State and runs again with the new name (its input changed, rules §2.7).
// - Renaming a guest changes the element, which is its own id with `\.self`: the old row is destroyed and a new one,
//   with fresh @State, is made (Apple, same page; rules §1.2).
// - Rows whose element is unchanged do not run (rules §2.6, §2.7); rows update in tree order (rules §2.8).
import SwiftUI

struct Player: Identifiable {
    let id: Int
    var name: String
}

struct ScoreRow: View {
    let name: String
    @State private var points = 0

    var body: some View {
        let _ = print("ScoreRow body: \(name) \(points)")
        Button("\(name): \(points)") { points += 1 }
    }
}

struct Scoreboard: View {
    @State private var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Ben")]
    @State private var guests = ["Cy", "Di"]

    var body: some View {
        VStack {
            ForEach(players) { player in
                ScoreRow(name: player.name)
            }
            ForEach(guests, id: \.self) { guest in
                ScoreRow(name: guest)
            }
            Button("Rename first ones") {
                players[0].name = "Anna"
                guests[0] = "Cyd"
            }
        }
    }
}

:mount Scoreboard()
// expect: ScoreRow body: Ana 0
// expect: ScoreRow body: Ben 0
// expect: ScoreRow body: Cy 0
// expect: ScoreRow body: Di 0
:tap "Ana: 0"
// expect: ScoreRow body: Ana 1
:tap "Cy: 0"
// expect: ScoreRow body: Cy 1
:tap "Rename first ones"
// expect: ScoreRow body: Anna 1
// expect: ScoreRow body: Cyd 0
