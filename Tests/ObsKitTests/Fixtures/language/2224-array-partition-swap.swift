// Compiler test style (stdlib): partition(by:), swapAt, reverse on slices, manual rotation, min(by:)/max(by:) ties, sort stability
var numbers = [7, 2, 9, 4, 1, 8, 3, 6]
let pivot = numbers.partition(by: { $0 > 5 })
print(pivot, numbers[..<pivot].sorted(), numbers[pivot...].sorted())
print(numbers[..<pivot].allSatisfy { $0 <= 5 }, numbers[pivot...].allSatisfy { $0 > 5 })

var allSmall = [1, 2, 3]
print(allSmall.partition(by: { $0 > 10 }), allSmall.partition(by: { $0 > 0 }))

var letters = Array("abcdefg")
letters.swapAt(0, 6)
letters.swapAt(2, 2)
print(String(letters))
letters[1...5].reverse()
print(String(letters))

func rotateLeft<T>(_ array: inout [T], by amount: Int) {
    guard !array.isEmpty else { return }
    let shift = amount % array.count
    array[..<shift].reverse()
    array[shift...].reverse()
    array.reverse()
}
var ring = [1, 2, 3, 4, 5, 6]
rotateLeft(&ring, by: 2)
print(ring)
rotateLeft(&ring, by: 10)
print(ring)

struct Runner { let name: String; let time: Int }
let runners = [Runner(name: "Ivy", time: 52), Runner(name: "Jon", time: 48),
               Runner(name: "Kai", time: 48), Runner(name: "Lu", time: 55), Runner(name: "Max", time: 55)]
print(runners.min(by: { $0.time < $1.time })!.name, runners.max(by: { $0.time < $1.time })!.name)
print(runners.sorted { $0.time < $1.time }.map(\.name))
print(runners.sorted { $0.time > $1.time }.map(\.name))

var sortable = runners
sortable.sort { $0.name.count < $1.name.count }
print(sortable.map(\.name))

var bubbles = [5, 1, 4, 2, 8]
for pass in 0..<bubbles.count {
    for i in 0..<(bubbles.count - 1 - pass) where bubbles[i] > bubbles[i + 1] {
        bubbles.swapAt(i, i + 1)
    }
}
print(bubbles, bubbles == bubbles.sorted())
var words = ["delta", "Alpha", "charlie", "Bravo"]
let upperSplit = words.partition { $0.first!.isLowercase }
print(upperSplit, words[..<upperSplit].sorted(), words[upperSplit...].sorted())

// expect: 4 [1, 2, 3, 4] [6, 7, 8, 9]
// expect: true true
// expect: 3 0
// expect: gbcdefa
// expect: gfedcba
// expect: [3, 4, 5, 6, 1, 2]
// expect: [1, 2, 3, 4, 5, 6]
// expect: Jon Lu
// expect: ["Jon", "Kai", "Ivy", "Lu", "Max"]
// expect: ["Lu", "Max", "Ivy", "Jon", "Kai"]
// expect: ["Lu", "Ivy", "Jon", "Kai", "Max"]
// expect: [1, 2, 4, 5, 8] true
// expect: 2 ["Alpha", "Bravo"] ["charlie", "delta"]
