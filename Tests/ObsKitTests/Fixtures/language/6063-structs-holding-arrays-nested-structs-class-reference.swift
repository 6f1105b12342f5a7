// Advanced Swift style (value semantics): structs holding arrays, nested structs and a class reference, showing which mutations are seen through copies
final class Tracker { var hits = 0 }

struct Player {
    var name: String
    var scores: [Int]
    var position: (x: Int, y: Int)
    let tracker: Tracker
    mutating func score(_ n: Int) { scores.append(n); tracker.hits += 1 }
}

struct Team { var players: [Player]; var title: String }

let sharedTracker = Tracker()
var alice = Player(name: "Alice", scores: [3], position: (0, 0), tracker: sharedTracker)
var alice2 = alice
alice2.name = "Alice II"
alice2.score(7)
alice2.position.x += 5
print(alice.name, alice.scores, alice.position)
print(alice2.name, alice2.scores, alice2.position)
print("tracker hits seen from both:", alice.tracker.hits, alice2.tracker.hits)

var team = Team(players: [alice, alice2], title: "Reds")
var renamed = team
renamed.title = "Blues"
renamed.players[0].scores[0] = 100
renamed.players.append(Player(name: "Bo", scores: [], position: (1, 1), tracker: Tracker()))
print(team.title, team.players.map(\.name), team.players[0].scores)
print(renamed.title, renamed.players.map(\.name), renamed.players[0].scores)

func reset(_ p: inout Player) { p.scores.removeAll(); p.position = (0, 0) }
reset(&team.players[1])
print(team.players[1].scores, team.players[1].position, alice2.scores)

var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[0][1] = 9
print(grid)
let snapshot = grid
grid[1] = [7, 7, 7]
print(snapshot, grid)

var teams = ["a": team]
teams["a"]?.players[0].score(1)
print(teams["a"]!.players[0].scores, team.players[0].scores, sharedTracker.hits)
let closureCapture = { [team] in team.players.count }
team.players.removeAll()
print(closureCapture(), team.players.count)

// expect: Alice [3] (x: 0, y: 0)
// expect: Alice II [3, 7] (x: 5, y: 0)
// expect: tracker hits seen from both: 1 1
// expect: Reds ["Alice", "Alice II"] [3]
// expect: Blues ["Alice", "Alice II", "Bo"] [100]
// expect: [] (x: 0, y: 0) [3, 7]
// expect: [[0, 9, 0], [0, 0, 0]]
// expect: [[0, 9, 0], [0, 0, 0]] [[0, 9, 0], [7, 7, 7]]
// expect: [3, 1] [3] 2
// expect: 2 0
