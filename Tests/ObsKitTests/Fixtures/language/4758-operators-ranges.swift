// Swift book style: closed, half-open and one-sided ranges
// Checks: iterating ranges, counts, half-open loops over indices,
// one-sided ranges for slicing, contains on one-sided ranges, printing ranges,
// empty ranges, reversed ranges and ClosedRange properties.

for index in 1...5 {
    print("\(index) times 5 is \(index * 5)")
}

let names = ["Anna", "Alex", "Brian", "Jack"]
let count = names.count
for i in 0..<count {
    print("Person \(i + 1) is called \(names[i])")
}

for name in names[2...] {
    print("from 2: \(name)")
}
for name in names[...2] {
    print("through 2: \(name)")
}
for name in names[..<2] {
    print("up to 2: \(name)")
}

let range = ...5
print(range.contains(7))
print(range.contains(4))
print(range.contains(-1))
let atLeast = 10...
print(atLeast.contains(10), atLeast.contains(9))

let closed = 1...4
let halfOpen = 1..<4
print(closed)
print(halfOpen)
print(closed.count, halfOpen.count)
print(closed.lowerBound, closed.upperBound)
print(halfOpen.upperBound)
print((5..<5).isEmpty, (5...5).isEmpty)

print(Array(closed))
print(Array(halfOpen.reversed()))
print((1...10).filter { $0 % 3 == 0 })
print((1...4).map { $0 * $0 })
print((0..<5).reduce(0, +))

let letters = "a"..."f"
print(letters.contains("c"), letters.contains("z"))

let doubles = 0.0...1.0
print(doubles.contains(0.5), doubles.contains(1.5))
let clamped = (0...10).clamped(to: 3...20)
print(clamped)

// Ranges in array slicing produce ArraySlice with original indices
let numbers = [10, 20, 30, 40, 50, 60]
let middle = numbers[1...3]
print(middle)
print(middle.startIndex, middle.endIndex)
print(middle.first!, middle.last!)
print(Array(numbers[3...]))

// Overlaps
print((1...5).overlaps(4...8))
print((1..<4).overlaps(4..<8))

// Ranges of characters in a string via indices
let word = "swiftly"
let start = word.index(word.startIndex, offsetBy: 1)
let end = word.index(word.startIndex, offsetBy: 4)
print(word[start..<end])
print(word[start...end])
print(word[..<start])
print(word[end...])

// Pattern matching with ~=
let value = 42
print((40...50) ~= value)
switch value {
case ..<0: print("negative")
case 0..<10: print("single digit")
case 10...: print("ten or more")
default: print("impossible")
}

// expect: 1 times 5 is 5
// expect: 2 times 5 is 10
// expect: 3 times 5 is 15
// expect: 4 times 5 is 20
// expect: 5 times 5 is 25
// expect: Person 1 is called Anna
// expect: Person 2 is called Alex
// expect: Person 3 is called Brian
// expect: Person 4 is called Jack
// expect: from 2: Brian
// expect: from 2: Jack
// expect: through 2: Anna
// expect: through 2: Alex
// expect: through 2: Brian
// expect: up to 2: Anna
// expect: up to 2: Alex
// expect: false
// expect: true
// expect: true
// expect: true false
// expect: 1...4
// expect: 1..<4
// expect: 4 3
// expect: 1 4
// expect: 4
// expect: true false
// expect: [1, 2, 3, 4]
// expect: [3, 2, 1]
// expect: [3, 6, 9]
// expect: [1, 4, 9, 16]
// expect: 10
// expect: true false
// expect: true false
// expect: 3...10
// expect: [20, 30, 40]
// expect: 1 4
// expect: 20 40
// expect: [40, 50, 60]
// expect: true
// expect: false
// expect: wif
// expect: wift
// expect: s
// expect: tly
// expect: true
// expect: ten or more
