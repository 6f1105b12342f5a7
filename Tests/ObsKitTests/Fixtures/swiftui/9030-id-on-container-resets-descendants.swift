// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (binding a container's identity to the round number resets it when the round changes, and with it the state of everything inside: both players' scores start over, while the host's own round count stays)
import SwiftUI

struct PlayerScore: View {
    let player: String
    @State private var points = 0

    var body: some View {
        Button("\(player) \(points)") {
            points += 1
            print("\(player) points \(points)")
        }
    }
}

struct GameBoard: View {
    @State private var round = 1

    var body: some View {
        VStack {
            Text("Round \(round)")
            VStack {
                PlayerScore(player: "Red")
                PlayerScore(player: "Blue")
            }
            .id(round)
            Button("Next round") {
                round += 1
                print("round \(round)")
            }
        }
    }
}

:mount GameBoard()
:tap "Red 0"
:tap "Blue 0"
:tap "Blue 1"
:tap "Next round"
:tap "Red 0"
:tap "Blue 0"
// expect: Red points 1
// expect: Blue points 1
// expect: Blue points 2
// expect: round 2
// expect: Red points 1
// expect: Blue points 1
