// Blog style (key paths): a generic helper that observes any property by KeyPath
import Observation

@Observable
final class Player {
    var score = 0
    var lives = 3
    var name = "P1"
}

func onNextChange<Root: AnyObject, Value>(of root: Root, _ keyPath: KeyPath<Root, Value>, _ action: @escaping (Value) -> Void) {
    withObservationTracking {
        _ = root[keyPath: keyPath]
    } onChange: {
        action(root[keyPath: keyPath])
    }
}

let player = Player()
onNextChange(of: player, \.score) { old in print("score leaving \(old)") }
onNextChange(of: player, \.lives) { old in print("lives leaving \(old)") }
onNextChange(of: player, \Player.name) { old in print("name leaving \(old)") }

player.score = 10
player.score = 20
player.lives -= 1
print("score=\(player.score) lives=\(player.lives) name=\(player.name)")
player.name = "Hero"
print("name=\(player.name)")

let paths: [KeyPath<Player, Int>] = [\.score, \.lives]
print(paths.map { player[keyPath: $0] })
// expect: score leaving 0
// expect: lives leaving 3
// expect: score=20 lives=2 name=P1
// expect: name leaving P1
// expect: name=Hero
// expect: [20, 2]
