// Apple docs style (String.index(_:offsetBy:)): walking a string by character offsets
let s = "Swift"
let i = s.index(s.startIndex, offsetBy: 4)
print(s[i])

let greeting = "Hello, world!"
let commaIndex = greeting.firstIndex(of: ",")!
let start = greeting.index(commaIndex, offsetBy: 2)
print(greeting[start...])

// Offsetting backwards from the end
let last3Start = greeting.index(greeting.endIndex, offsetBy: -3)
print(greeting[last3Start...])

// The limitedBy: variant returns nil if the limit would be passed
func character(in text: String, at offset: Int) -> Character? {
    guard offset >= 0,
          let idx = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex),
          idx != text.endIndex else {
        return nil
    }
    return text[idx]
}

for n in [0, 3, 12, 13, 40, -1] {
    if let c = character(in: greeting, at: n) {
        print("offset \(n): \(c)")
    } else {
        print("offset \(n): out of range")
    }
}

// distance(from:to:) is the inverse operation
let word = "café☕️"
let cup = word.firstIndex(of: "☕️")!
print("distance to cup:", word.distance(from: word.startIndex, to: cup))
print("character count:", word.count, "utf8 count:", word.utf8.count)

// A small helper that slices by integer offsets
extension String {
    func slice(_ from: Int, _ length: Int) -> Substring {
        let a = index(startIndex, offsetBy: from)
        let b = index(a, offsetBy: length)
        return self[a..<b]
    }
}
print(greeting.slice(7, 5))
print("abcdef".slice(1, 3).uppercased())

// Step through every other character
var idx = s.startIndex
var picked = ""
while idx < s.endIndex {
    picked.append(s[idx])
    idx = s.index(idx, offsetBy: 2, limitedBy: s.endIndex) ?? s.endIndex
}
print(picked)

// expect: t
// expect: world!
// expect: ld!
// expect: offset 0: H
// expect: offset 3: l
// expect: offset 12: !
// expect: offset 13: out of range
// expect: offset 40: out of range
// expect: offset -1: out of range
// expect: distance to cup: 4
// expect: character count: 5 utf8 count: 11
// expect: world
// expect: BCD
// expect: Sit
