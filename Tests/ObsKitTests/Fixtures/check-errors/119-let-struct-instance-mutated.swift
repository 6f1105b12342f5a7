// Mistake: declares a struct value with `let` and then increments one of its properties.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Player {
    var name: String
    var score: Int
    var lives = 3
}

let hero = Player(name: "Mia", score: 0)

func collectCoin(worth points: Int) {
    print("Coin worth \(points)")
}

collectCoin(worth: 10)
hero.score += 10
print("\(hero.name) has \(hero.score) points and \(hero.lives) lives")
// expect-error: left side of mutating operator isn't mutable: 'hero' is a 'let' constant
