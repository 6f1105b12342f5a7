// SwiftUI from Apple's documentation: Combine, Publisher.assign(to:)
// Source: developer.apple.com/documentation/combine/publisher/assign(to:): "Republishes elements
// received from a publisher, by assigning them to a property marked as a publisher." The
// parameter is "A property marked with the @Published attribute, which receives and republishes
// all elements received from the upstream publisher." ObservableObject: objectWillChange emits
// before any of its @Published properties changes.
import Combine

final class Scoreboard: ObservableObject {
    @Published var score = 0
}

let board = Scoreboard()
let points = PassthroughSubject<Int, Never>()
points.assign(to: &board.$score)

var changes = 0
let watch = board.objectWillChange.sink { _ in changes += 1 }
let values = board.$score.sink { print("score publisher: \($0)") }

points.send(3)
points.send(5)
print("score is \(board.score), objectWillChange fired \(changes) times")
_ = (watch, values)

// expect: score publisher: 0
// expect: score publisher: 3
// expect: score publisher: 5
// expect: score is 5, objectWillChange fired 2 times
