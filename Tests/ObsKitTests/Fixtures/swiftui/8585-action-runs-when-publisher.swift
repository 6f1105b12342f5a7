// SwiftUI from Apple's documentation: onReceive(_:perform:) — https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) (the action runs when the publisher emits, with the emitted value as its parameter)
import SwiftUI
import Combine

final class Scoreboard {
    let points = PassthroughSubject<Int, Never>()
}

struct ScoreView: View {
    let board: Scoreboard
    @State private var total = 0

    var body: some View {
        VStack {
            Text("Total \(total)")
            Button("Score 3") { board.points.send(3) }
            Button("Score 5") { board.points.send(5) }
        }
        .onReceive(board.points) { value in
            total += value
            print("received \(value), total \(total)")
        }
    }
}

let board = Scoreboard()

:mount ScoreView(board: board)
:tap "Score 3"
:tap "Score 5"
// expect: received 3, total 3
// expect: received 5, total 8
