// Swift book style: Basic Operators: remainder, compound assignment, ranges, one-sided ranges, logical operators
let boxes = 9 % 4
let negativeRemainder = -9 % 4
print("9 % 4 = \(boxes), -9 % 4 = \(negativeRemainder)")

var total = 1
total += 2
total *= 5
total -= 3
total /= 2
print("total = \(total)")

print((1, "zebra") < (2, "apple"), (3, "apple") < (3, "bird"), (4, "dog") == (4, "dog"))

let contentHeight = 40
let hasHeader = true
let rowHeight = contentHeight + (hasHeader ? 50 : 20)
print("row height \(rowHeight)")

for index in 1...5 {
    print("\(index) times 5 is \(index * 5)", terminator: index == 5 ? "\n" : "; ")
}

let names = ["Ava", "Ben", "Cleo", "Dmitri"]
let count = names.count
for i in 0..<count {
    print("Person \(i + 1) is called \(names[i])", terminator: i == count - 1 ? "\n" : ", ")
}
print(names[2...])
print(names[...2])
print(names[..<2])

let range = ...5
print(range.contains(7), range.contains(4), range.contains(-1))
let halfOpen = 3..<7
print(halfOpen.count, halfOpen.lowerBound, halfOpen.upperBound, halfOpen.isEmpty)
print(Array((1...10).reversed().prefix(3)))
print(Array(stride(from: 0, to: 20, by: 6)), Array(stride(from: 10, through: 0, by: -5)))

let enteredDoorCode = true
let passedRetinaScan = false
let hasDoorKey = false
let knowsOverridePassword = true
if enteredDoorCode && passedRetinaScan || hasDoorKey || knowsOverridePassword {
    print("Welcome!")
} else {
    print("ACCESS DENIED")
}
if (enteredDoorCode && passedRetinaScan) || !hasDoorKey {
    print("parenthesised check passed")
}

var calls = 0
func touch(_ v: Bool) -> Bool { calls += 1; return v }
_ = touch(false) && touch(true)
_ = touch(true) || touch(false)
print("short-circuit calls: \(calls)")

let word = "abcdef"
let sub = word[word.index(word.startIndex, offsetBy: 2)...]
print(sub, word.prefix(upTo: word.index(after: word.startIndex)))
print((-3...3).map { $0 * $0 }.filter { $0 > 1 })

// expect: 9 % 4 = 1, -9 % 4 = -1
// expect: total = 6
// expect: true true true
// expect: row height 90
// expect: 1 times 5 is 5; 2 times 5 is 10; 3 times 5 is 15; 4 times 5 is 20; 5 times 5 is 25
// expect: Person 1 is called Ava, Person 2 is called Ben, Person 3 is called Cleo, Person 4 is called Dmitri
// expect: ["Cleo", "Dmitri"]
// expect: ["Ava", "Ben", "Cleo"]
// expect: ["Ava", "Ben"]
// expect: false true true
// expect: 4 3 7 false
// expect: [10, 9, 8]
// expect: [0, 6, 12, 18] [10, 5, 0]
// expect: Welcome!
// expect: parenthesised check passed
// expect: short-circuit calls: 2
// expect: cdef a
// expect: [9, 4, 4, 9]
