// Compiler test style: enumerated, joined, flatMap and compactMap over nested and optional sequences
let fruits = ["apple", "banana", "cherry"]
for (i, f) in fruits.enumerated() where i % 2 == 0 {
    print(i, f)
}
print(fruits.enumerated().map { "\($0.offset + 1).\($0.element.prefix(1))" })
let tail = fruits.dropFirst()
for (offset, f) in tail.enumerated() {
    print("offset \(offset) is \(f), index would be \(tail.startIndex + offset)")
}

let matrix = [[1, 2], [3], [], [4, 5, 6]]
print(Array(matrix.joined()))
print(matrix.joined(separator: [0]).map { String($0) }.joined())
print(matrix.flatMap { $0.map { $0 * 10 } })
print(matrix.map { $0.count })

let raw = ["1", "x", "3", "", "-7", "4.0"]
print(raw.compactMap { Int($0) })
print(raw.map { Int($0) })
let optionals: [Int?] = [1, nil, 3]
print(optionals.compactMap { $0 }, optionals.compactMap { $0.map { $0 + 1 } })

let sentences = ["the quick fox", "jumps over", "the lazy dog"]
let words = sentences.flatMap { $0.split(separator: " ") }
print(words.count, words.map(String.init).joined(separator: "|"))
let letters = words.joined().filter { "aeiou".contains($0) }
print(String(letters))
print(["a", "b"].joined(), ["a", "b"].joined(separator: ", "))

let pairs = [(1, "one"), (2, "two")]
print(pairs.flatMap { [String($0.0), $0.1] })
let nestedOpt: [[Int?]] = [[1, nil], [nil], [2]]
print(nestedOpt.flatMap { $0 }.compactMap { $0 })
let lazyResult = (1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }.prefix(4)
print(Array(lazyResult))
for (i, (a, b)) in zip("xy", [true, false]).enumerated() {
    print(i, a, b)
}

// expect: 0 apple
// expect: 2 cherry
// expect: ["1.a", "2.b", "3.c"]
// expect: offset 0 is banana, index would be 1
// expect: offset 1 is cherry, index would be 2
// expect: [1, 2, 3, 4, 5, 6]
// expect: 120300456
// expect: [10, 20, 30, 40, 50, 60]
// expect: [2, 1, 0, 3]
// expect: [1, 3, -7]
// expect: [Optional(1), nil, Optional(3), nil, Optional(-7), nil]
// expect: [1, 3] [2, 4]
// expect: 8 the|quick|fox|jumps|over|the|lazy|dog
// expect: euiouoeeao
// expect: ab a, b
// expect: ["1", "one", "2", "two"]
// expect: [1, 2]
// expect: [1, 4, 16, 25]
// expect: 0 x true
// expect: 1 y false
