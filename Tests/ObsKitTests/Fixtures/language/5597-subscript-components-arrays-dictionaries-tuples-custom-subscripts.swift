// Compiler test style (key paths): subscript components on arrays, dictionaries, tuples and custom subscripts
let first = \[Int].[0]
let nums = [7, 8, 9]
print(nums[keyPath: first], nums[keyPath: \[Int].[2]], nums[keyPath: \.count])
let k = \[String: Int]["k"]
let scores = ["k": 3, "j": 4]
print(scores[keyPath: k] as Any, scores[keyPath: \[String: Int]["zz"]] as Any)
let viaDict = \Dictionary<String, [Int]>["list"]?[1]
print(["list": [10, 20, 30]][keyPath: viaDict] as Any)

struct Matrix {
    var rows: [[Int]]
    subscript(r: Int, c: Int) -> Int {
        get { return rows[r][c] }
        set { rows[r][c] = newValue }
    }
    subscript(row r: Int) -> [Int] { return rows[r] }
}
var m = Matrix(rows: [[1, 2], [3, 4]])
let corner = \Matrix.[1, 1]
print(m[keyPath: corner], m[keyPath: \Matrix.[row: 0]], m[keyPath: \Matrix.[row: 1].count])
m[keyPath: corner] = 40
print(m.rows)

let index = 1
let dynamic = \[String].[index]
print(["a", "b", "c"][keyPath: dynamic])
print(\[String].[0] == \[String].[0], \[String].[0] == \[String].[1])

struct Team { var members: [String]; var scores: [String: Int] }
var team = Team(members: ["ann", "ben"], scores: ["ann": 5])
let secondMember = \Team.members[1]
let annScore = \Team.scores["ann"]
print(team[keyPath: secondMember], team[keyPath: annScore] as Any)
team[keyPath: secondMember] = "bea"
team[keyPath: annScore] = 9
team[keyPath: \Team.scores["new"]] = 1
print(team.members, team.scores.sorted { $0.key < $1.key })
team[keyPath: \Team.scores["ann"]] = nil
print(team.scores.keys.sorted())

let pair = (name: "p", values: [1, 2, 3])
struct Holder { var pair: (name: String, values: [Int]) }
var holder = Holder(pair: pair)
let tupleElement = \Holder.pair.values[2]
print(holder[keyPath: tupleElement], holder[keyPath: \Holder.pair.name])
holder[keyPath: tupleElement] += 100
print(holder.pair)
let lasts = [[1, 2], [3], [4, 5, 6]].map(\.last)
print(lasts, [[1, 2], [3]].map(\.[0]))

// expect: 7 9 3
// expect: Optional(3) nil
// expect: Optional(20)
// expect: 4 [1, 2] 2
// expect: [[1, 2], [3, 40]]
// expect: b
// expect: true false
// expect: ben Optional(5)
// expect: ["ann", "bea"] [(key: "ann", value: 9), (key: "new", value: 1)]
// expect: ["new"]
// expect: 3 p
// expect: (name: "p", values: [1, 2, 103])
// expect: [Optional(2), Optional(3), Optional(6)] [1, 3]
