// Sundell style (key path observation): a small observable object notifying per key path
final class Observable<Model> {
    private(set) var model: Model
    private var observers: [PartialKeyPath<Model>: [(Model) -> Void]] = [:]

    init(_ model: Model) { self.model = model }

    func observe<V>(_ path: KeyPath<Model, V>, _ handler: @escaping (V) -> Void) {
        observers[path, default: []].append { model in handler(model[keyPath: path]) }
    }

    func update<V>(_ path: WritableKeyPath<Model, V>, to value: V) {
        model[keyPath: path] = value
        observers[path]?.forEach { $0(model) }
    }
}

struct Player {
    var name: String
    var score: Int
    var level: Int
}

let game = Observable(Player(name: "p1", score: 0, level: 1))
game.observe(\.score) { print("score ->", $0) }
game.observe(\.score) { if $0 >= 100 { print("high score!") } }
game.observe(\.level) { print("level ->", $0) }

game.update(\.score, to: 50)
game.update(\.name, to: "hero")
game.update(\.score, to: 120)
game.update(\.level, to: 2)
print(game.model.name, game.model.score, game.model.level)
// expect: score -> 50
// expect: score -> 120
// expect: high score!
// expect: level -> 2
// expect: hero 120 2
