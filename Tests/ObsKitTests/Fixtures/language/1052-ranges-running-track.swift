// Basic Operators: closed, half-open and one-sided ranges in loops, slicing, contains, pattern matching and stride.
// expected output: swiftc 6.3.1 (Linux), run on this machine
for lap in 1...3 { print("lap \(lap) covers \(lap * 400) metres") }
let runners = ["Keiko", "Omar", "Lucia", "Piet"]
for i in 0..<runners.count { print("Lane \(i + 1): \(runners[i])") }
print(runners[2...], runners[...2], runners[..<2])
for name in runners[1...] where name.contains("a") { print("from 1:", name) }
let budget = ...50
print(budget.contains(75), budget.contains(20), budget.contains(-5))
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

// expect: lap 1 covers 400 metres
// expect: lap 2 covers 800 metres
// expect: lap 3 covers 1200 metres
// expect: Lane 1: Keiko
// expect: Lane 2: Omar
// expect: Lane 3: Lucia
// expect: Lane 4: Piet
// expect: ["Lucia", "Piet"] ["Keiko", "Omar", "Lucia"] ["Keiko", "Omar"]
// expect: from 1: Omar
// expect: from 1: Lucia
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
