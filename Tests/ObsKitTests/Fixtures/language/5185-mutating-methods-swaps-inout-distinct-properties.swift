// Book style (Memory Safety): mutating methods, swaps and inout on distinct properties of a game board
struct Player {
    var name: String
    var health: Int
    var energy: Int

    mutating func shareHealth(with teammate: inout Player) {
        balance(&teammate.health, &health)
    }
    mutating func rest() {
        recover(&energy, by: 4)
        recover(&health, by: 1)
    }
}

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}

func recover(_ stat: inout Int, by amount: Int) {
    stat = min(stat + amount, 10)
}

var oscar = Player(name: "Oscar", health: 10, energy: 2)
var maria = Player(name: "Maria", health: 5, energy: 8)
oscar.shareHealth(with: &maria)
print(oscar)
print(maria)
oscar.rest()
print(oscar)

swap(&oscar, &maria)
print(oscar.name, maria.name)

var board = [[0, 1], [2, 3]]
var corner = board[1][1]
swap(&board[0][0], &corner)
board[1][1] = corner
print(board)
board.swapAt(0, 1)
print(board)

func play() {
    var local = Player(name: "Local", health: 3, energy: 9)
    balance(&local.health, &local.energy)
    print(local)
}
play()

var team = [oscar, maria]
team[0].rest()
team[1].energy -= 3
print(team.map { "\($0.name):\($0.health)/\($0.energy)" })
var captain = team[0]
captain.shareHealth(with: &team[1])
team[0] = captain
print(team)

func settle() {
    var scores = (home: 3, away: 7)
    balance(&scores.home, &scores.away)
    print(scores)
    print(type(of: scores))
}
settle()
let weakest: Player? = team.min { $0.health < $1.health }
print(weakest as Any)

// expect: Player(name: "Oscar", health: 8, energy: 2)
// expect: Player(name: "Maria", health: 7, energy: 8)
// expect: Player(name: "Oscar", health: 9, energy: 6)
// expect: Maria Oscar
// expect: [[3, 1], [2, 0]]
// expect: [[2, 0], [3, 1]]
// expect: Player(name: "Local", health: 6, energy: 6)
// expect: ["Maria:8/10", "Oscar:9/3"]
// expect: [main.Player(name: "Maria", health: 9, energy: 10), main.Player(name: "Oscar", health: 8, energy: 3)]
// expect: (home: 5, away: 5)
// expect: (home: Int, away: Int)
// expect: Optional(main.Player(name: "Oscar", health: 8, energy: 3))
