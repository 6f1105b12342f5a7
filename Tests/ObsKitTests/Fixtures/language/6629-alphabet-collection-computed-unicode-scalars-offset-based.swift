// Swift by Sundell style (a RandomAccessCollection of Characters): an Alphabet collection computed from Unicode scalars, with offset-based indexing, stride over indices and Caesar shifting
struct Alphabet: RandomAccessCollection {
    let first: Unicode.Scalar
    let length: Int

    init(from first: Unicode.Scalar, length: Int) {
        self.first = first
        self.length = length
    }

    var startIndex: Int { 0 }
    var endIndex: Int { length }
    subscript(i: Int) -> Character {
        Character(Unicode.Scalar(first.value + UInt32(i))!)
    }

    func shifted(_ c: Character, by n: Int) -> Character {
        guard let i = firstIndex(of: c) else { return c }
        return self[((i + n) % count + count) % count]
    }
}

extension Alphabet: CustomStringConvertible {
    var description: String { String(self) }
}

let lower = Alphabet(from: "a", length: 26)
let digits = Alphabet(from: "0", length: 10)
print(lower)
print(digits, digits.count)
print(lower[lower.index(lower.startIndex, offsetBy: 7)], lower.last!)
print(stride(from: lower.startIndex, to: lower.endIndex, by: 5).map { lower[$0] })
print(String(lower.reversed().prefix(4)))
print(lower.firstIndex(of: "q")!, lower.contains("A"))

func caesar(_ text: String, by n: Int) -> String {
    String(text.map { lower.shifted($0, by: n) })
}
let secret = caesar("attack at dawn", by: 3)
print(secret)
print(caesar(secret, by: -3))
print(String(digits.filter { $0.wholeNumberValue! % 2 == 0 }))
print(zip(lower, digits).map { "\($0)\($1)" }.joined(separator: " "))
let vowels = lower.indices.filter { "aeiou".contains(lower[$0]) }
print(vowels, lower[vowels.last!])
print(lower[20...].count, String(lower[3..<6]), String(lower.dropFirst(23)))
let greek = Alphabet(from: "α", length: 5)
print(greek, greek.map { $0.unicodeScalars.first!.value })

// expect: abcdefghijklmnopqrstuvwxyz
// expect: 0123456789 10
// expect: h z
// expect: ["a", "f", "k", "p", "u", "z"]
// expect: zyxw
// expect: 16 false
// expect: dwwdfn dw gdzq
// expect: attack at dawn
// expect: 02468
// expect: a0 b1 c2 d3 e4 f5 g6 h7 i8 j9
// expect: [0, 4, 8, 14, 20] u
// expect: 6 def xyz
// expect: αβγδε [945, 946, 947, 948, 949]
