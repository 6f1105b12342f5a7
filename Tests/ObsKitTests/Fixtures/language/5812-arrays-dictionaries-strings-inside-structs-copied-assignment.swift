// Compiler test style (value semantics): arrays, dictionaries and strings inside structs copied on assignment, mutation through inout and nested copies staying independent
struct Team {
    var name: String
    var members: [String]
    var scores: [String: Int] = [:]
}
var a = Team(name: "red", members: ["ann", "bob"])
var b = a
b.members.append("cid")
b.name = "blue"
b.scores["cid"] = 3
print(a.name, a.members, a.scores.count)
print(b.name, b.members, b.scores)

struct League { var teams: [Team] }
var l1 = League(teams: [a, b])
var l2 = l1
l2.teams[0].members[0] = "ANN"
l2.teams[1].scores["cid", default: 0] += 10
print(l1.teams[0].members, l1.teams[1].scores["cid"]!)
print(l2.teams[0].members, l2.teams[1].scores["cid"]!)

func addMember(_ t: inout Team, _ m: String) { t.members.append(m) }
addMember(&l2.teams[0], "dee")
print(l1.teams[0].members.count, l2.teams[0].members.count)

var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
var copy = grid
grid[0][1] = 5
copy[1][2] = 7
print(grid, copy)

var rows = [[1], [2]]
let snapshot = rows
rows[0].append(10)
for i in rows.indices { rows[i] = rows[i].map { $0 * 2 } }
print(snapshot, rows)

var s1 = "hello"
var s2 = s1
s2 += " world"
s1.removeFirst()
print(s1, "|", s2)

struct Matrix {
    var storage: [Double]
    let cols: Int
    subscript(r: Int, c: Int) -> Double {
        get { storage[r * cols + c] }
        set { storage[r * cols + c] = newValue }
    }
}
var m = Matrix(storage: [1, 2, 3, 4], cols: 2)
var n = m
n[1, 1] = 40
m[0, 0] = -1
print(m.storage, n.storage)

var closures: [() -> [Int]] = []
var list = [1]
for _ in 0..<3 {
    let frozen = list
    closures.append { frozen }
    list.append(list.count + 1)
}
print(closures.map { $0() }, list)
var teams = [a]
let element = teams[0]
teams[0].members.removeAll()
print(element.members, teams[0].members)

// expect: red ["ann", "bob"] 0
// expect: blue ["ann", "bob", "cid"] ["cid": 3]
// expect: ["ann", "bob"] 3
// expect: ["ANN", "bob"] 13
// expect: 2 3
// expect: [[0, 5, 0], [0, 0, 0]] [[0, 0, 0], [0, 0, 7]]
// expect: [[1], [2]] [[2, 20], [4]]
// expect: ello | hello world
// expect: [-1.0, 2.0, 3.0, 4.0] [1.0, 2.0, 3.0, 40.0]
// expect: [[1], [1, 2], [1, 2, 3]] [1, 2, 3, 4]
// expect: ["ann", "bob"] []
