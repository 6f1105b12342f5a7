// Swift standard library docs style (zip and stride): pairing sequences and stepping through ranges
let words = ["one", "two", "three", "four"]
let numbers = 1...

for (word, number) in zip(words, numbers) {
    print("\(word): \(number)")
}

let shorter = zip([10, 20, 30], ["a", "b"])
print(Array(shorter).map { "\($0.0)\($0.1)" })

for radians in stride(from: 0, to: 10, by: 3) {
    print("to:", radians)
}
for x in stride(from: 10, through: 0, by: -4) {
    print("through:", x)
}
let halves = Array(stride(from: 0.0, through: 2.0, by: 0.5))
print(halves)

let dot = zip([1, 2, 3], [4, 5, 6]).map(*).reduce(0, +)
print("dot product:", dot)

let pairs = zip(words, words.dropFirst()).map { "\($0)->\($1)" }
print(pairs.joined(separator: " "))

// expect: one: 1
// expect: two: 2
// expect: three: 3
// expect: four: 4
// expect: ["10a", "20b"]
// expect: to: 0
// expect: to: 3
// expect: to: 6
// expect: to: 9
// expect: through: 10
// expect: through: 6
// expect: through: 2
// expect: [0.0, 0.5, 1.0, 1.5, 2.0]
// expect: dot product: 32
// expect: one->two two->three three->four
