// Swift Apprentice style (collections): chapter challenges on arrays — slicing, insert/remove, swapAt, firstIndex, and a min/max finder
var players = ["Alice", "Bob", "Cindy", "Dan"]
print(players.isEmpty, players.count)
players.append("Eli")
players += ["Gina"]
players.insert("Frank", at: 5)
print(players)
let removed = players.remove(at: 2)
print("removed \(removed), now \(players.count)")
players.swapAt(1, 3)
print(players)
players[0...1] = ["Anna", "Brian", "Cara"]
print(players)

let scores = [2, 2, 8, 6, 1, 2, 1]
print(scores.first!, scores.last!, scores.min()!, scores.max()!)
print(scores.firstIndex(of: 8) ?? -1, scores.lastIndex(of: 2) ?? -1)
print(Array(scores[1...3]), scores.prefix(2), scores.suffix(3), scores.dropFirst(5))
print(scores.contains(6), scores.contains { $0 > 10 })

func removingOnce(_ item: Int, from array: [Int]) -> [Int] {
    var result = array
    if let index = result.firstIndex(of: item) {
        result.remove(at: index)
    }
    return result
}
func removing(_ item: Int, from array: [Int]) -> [Int] {
    var result: [Int] = []
    for value in array where value != item {
        result.append(value)
    }
    return result
}
func reversed(_ array: [Int]) -> [Int] {
    var out: [Int] = []
    for index in stride(from: array.count - 1, through: 0, by: -1) {
        out.append(array[index])
    }
    return out
}
func minMax(of numbers: [Int]) -> (min: Int, max: Int)? {
    guard var lo = numbers.first else { return nil }
    var hi = lo
    for n in numbers.dropFirst() {
        if n < lo { lo = n }
        if n > hi { hi = n }
    }
    return (lo, hi)
}
print(removingOnce(2, from: scores))
print(removing(2, from: scores))
print(reversed(scores))
if let bounds = minMax(of: scores) {
    print("min \(bounds.min) max \(bounds.max)")
}
print(minMax(of: []) == nil)
for (index, player) in players.enumerated() where index.isMultiple(of: 2) {
    print(index, player)
}
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 9
print(grid, grid.joined().reduce(0, +))

// expect: false 4
// expect: ["Alice", "Bob", "Cindy", "Dan", "Eli", "Frank", "Gina"]
// expect: removed Cindy, now 6
// expect: ["Alice", "Eli", "Dan", "Bob", "Frank", "Gina"]
// expect: ["Anna", "Brian", "Cara", "Dan", "Bob", "Frank", "Gina"]
// expect: 2 1 1 8
// expect: 2 5
// expect: [2, 8, 6] [2, 2] [1, 2, 1] [2, 1]
// expect: true false
// expect: [2, 8, 6, 1, 2, 1]
// expect: [8, 6, 1, 1]
// expect: [1, 2, 1, 6, 8, 2, 2]
// expect: min 1 max 8
// expect: true
// expect: 0 Anna
// expect: 2 Cara
// expect: 4 Bob
// expect: 6 Gina
// expect: [[0, 0, 0], [0, 0, 9]] 9
