// Advanced Swift style (inout): inout parameters on array elements, nested properties and swap of two array slots
struct Player {
    var name: String
    var score: Int
    var stats = Stats()
}

struct Stats {
    var wins = 0
    var losses = 0
}

func bump(_ value: inout Int, by amount: Int = 1) {
    value += amount
}

func recordWin(_ stats: inout Stats) {
    stats.wins += 1
}

func rename(_ player: inout Player, suffix: String) {
    player.name += suffix
    bump(&player.score, by: 10)
}

var scores = [5, 10, 15, 20]
bump(&scores[2])
bump(&scores[0], by: 7)
print(scores)
scores.swapAt(1, 3)
print(scores)

var players = [Player(name: "Ann", score: 1), Player(name: "Bob", score: 2)]
recordWin(&players[0].stats)
recordWin(&players[0].stats)
players[1].stats.losses += 3
rename(&players[1], suffix: "by")
bump(&players[0].score, by: 4)
for p in players {
    print(p.name, p.score, p.stats.wins, p.stats.losses)
}

var a = ["x", "y", "z"]
var first = a[0]
var last = a[2]
swap(&first, &last)
print(first, last, a)
a.swapAt(0, 2)
print(a)

func double(_ numbers: inout [Int]) {
    for i in numbers.indices { numbers[i] *= 2 }
}
var grid = [[1, 2], [3, 4]]
double(&grid[1])
print(grid)

// expect: [12, 10, 16, 20]
// expect: [12, 20, 16, 10]
// expect: Ann 5 2 0
// expect: Bobby 12 0 3
// expect: z x ["x", "y", "z"]
// expect: ["z", "y", "x"]
// expect: [[1, 2], [6, 8]]
