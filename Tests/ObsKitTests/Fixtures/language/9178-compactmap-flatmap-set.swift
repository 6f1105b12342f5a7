// compactmap-flatmap-set
// expected output: swiftc 6.3.1 (Linux), run on this machine
let raw = ["1", "2", "three", "4", "", "5.5", "-6"]
let ints = raw.compactMap(Int.init)
print(ints)
let doubles = raw.compactMap { Double($0) }
print(doubles)
let maybeEmails: [String?] = ["a@x.com", nil, "b@y.org", nil]
print(maybeEmails.compactMap { $0 }, maybeEmails.compactMap { $0?.count })

let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.flatMap { $0 }, nested.joined().reduce(0, +))
let sentences = ["the quick fox", "jumps over", "the lazy dog"]
let allWords = sentences.flatMap { $0.split(separator: " ") }
print(allWords.count, allWords.map(String.init))
let pairs = [1, 2, 3].flatMap { x in ["a", "b"].map { "\(x)\($0)" } }
print(pairs)

let swiftDevs: Set = ["ana", "ben", "chloe", "dan"]
let kotlinDevs: Set = ["chloe", "dan", "eli"]
let pythonDevs: Set = ["ana", "fay"]
print(swiftDevs.intersection(kotlinDevs).sorted())
print(swiftDevs.union(kotlinDevs).union(pythonDevs).sorted())
print(swiftDevs.subtracting(kotlinDevs).sorted())
print(swiftDevs.symmetricDifference(kotlinDevs).sorted())
print(pythonDevs.isSubset(of: swiftDevs), kotlinDevs.isDisjoint(with: pythonDevs), swiftDevs.isSuperset(of: ["ana"]))

var seen = Set<Character>()
let firstRepeat = "swiftly".first { !seen.insert($0).inserted }
print(firstRepeat.map(String.init) ?? "none")
var seen2 = Set<Int>()
let dedupedInOrder = [3, 1, 3, 2, 1, 4].filter { seen2.insert($0).inserted }
print(dedupedInOrder)

var tags: Set<String> = ["swift", "ios"]
let (inserted, member) = tags.insert("swift")
print(inserted, member, tags.count)
print(tags.remove("ios") ?? "-", tags.remove("android") ?? "-", tags.sorted())
tags.formUnion(["linux", "server"])
print(tags.sorted(), tags.contains("linux"))

let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let wordList = ["rhythm", "queue", "strength", "audio"]
print(wordList.map { w in w.filter { vowels.contains($0) }.count })
print(wordList.filter { Set($0).isDisjoint(with: vowels) })

let optionalNumbers: [Int?] = [1, nil, 3]
let allOrNothing: [Int]? = optionalNumbers.allSatisfy { $0 != nil } ? optionalNumbers.map { $0! } : nil
print(allOrNothing as Any)
let dict = ["a": "1", "b": "x", "c": "3"]
print(dict.compactMapValues(Int.init).sorted { $0.key < $1.key })
// expect: [1, 2, 4, -6]
// expect: [1.0, 2.0, 4.0, 5.5, -6.0]
// expect: ["a@x.com", "b@y.org"] [7, 7]
// expect: [1, 2, 3, 4, 5, 6] 21
// expect: 8 ["the", "quick", "fox", "jumps", "over", "the", "lazy", "dog"]
// expect: ["1a", "1b", "2a", "2b", "3a", "3b"]
// expect: ["chloe", "dan"]
// expect: ["ana", "ben", "chloe", "dan", "eli", "fay"]
// expect: ["ana", "ben"]
// expect: ["ana", "ben", "eli"]
// expect: false true true
// expect: none
// expect: [3, 1, 2, 4]
// expect: false swift 2
// expect: ios - ["swift"]
// expect: ["linux", "server", "swift"] true
// expect: [0, 4, 1, 4]
// expect: ["rhythm"]
// expect: nil
// expect: [(key: "a", value: 1), (key: "c", value: 3)]
