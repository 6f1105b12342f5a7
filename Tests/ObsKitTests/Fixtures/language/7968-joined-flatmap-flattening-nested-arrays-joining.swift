// Advanced Swift style (joined and flatMap): flattening nested arrays, joining with separators, and compactMap versus flatMap
// known-gap: line 4: expected "FlattenSequence<Array<Array<Int>>>", got "Array<Int>"
let nested = [[1, 2], [], [3, 4, 5]]
print(Array(nested.joined()))
print(nested.flatMap { $0 })
print(nested.joined(separator: [0]).map { $0 })
print(type(of: nested.joined()))
let words = ["swift", "is", "fun"]
print(words.joined(separator: " "))
print(words.joined())
print(words.flatMap { $0 }.count)
print(words.map { $0.uppercased() }.joined(separator: ", "))
let lines = [["a", "b"], ["c"]]
print(lines.map { $0.joined(separator: "-") }.joined(separator: "\n"))
let maybe = ["1", "x", "3"]
print(maybe.compactMap { Int($0) })
print(maybe.map { Int($0) })
let pairs = [1, 2, 3].flatMap { x in ["a", "b"].map { "\(x)\($0)" } }
print(pairs)
let table = [(name: "A", tags: ["x", "y"]), (name: "B", tags: ["z"])]
for (n, t) in table.flatMap({ e in e.tags.map { (e.name, $0) } }) {
    print(n, t)
}
let chars = ["ab", "cd"].joined(separator: "/")
print(chars, type(of: chars))
let seqs = [1...2, 5...6]
print(Array(seqs.joined()), seqs.flatMap { $0.reversed() })
print([[Int]]().joined(separator: [9]).map { $0 })
let opt: [Int?] = [1, nil, 3]
print(opt.compactMap { $0 }.reduce(0, +))
// expect: [1, 2, 3, 4, 5]
// expect: [1, 2, 3, 4, 5]
// expect: [1, 2, 0, 0, 3, 4, 5]
// expect: FlattenSequence<Array<Array<Int>>>
// expect: swift is fun
// expect: swiftisfun
// expect: 10
// expect: SWIFT, IS, FUN
// expect: a-b
// expect: c
// expect: [1, 3]
// expect: [Optional(1), nil, Optional(3)]
// expect: ["1a", "1b", "2a", "2b", "3a", "3b"]
// expect: A x
// expect: A y
// expect: B z
// expect: ab/cd String
// expect: [1, 2, 5, 6] [2, 1, 6, 5]
// expect: []
// expect: 4
