// Apple docs, Array: appending, inserting, removing, slices share indices, firstIndex/lastIndex, sort(by:), swapAt, partition
var shopping = ["Eggs", "Milk"]
shopping.append("Flour")
shopping += ["Baking Powder", "Chocolate Spread", "Cheese", "Butter"]
print(shopping.count, shopping.isEmpty)
shopping[4...6] = ["Bananas", "Apples"]
print(shopping)
shopping.insert("Maple Syrup", at: 0)
let removed = shopping.remove(at: 0)
let last = shopping.removeLast()
print(removed, last, shopping)

for (index, item) in shopping.enumerated() where index.isMultiple(of: 2) {
    print("Item \(index + 1): \(item)")
}

let numbers = [10, 20, 30, 40, 50, 60, 70]
let middle = numbers[2..<5]
print(middle, middle.startIndex, middle.endIndex, middle.first!)
let reindexed = Array(middle)
print(reindexed.startIndex, reindexed[0])

var scores = [88, 72, 95, 61, 72, 100, 54]
print(scores.firstIndex(of: 72)!, scores.lastIndex(of: 72)!)
print(scores.min()!, scores.max()!, scores.contains { $0 > 99 })
scores.sort(by: >)
print(scores)
scores.swapAt(0, scores.count - 1)
print(scores)
let pivot = scores.partition { $0 >= 75 }
print(scores[..<pivot].sorted(), scores[pivot...].sorted())

var grid = Array(repeating: Array(repeating: 0, count: 3), count: 3)
for r in 0..<3 { for c in 0..<3 { grid[r][c] = r * 3 + c } }
print(grid.map { $0.map(String.init).joined(separator: " ") }.joined(separator: " | "))
print(Array(grid.flatMap { $0 }.reversed().prefix(4)))

var stack: [String] = []
stack.append(contentsOf: ["a", "b", "c"])
while let top = stack.popLast() { print("pop", top, terminator: "; ") }
print()
var words = ["kiwi", "apple", "fig", "banana", "cherry"]
words.removeAll { $0.count < 4 }
words.sort { ($0.count, $0) < ($1.count, $1) }
print(words, words.dropFirst().dropLast())

// expect: 7 false
// expect: ["Eggs", "Milk", "Flour", "Baking Powder", "Bananas", "Apples"]
// expect: Maple Syrup Apples ["Eggs", "Milk", "Flour", "Baking Powder", "Bananas"]
// expect: Item 1: Eggs
// expect: Item 3: Flour
// expect: Item 5: Bananas
// expect: [30, 40, 50] 2 5 30
// expect: 0 30
// expect: 1 4
// expect: 54 100 true
// expect: [100, 95, 88, 72, 72, 61, 54]
// expect: [54, 95, 88, 72, 72, 61, 100]
// expect: [54, 61, 72, 72] [88, 95, 100]
// expect: 0 1 2 | 3 4 5 | 6 7 8
// expect: [8, 7, 6, 5]
// expect: pop c; pop b; pop a; 
// expect: ["kiwi", "apple", "banana", "cherry"] ["apple", "banana"]
