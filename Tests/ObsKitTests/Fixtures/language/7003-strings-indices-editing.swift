// Strings: String.Index navigation, insert/remove/replace, substrings
// expected output: swiftc 6.3.1 (Linux), run on this machine
var text = "Hello, playground"

let start = text.startIndex
let fifth = text.index(start, offsetBy: 4)
print(text[start], text[fifth], text[text.index(before: text.endIndex)])

if let comma = text.firstIndex(of: ",") {
    let head = text[..<comma]
    let tail = text[text.index(after: comma)...]
    print("head=\(head) tail=\(tail.dropFirst())")
}

text.insert("!", at: text.endIndex)
text.insert(contentsOf: " big", at: text.index(text.startIndex, offsetBy: 6))
print(text)

if let range = text.firstRange(of: "play") {
    text.replaceSubrange(range, with: "work")
}
print(text)

let removed = text.remove(at: text.startIndex)
print("removed \(removed): \(text)")
text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: 4))
print("now: \(text)")

func caesar(_ s: String, shift: Int) -> String {
    let a = Int(Character("a").asciiValue!)
    return String(s.map { ch -> Character in
        guard let v = ch.asciiValue, ch.isLowercase else { return ch }
        let shifted = (Int(v) - a + shift + 26) % 26 + a
        return Character(UnicodeScalar(UInt8(shifted)))
    })
}
let secret = caesar("attack at dawn", shift: 3)
print(secret, "->", caesar(secret, shift: -3))

let word = "racecar"
let isPalindrome = word.elementsEqual(word.reversed())
print("\(word) palindrome? \(isPalindrome)")

var idx = word.startIndex
var everyOther = ""
while idx < word.endIndex {
    everyOther.append(word[idx])
    idx = word.index(idx, offsetBy: 2, limitedBy: word.endIndex) ?? word.endIndex
}
print(everyOther)
let dist = word.distance(from: word.startIndex, to: word.lastIndex(of: "c")!)
print("last c at \(dist)")
print(String(repeating: "ab", count: 3), "x".isEmpty, "".isEmpty)
// expect: H o d
// expect: head=Hello tail=playground
// expect: Hello, big playground!
// expect: Hello, big workground!
// expect: removed H: ello, big workground!
// expect: now: , big workground!
// expect: dwwdfn dw gdzq -> attack at dawn
// expect: racecar palindrome? true
// expect: rccr
// expect: last c at 4
// expect: ababab false true
