// Swift Evolution style (SE-0176): inout parameters with exclusivity-safe access: local copies, swapAt, nested struct members and key paths
struct Player { var name: String; var hp: Int; var inventory: [String] }
struct Game { var players: [Player]; var turn = 0 }

func heal(_ hp: inout Int, by amount: Int) {
    hp = min(hp + amount, 100)
}

func transfer(_ from: inout [String], _ to: inout [String], item: String) {
    if let i = from.firstIndex(of: item) {
        to.append(from.remove(at: i))
    }
}

func modify<T>(_ value: inout T, _ body: (inout T) -> Void) {
    body(&value)
}

var game = Game(players: [
    Player(name: "ann", hp: 80, inventory: ["sword", "potion"]),
    Player(name: "ben", hp: 30, inventory: ["shield"]),
])

heal(&game.players[1].hp, by: 50)
heal(&game.players[0].hp, by: 50)
print(game.players.map(\.hp))

// Two inout accesses to different elements of the same array would overlap; copy out instead.
var giver = game.players[0].inventory
var taker = game.players[1].inventory
transfer(&giver, &taker, item: "potion")
game.players[0].inventory = giver
game.players[1].inventory = taker
print(game.players.map(\.inventory))

game.players.swapAt(0, 1)
print(game.players.map(\.name))

modify(&game.turn) { $0 += 1 }
modify(&game.players[0]) { p in
    p.name = p.name.uppercased()
    p.inventory.append("map")
}
print(game.turn, game.players[0].name, game.players[0].inventory)

// Distinct stored properties of a local struct may be accessed at once.
func balance(_ a: inout Int, _ b: inout Int) {
    let total = a + b
    a = total / 2
    b = total - a
}
func balancedPair() -> (left: Int, right: Int) {
    var pair = (left: 3, right: 10)
    balance(&pair.left, &pair.right)
    return pair
}
print(balancedPair())

func increment(_ x: inout Int) -> Int { x += 1; return x }
var counter = 0
let values = [increment(&counter), increment(&counter), increment(&counter)]
print(values, counter)

let hpPath: WritableKeyPath<Player, Int> = \.hp
modify(&game.players[1][keyPath: hpPath]) { $0 -= 5 }
print(game.players[1].hp)

var matrix = [[1, 2], [3, 4]]
for i in matrix.indices {
    for j in matrix[i].indices where i != j {
        let tmp = matrix[i][j]
        matrix[i][j] = matrix[j][i]
        matrix[j][i] = tmp
        break
    }
}
print(matrix)

var text = "abc"
func appendTwice(_ s: inout String, _ suffix: String) { s += suffix; s += suffix }
let snapshot = text
appendTwice(&text, snapshot)
print(text)

// expect: [100, 80]
// expect: [["sword"], ["shield", "potion"]]
// expect: ["ben", "ann"]
// expect: 1 BEN ["shield", "potion", "map"]
// expect: (left: 6, right: 7)
// expect: [1, 2, 3] 3
// expect: 95
// expect: [[1, 2], [3, 4]]
// expect: abcabcabc
