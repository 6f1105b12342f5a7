// Basic Operators: closed, half-open and one-sided ranges in loops, slicing, contains, pattern matching and stride.
// expected output: swiftc 6.3.1 (Linux), run on this machine
for index in 1...3 { print("\(index) times 5 is \(index * 5)") }
let names = ["Anna", "Alex", "Brian", "Jack"]
for i in 0..<names.count { print("Person \(i + 1) is called \(names[i])") }
print(names[2...], names[...2], names[..<2])
for name in names[1...] where name.hasPrefix("A") { print("from 1:", name) }
let range = ...5
print(range.contains(7), range.contains(4), range.contains(-1))
let open = 10..<20
print(open.count, open.lowerBound, open.upperBound, open.isEmpty, (5..<5).isEmpty)
print((1...10).clamped(to: 3...5), (0..<10).overlaps(9..<12))
print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 3, through: 0, by: -1)))
print(Array((1...4).reversed()), (1...100).reduce(0, +))
let temperature = 23.5
switch temperature {
case ..<0: print("freezing")
case 0..<15: print("cold")
case 15...25: print("mild")
default: print("hot")
}
print((0.0...1.0).contains(0.5), ("a"..."m").contains("hello"), 3...7 ~= 5)
let letters = Array("swift")
print(letters[1..<4], String(letters[1..<4]))
let percentRange = 0...100
let value = 140
print(min(max(value, percentRange.lowerBound), percentRange.upperBound))
print(1...3, 1..<3, type(of: 1...3))

// expect: 1 times 5 is 5
// expect: 2 times 5 is 10
// expect: 3 times 5 is 15
// expect: Person 1 is called Anna
// expect: Person 2 is called Alex
// expect: Person 3 is called Brian
// expect: Person 4 is called Jack
// expect: ["Brian", "Jack"] ["Anna", "Alex", "Brian"] ["Anna", "Alex"]
// expect: from 1: Alex
// expect: false true true
// expect: 10 10 20 false true
// expect: 3...5 true
// expect: [0, 3, 6, 9] [3, 2, 1, 0]
// expect: [4, 3, 2, 1] 5050
// expect: mild
// expect: true true true
// expect: ["w", "i", "f"] wif
// expect: 100
// expect: 1...3 1..<3 ClosedRange<Int>
