// Functions: in-out parameters on variables, struct fields, array elements and dictionary values; copy-in copy-out.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func switchSides(_ left: inout Int, _ right: inout Int) {
    let held = left
    left = right
    right = held
}
var homeGoals = 2
var awayGoals = 5
switchSides(&homeGoals, &awayGoals)
print("after switching sides home shows \(homeGoals) and away shows \(awayGoals)")
func increment(_ value: inout Int, by step: Int = 1) { value += step }
struct Stats { var hits = 0; var misses = 0 }
var stats = Stats()
increment(&stats.hits)
increment(&stats.hits, by: 5)
increment(&stats.misses)
print(stats.hits, stats.misses)
var counts = [1, 2, 3]
increment(&counts[1], by: 10)
print(counts)
var inventory = ["apples": 3]
increment(&inventory["apples", default: 0], by: 2)
increment(&inventory["pears", default: 0])
print(inventory.sorted { $0.key < $1.key })
func normalize(_ words: inout [String]) {
    words = words.map { $0.lowercased() }.filter { !$0.isEmpty }
    words.sort()
}
var words = ["Pear", "", "apple", "Fig"]
normalize(&words)
print(words)
func appendTwice(_ text: inout String, _ piece: String) -> Int {
    text += piece
    text += piece
    return text.count
}
var message = "ab"
let length = appendTwice(&message, "-")
print(message, length)
var clamps = [15, -3, 7]
func clamp(_ v: inout Int, to range: ClosedRange<Int>) { v = min(max(v, range.lowerBound), range.upperBound) }
for i in clamps.indices { clamp(&clamps[i], to: 0...10) }
print(clamps)
var point = (x: 1, y: 2)
switchSides(&point.x, &homeGoals)
print(point, homeGoals)

// expect: after switching sides home shows 5 and away shows 2
// expect: 6 1
// expect: [1, 12, 3]
// expect: [(key: "apples", value: 5), (key: "pears", value: 1)]
// expect: ["apple", "fig", "pear"]
// expect: ab-- 4
// expect: [10, 0, 7]
// expect: (x: 5, y: 2) 1
