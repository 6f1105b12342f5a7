// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (ForEach identifies each view by its element's stable id, so a row's @State follows its item when the array is reordered, not its position)
import SwiftUI

struct Player: Identifiable {
    let id: String
}

struct PlayerRow: View {
    let player: Player
    @State private var goals = 0

    var body: some View {
        Button("\(player.id) scored \(goals)") {
            goals += 1
            print("\(player.id) has \(goals)")
        }
    }
}

struct Team: View {
    @State private var players = [Player(id: "Ana"), Player(id: "Ben"), Player(id: "Cy")]

    var body: some View {
        VStack {
            ForEach(players) { player in
                PlayerRow(player: player)
            }
            Button("Reverse") { players.reverse() }
            Button("Order") { print(players.map(\.id).joined(separator: " ")) }
        }
    }
}

:mount Team()
:tap "Ana scored 0"
:tap "Ana scored 1"
:tap "Cy scored 0"
:tap "Reverse"
:tap "Order"
:tap "Ana scored 2"
:tap "Cy scored 1"
:tap "Ben scored 0"
// expect: Ana has 1
// expect: Ana has 2
// expect: Cy has 1
// expect: Cy Ben Ana
// expect: Ana has 3
// expect: Cy has 2
// expect: Ben has 1
