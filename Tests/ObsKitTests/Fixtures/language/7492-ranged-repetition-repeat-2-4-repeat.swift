// RegexBuilder style (ranged repetition): Repeat(2...4), Repeat(..<n), OneOrMore with counts in zip codes and ids
import RegexBuilder

let zip = Regex {
    Anchor.startOfSubject
    Repeat(.digit, count: 5)
    Optionally {
        "-"
        Repeat(.digit, count: 4)
    }
    Anchor.endOfSubject
}
for z in ["12345", "12345-6789", "1234", "123456", "12345-67"] {
    print(z, z.contains(zip))
}

let shortWord = Regex {
    Anchor.wordBoundary
    Capture { Repeat(2...4) { CharacterClass.word } }
    Anchor.wordBoundary
}
let text = "a an the then those a1b2 x"
print(text.matches(of: shortWord).map(\.output.1))

let upToThree = Regex {
    Capture { Repeat(..<4) { "ab" } }
    Capture { ZeroOrMore("ab") }
}
let m = "abababababx".firstMatch(of: upToThree)!
print(m.output.1, m.output.2)

let plate = Regex {
    Capture { Repeat(CharacterClass("A"..."Z"), 1...3) }
    "-"
    Capture { Repeat(.digit, 1...4) } transform: { Int($0)! }
}
for p in ["AB-12", "XYZ-0042", "ABCD-1", "Q-9999", "q-1"] {
    if let m = p.wholeMatch(of: plate) {
        print(p, "->", m.output.1, m.output.2)
    } else {
        print(p, "-> no")
    }
}

let atLeast = Regex { Repeat("z", 3...) }
print("zz zzz zzzzz".matches(of: atLeast).map { $0.output.count })
// expect: 12345 true
// expect: 12345-6789 true
// expect: 1234 false
// expect: 123456 false
// expect: 12345-67 false
// expect: ["an", "the", "then", "a1b2"]
// expect: ababab abab
// expect: AB-12 -> AB 12
// expect: XYZ-0042 -> XYZ 42
// expect: ABCD-1 -> no
// expect: Q-9999 -> Q 9999
// expect: q-1 -> no
// expect: [3, 5]
