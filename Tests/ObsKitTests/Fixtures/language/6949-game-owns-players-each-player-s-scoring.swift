// Swift book style (unowned closure capture in an owner graph): a game owns players, each player's scoring closure refers back unowned
class Game {
    let title: String
    var players: [Player] = []
    var round = 1
    init(title: String) { self.title = title }
    func join(_ name: String) {
        players.append(Player(name: name, game: self))
    }
    func play() {
        for p in players { p.score() }
        round += 1
    }
    deinit { print("game \(title) over") }
}

class Player {
    let name: String
    unowned let game: Game
    var points = 0
    lazy var scorer: () -> Int = { [unowned self] in
        self.points += self.game.round * self.name.count
        return self.points
    }
    init(name: String, game: Game) {
        self.name = name
        self.game = game
    }
    func score() {
        let now = scorer()
        print("\(game.title) r\(game.round): \(name) has \(now)")
    }
    deinit { print("player \(name) leaves") }
}

func match() {
    let g = Game(title: "Chess")
    g.join("Amy")
    g.join("Benedict")
    g.play()
    g.play()
    let best = g.players.max { $0.points < $1.points }!
    print("winner \(best.name)")
}
match()
print("after match")

// expect: Chess r1: Amy has 3
// expect: Chess r1: Benedict has 8
// expect: Chess r2: Amy has 9
// expect: Chess r2: Benedict has 24
// expect: winner Benedict
// expect: game Chess over
// expect: player Amy leaves
// expect: player Benedict leaves
// expect: after match
