// Compiler test style: mutating extensions on Array used through nested paths
extension Array where Element == Int {
    mutating func doubleAll() { for i in indices { self[i] *= 2 } }
    mutating func pushClamped(_ x: Int, limit: Int) {
        append(x)
        if count > limit { removeFirst(count - limit) }
    }
}
extension String {
    mutating func shout() { self = uppercased() + "!" }
}

struct Series { var title: String; var points: [Int] }
var s = Series(title: "temps", points: [1, 2, 3])
s.points.doubleAll()
s.title.shout()
print(s.title, s.points)

var bag: [String: [Int]] = ["x": [5], "y": []]
bag["x"]?.doubleAll()
bag["y"]?.pushClamped(1, limit: 2)
bag["y"]?.pushClamped(2, limit: 2)
bag["y"]?.pushClamped(3, limit: 2)
bag["z", default: [7]].doubleAll()
print(bag.keys.sorted().map { "\($0)=\(bag[$0]!)" })

var grid = [[1, 2], [3, 4]]
grid[1].doubleAll()
for i in grid.indices { grid[i].pushClamped(9, limit: 2) }
print(grid)

var series = [s, Series(title: "rain", points: [])]
series[1].title.shout()
series[1].points.pushClamped(4, limit: 1)
series[0].points.pushClamped(100, limit: 3)
print(series.map { "\($0.title):\($0.points)" })
print(s.points)

let counts = ["a", "b", "a", "c", "a"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key)\($0.value)" })
// expect: TEMPS! [2, 4, 6]
// expect: ["x=[10]", "y=[2, 3]", "z=[14]"]
// expect: [[2, 9], [8, 9]]
// expect: ["TEMPS!:[4, 6, 100]", "RAIN!:[4]"]
// expect: [2, 4, 6]
// expect: ["a3", "b1", "c1"]
