// Hacking with Swift style (Substring vs String): slicing a sentence, converting back and sharing indices with the base
import Foundation

let sentence = "The quick brown fox jumps over the lazy dog"

func firstWord(of text: String) -> Substring {
    if let space = text.firstIndex(of: " ") {
        return text[..<space]
    }
    return text[...]
}

let word = firstWord(of: sentence)
print(word, type(of: word))
let owned = String(word)
print(owned.uppercased(), type(of: owned))

let words = sentence.split(separator: " ")
print(words.count)
let longest = words.max { $0.count < $1.count }!
print("longest:", longest)
if let start = sentence.range(of: "brown")?.lowerBound {
    let tail = sentence[start...]
    print(tail.prefix(9))
    print(tail.base == sentence)
    print(tail.startIndex == start)
    let afterSpace = tail.firstIndex(of: " ")!
    print(sentence[start..<afterSpace])
}

var sub = sentence.dropFirst(4).dropLast(4)
print("[\(sub)]")
sub.removeFirst(6)
print("[\(sub)]", sub.count)
print(sentence.count)

let animals = words.filter { ["fox", "dog"].contains(String($0)) }.map(String.init)
print(animals.joined(separator: " & "))

func initials(_ s: Substring) -> String {
    s.split(separator: " ").compactMap { $0.first }.map { String($0).uppercased() }.joined()
}
print(initials(sentence[sentence.startIndex...]))
let middle = sentence[sentence.index(sentence.startIndex, offsetBy: 10)..<sentence.index(sentence.startIndex, offsetBy: 19)]
print(middle, middle.hasPrefix("brown"), middle.hasSuffix("fox"))

// expect: The Substring
// expect: THE String
// expect: 9
// expect: longest: quick
// expect: brown fox
// expect: true
// expect: true
// expect: brown
// expect: [quick brown fox jumps over the lazy]
// expect: [brown fox jumps over the lazy] 29
// expect: 43
// expect: fox & dog
// expect: TQBFJOTLD
// expect: brown fox true true
