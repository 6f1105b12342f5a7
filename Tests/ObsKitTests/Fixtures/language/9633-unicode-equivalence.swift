// Canonical equivalence: precomposed vs decomposed characters in ==, hashing, Set, Dictionary, counts and prefixes
let pre = "caf\u{E9}"
let dec = "cafe\u{301}"
print(pre == dec, pre.count, dec.count)
print(pre.unicodeScalars.count, dec.unicodeScalars.count)
print(pre.utf8.count, dec.utf8.count, pre.utf16.count, dec.utf16.count)
print(Array(pre.utf8) == Array(dec.utf8))
print(pre.hashValue == dec.hashValue)
print(Set([pre, dec]).count)
var d: [String: Int] = [:]
d[pre, default: 0] += 1
d[dec, default: 0] += 1
print(d.count, d[pre]!)

let e1: Character = "\u{E9}"
let e2: Character = "e\u{301}"
print(e1 == e2, e1.unicodeScalars.count, e2.unicodeScalars.count)
print(Set<Character>([e1, e2]).count)
print(pre.last! == e2, dec.last! == e1)
print(dec.hasSuffix("\u{E9}"), pre.hasSuffix("e\u{301}"))
print(dec.hasPrefix("cafe"), pre.hasPrefix("cafe"))
print(dec.contains("e"), dec.contains(e1))
print(dec.firstIndex(of: e1).map { dec.distance(from: dec.startIndex, to: $0) } as Any)

let angstrom = "\u{212B}"
let aRing = "\u{C5}"
let aComb = "A\u{30A}"
print(angstrom == aRing, aRing == aComb, angstrom == aComb)
print([angstrom, aRing, aComb].map { $0.unicodeScalars.map { String($0.value, radix: 16) } })

let hangulPre = "\u{D55C}"
let hangulJamo = "\u{1112}\u{1161}\u{11AB}"
print(hangulPre == hangulJamo, hangulJamo.count, hangulJamo.unicodeScalars.count)

let order1 = "q\u{307}\u{323}"
let order2 = "q\u{323}\u{307}"
print(order1 == order2, order1.count)

print("a" < "\u{E9}", "e\u{301}" < "f", "\u{E9}" < "e\u{301}", "\u{E9}" > "e\u{301}")
print(["z", "e\u{301}", "\u{E9}", "e", "f"].sorted().map { $0.unicodeScalars.count })

let ligature = "\u{FB01}"
print(ligature == "fi", ligature.count)
let k1 = "\u{212A}"
print(k1 == "K", k1 == "\u{4B}")

let flags = "🇳🇴🇸🇪"
print(flags.count, flags.unicodeScalars.count)
let family = "👨\u{200D}👩\u{200D}👧"
print(family.count, family.unicodeScalars.count, family.utf16.count)
let crlf = "\r\n"
print(crlf.count, crlf.unicodeScalars.count, Character("\r\n").isNewline)
print("e\u{301}\u{301}".count, "\u{301}".count, ("e" + "\u{301}").count)
var s = "e"
s.append("\u{301}")
print(s == "\u{E9}", s.count)
print(String(pre.reversed()), String(dec.reversed()) == String(pre.reversed()))
print(pre.uppercased(), dec.uppercased() == pre.uppercased())
print(Substring(dec) == Substring(pre), dec.dropLast() == pre.dropLast())

// expect: true 4 4
// expect: 4 5
// expect: 5 6 4 5
// expect: false
// expect: true
// expect: 1
// expect: 1 2
// expect: true 1 2
// expect: 1
// expect: true true
// expect: true true
// expect: false false
// expect: false true
// expect: Optional(3)
// expect: true true true
// expect: [["212b"], ["c5"], ["41", "30a"]]
// expect: true 1 3
// expect: true 1
// expect: true false false false
// expect: [1, 1, 1, 2, 1]
// expect: false 1
// expect: true true
// expect: 2 4
// expect: 1 5 8
// expect: 1 2 true
// expect: 1 1 1
// expect: true 1
// expect: éfac true
// expect: CAFÉ true
// expect: true true
