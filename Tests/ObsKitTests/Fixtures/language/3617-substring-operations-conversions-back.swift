// Swift book style: Substring operations and conversions back to String
let sentence = "The quick brown fox jumps"
let words = sentence.split(separator: " ")
print(type(of: words[0]), words.count)
let first = words[0]
print(first, first.count, first.startIndex == sentence.startIndex)
let third = words[2]
print(sentence.distance(from: sentence.startIndex, to: third.startIndex))
print(third.uppercased(), third.hasPrefix("br"), String(third.reversed()))
let sub = sentence.dropFirst(4).prefix(5)
print("[\(sub)]", sub.count, type(of: sub))
let s2 = String(sub)
print(s2 == "quick", sub == "quick", s2 + "!")
var mutableSub = sub
mutableSub.append(contentsOf: "er")
print(mutableSub, sentence)
let lastWord = sentence[sentence.index(after: sentence.lastIndex(of: " ")!)...]
print(lastWord, lastWord.endIndex == sentence.endIndex)
let longest = words.max(by: { $0.count < $1.count })!
print(longest, words.map { $0.count })
let caps = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(caps.joined(separator: " "))
print(words.filter { $0.contains("o") }.map(String.init))
let inner = sub.dropFirst().dropLast()
print(inner, sentence[inner.startIndex..<inner.endIndex])
print(Substring("lit"), Substring("lit") == "lit")
let nums = "1,22,333".split(separator: ",").compactMap { Int($0) }
print(nums, nums.reduce(0, +))

// expect: Substring 5
// expect: The 3 true
// expect: 10
// expect: BROWN true nworb
// expect: [quick] 5 Substring
// expect: true true quick!
// expect: quicker The quick brown fox jumps
// expect: jumps true
// expect: quick [3, 5, 5, 3, 5]
// expect: The Quick Brown Fox Jumps
// expect: ["brown", "fox"]
// expect: uic uic
// expect: lit true
// expect: [1, 22, 333] 356
