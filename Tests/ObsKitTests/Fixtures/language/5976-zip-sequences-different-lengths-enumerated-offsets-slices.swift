// Swift stdlib test style (Sequence APIs): zip with sequences of different lengths, enumerated offsets on slices, joined(separator:) on strings and nested arrays
let names = ["ann", "bob", "cid", "dee"]
let scores = [90, 85, 77]
for (name, score) in zip(names, scores) {
    print(name, score)
}
print(Array(zip(names, scores)).count == 3, Array(zip(1..., "abc")).count)
print(zip(scores, scores.dropFirst()).map { $1 - $0 })
print(Array(zip([1, 2], [String]())).isEmpty)
let dict = Dictionary(uniqueKeysWithValues: zip(names, 1...))
print(dict.sorted { $0.value < $1.value }.map(\.key))
let (left, right) = (zip(names, scores).map(\.0), zip(names, scores).map(\.1))
print(left, right)

let tail = names[2...]
for (offset, name) in tail.enumerated() {
    print("offset", offset, name)
}
for (i, name) in zip(tail.indices, tail) {
    print("index", i, name)
}
print(names.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
print(Array("abc".enumerated()).map { "\($0.offset)\($0.element)" })
print("hello".enumerated().map { $0.offset * 10 + $0.element.asciiValue!.distance(to: 104) })

print(names.joined(), names.joined(separator: ", "), [String]().joined(separator: "-"))
print(["solo"].joined(separator: "+"))
let nested = [[1, 2], [], [3], [4, 5]]
print(Array(nested.joined()))
print(Array(nested.joined(separator: [0, 0])))
print(Array(nested.joined(separator: [-1])).count)
let lines = [["a", "b"], ["c"]].map { $0.joined(separator: "|") }.joined(separator: "\n")
print(lines)
let chars: [[Character]] = [["x", "y"], ["z"]]
print(String(chars.joined()))
print(["1", "2", "3"].lazy.map { $0 + $0 }.joined(separator: "."))

// expect: ann 90
// expect: bob 85
// expect: cid 77
// expect: true 3
// expect: [-5, -8]
// expect: true
// expect: ["ann", "bob", "cid", "dee"]
// expect: ["ann", "bob", "cid"] [90, 85, 77]
// expect: offset 0 cid
// expect: offset 1 dee
// expect: index 2 cid
// expect: index 3 dee
// expect: ["ann", "cid"]
// expect: ["0a", "1b", "2c"]
// expect: [0, 13, 16, 26, 33]
// expect: annbobciddee ann, bob, cid, dee 
// expect: solo
// expect: [1, 2, 3, 4, 5]
// expect: [1, 2, 0, 0, 0, 0, 3, 0, 0, 4, 5]
// expect: 8
// expect: a|b
// expect: c
// expect: xyz
// expect: 11.22.33
