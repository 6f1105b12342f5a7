// Compiler test style: mutating a Substring does not affect the base; functions generic over StringProtocol
func shout<S: StringProtocol>(_ s: S) -> String { s.uppercased() + "!" }
func countVowels<S: StringProtocol>(_ s: S) -> Int { s.filter { "aeiou".contains($0) }.count }

let base = "hello brave new world"
var words = base.split(separator: " ")
print(words.map(shout))
print(words.map(countVowels), countVowels(base))
words[0].append(contentsOf: "!!")
words[1].removeFirst()
print(words.map(String.init), base)
var sub = base.dropFirst(6).prefix(5)
print(sub, sub.startIndex == base.index(base.startIndex, offsetBy: 6))
sub.replaceSubrange(sub.startIndex..<sub.index(after: sub.startIndex), with: "gr")
print(sub, sub.count)
print(base.dropFirst(6).prefix(5) == "brave", "brave" == base.dropFirst(6).prefix(5))
let sorted = words.sorted { $0 < $1 }
print(sorted)
let parts: [Substring] = base.split(separator: " ")
let dict = Dictionary(grouping: parts, by: { $0.count })
print(dict.keys.sorted(), dict[5]!.map(String.init))
print(parts.map { $0.base.count })
print(Substring("abc").base, Substring("abc") + "d")
// expect: ["HELLO!", "BRAVE!", "NEW!", "WORLD!"]
// expect: [2, 2, 1, 1] 6
// expect: ["hello!!", "rave", "new", "world"] hello brave new world
// expect: brave true
// expect: grrave 6
// expect: true true
// expect: ["hello!!", "new", "rave", "world"]
// expect: [3, 5] ["hello", "brave", "world"]
// expect: [21, 21, 21, 21]
// expect: abc abcd
