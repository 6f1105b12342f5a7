// Follows Apple's `Grid` page (https://developer.apple.com/documentation/swiftui/grid): "A container view that
// arranges other views in a two dimensional layout", made of `GridRow`s ("The first view in each grid row appears in
// the grid's first column, the second view in the second column"). Own code: a scoreboard with a header row and one
// GridRow per player from a ForEach, each with a points cell that keeps its own @State.
// - Grid is not one of the lazy containers (Apple's lazy grids are the ones "creating items only as needed"); with
//   three short rows everything is on screen anyway (rules §1.5; rules §15.9: Grid changes only the looks).
// - Each player's GridRow is identified by the player's id (rules §1.2), so adding a player makes one row and keeps
//   the other cells' nodes and @State; kept cells get equal values and skip their bodies (rules §2.3, §2.5, §2.7).
// - At mount the two points cells print the same line, so the order of their first bodies (not specified) does
//   not show. A cell's own change runs only that cell (rules §3.5); a new cell's body runs after the parent's
//   (rules §2.8).
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
}

struct PointsCell: View {
    let player: String
    @State private var points = 0

    var body: some View {
        let _ = print("PointsCell body, points \(points)")
        HStack {
            Text("\(points)")
            Button("+1 \(player)") {
                points += 1
            }
        }
    }
}

struct Scoreboard: View {
    @State private var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Ben")]

    var body: some View {
        let _ = print("Scoreboard body, \(players.count) players")
        VStack {
            Grid(alignment: .leading, horizontalSpacing: 16) {
                GridRow {
                    Text("Player")
                    Text("Points")
                }
                ForEach(players) { player in
                    GridRow {
                        Text(player.name)
                        PointsCell(player: player.name)
                    }
                }
            }
            Button("Add Cal") {
                if !players.contains(where: { $0.name == "Cal" }) {
                    players.append(Player(id: 3, name: "Cal"))
                }
            }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body, 2 players
// expect: PointsCell body, points 0
// expect: PointsCell body, points 0
:tap "+1 Ana"
// expect: PointsCell body, points 1
:tap "+1 Ana"
// expect: PointsCell body, points 2
:tap "Add Cal"
// expect: Scoreboard body, 3 players
// expect: PointsCell body, points 0
:tap "+1 Ana"
// expect: PointsCell body, points 3
:tap "+1 Cal"
// expect: PointsCell body, points 1
:tap "+1 Ben"
// expect: PointsCell body, points 1
