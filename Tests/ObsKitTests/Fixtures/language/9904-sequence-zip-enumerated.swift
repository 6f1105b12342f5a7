// Apple docs style (Sequence): zip and enumerated
let words = ["one", "two", "three", "four"]
let numbers = 1...4
for (word, number) in zip(words, numbers) {
    print("\(word): \(number)")
}

let naturalNumbers = 1...Int.max
let zipped = Array(zip(words, naturalNumbers))
print("zip with infinite-ish range:", zipped.count, zipped.last!)

let short = zip([10, 20, 30], ["a", "b"])
print("shorter wins:", Array(short).map { "\($0)\($1)" })

for (n, c) in "Swift".enumerated() {
    print("\(n): '\(c)'")
}

let fruits = ["apple", "banana", "cherry"]
let numbered = fruits.enumerated().map { "\($0.offset + 1). \($0.element)" }
print(numbered.joined(separator: "; "))

let slice = fruits[1...]
for (offset, fruit) in slice.enumerated() {
    print("offset \(offset) is not index \(slice.index(slice.startIndex, offsetBy: offset)): \(fruit)")
}
for (index, fruit) in zip(slice.indices, slice) {
    print("true index \(index): \(fruit)")
}

let a = [3, 1, 4, 1, 5]
let b = [2, 7, 1, 8, 2]
let dot = zip(a, b).map(*).reduce(0, +)
print("dot product:", dot)
let pairwiseMax = zip(a, b).map { max($0, $1) }
print("pairwise max:", pairwiseMax)
let differences = zip(a, a.dropFirst()).map { $1 - $0 }
print("adjacent differences:", differences)

let keys = ["x", "y", "z"]
let values = [1.5, 2.5, 3.5]
let dict = Dictionary(uniqueKeysWithValues: zip(keys, values))
print(keys.map { "\($0)=\(dict[$0]!)" })

let evenPositions = a.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
print("even positions:", evenPositions)
let indexOfMax = a.enumerated().max { $0.element < $1.element }!.offset
print("index of max:", indexOfMax)
let unzipped = zipped.reduce(into: ([String](), [Int]())) { acc, pair in
    acc.0.append(pair.0)
    acc.1.append(pair.1)
}
print("unzipped:", unzipped.0, unzipped.1)
// expect: one: 1
// expect: two: 2
// expect: three: 3
// expect: four: 4
// expect: zip with infinite-ish range: 4 ("four", 4)
// expect: shorter wins: ["10a", "20b"]
// expect: 0: 'S'
// expect: 1: 'w'
// expect: 2: 'i'
// expect: 3: 'f'
// expect: 4: 't'
// expect: 1. apple; 2. banana; 3. cherry
// expect: offset 0 is not index 1: banana
// expect: offset 1 is not index 2: cherry
// expect: true index 1: banana
// expect: true index 2: cherry
// expect: dot product: 35
// expect: pairwise max: [3, 7, 4, 8, 5]
// expect: adjacent differences: [-2, 3, -3, 4]
// expect: ["x=1.5", "y=2.5", "z=3.5"]
// expect: even positions: [3, 4, 5]
// expect: index of max: 4
// expect: unzipped: ["one", "two", "three", "four"] [1, 2, 3, 4]
