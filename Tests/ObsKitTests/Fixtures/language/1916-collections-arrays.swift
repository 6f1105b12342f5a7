// Swift book style (Collection Types): creating, modifying and iterating arrays
var readings: [Int] = []
print("empty: \(readings.count)")
readings.append(12)
readings += [15, 9]
print(readings)

let zeros = Array(repeating: 0, count: 3)
let more = zeros + [1, 2]
print(more)

var pantry = ["rice", "beans", "oats"]
pantry[0] = "brown rice"
pantry[1...2] = ["lentils", "barley", "millet"]
print(pantry, pantry.count)
pantry.insert("salt", at: 0)
let removed = pantry.remove(at: 2)
print("removed \(removed)")
let last = pantry.removeLast()
print("removed last \(last)")
print(pantry)
print(pantry.first ?? "-", pantry.last ?? "-")
print(pantry.isEmpty, pantry.contains("barley"))

for (index, item) in pantry.enumerated() {
    print("item \(index + 1): \(item)")
}

var grid = [[Int]]()
for row in 0..<3 {
    grid.append((0..<3).map { row * 3 + $0 })
}
print(grid)
print(grid.flatMap { $0 }.reduce(0, +))
print(readings.sorted(by: >), readings.min()!, readings.max()!)

// expect: empty: 0
// expect: [12, 15, 9]
// expect: [0, 0, 0, 1, 2]
// expect: ["brown rice", "lentils", "barley", "millet"] 4
// expect: removed lentils
// expect: removed last millet
// expect: ["salt", "brown rice", "barley"]
// expect: salt barley
// expect: false true
// expect: item 1: salt
// expect: item 2: brown rice
// expect: item 3: barley
// expect: [[0, 1, 2], [3, 4, 5], [6, 7, 8]]
// expect: 36
// expect: [15, 12, 9] 9 15
