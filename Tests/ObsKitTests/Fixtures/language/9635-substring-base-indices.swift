// Substring shares its base's indices: startIndex offsets, base property, slicing a slice, mutation independence
// known-gap: line 13: expected "false alpha,beta!,gamma,delta", got "false beta!"
let base = "alpha,beta,gamma,delta"
let parts = base.split(separator: ",")
for p in parts {
    let off = base.distance(from: base.startIndex, to: p.startIndex)
    print(p, off, p.count, p.base == base)
}

let beta = parts[1]
print(beta.startIndex == base.index(base.startIndex, offsetBy: 6))
print(base[beta.startIndex], beta[beta.startIndex])
let et = beta.dropFirst().dropLast()
print(et, base.distance(from: base.startIndex, to: et.startIndex), et.base.count)
print(et.startIndex > beta.startIndex, et.endIndex < beta.endIndex)
print(base[et.startIndex..<et.endIndex] == et)

let inner = et[et.startIndex...]
print(inner, inner.base == base)
let firstT = et.firstIndex(of: "t")!
print(base.distance(from: base.startIndex, to: firstT), et.distance(from: et.startIndex, to: firstT))

var copy = beta
copy.append("!")
print(copy, beta, base)
print(copy.base == base, copy.base)

var m = base[...]
m.removeFirst(6)
print(m, m.startIndex == base.index(base.startIndex, offsetBy: 6))
m.removeLast(6)
print(m, m.count)

let num = "  42  "
let trimmed = num.drop(while: { $0 == " " }).prefix(while: { $0 != " " })
print("[\(trimmed)]", num.distance(from: num.startIndex, to: trimmed.startIndex), Int(trimmed) as Any)

func firstWord<S: StringProtocol>(_ s: S) -> S.SubSequence {
    s.prefix { $0.isLetter }
}
let fw = firstWord(base)
let fw2 = firstWord(beta)
print(fw, type(of: fw), fw2, type(of: fw2))

let lines = "one\ntwo\n\nfour"
let ls = lines.split(separator: "\n", omittingEmptySubsequences: false)
print(ls.map { lines.distance(from: lines.startIndex, to: $0.startIndex) })
print(ls.map { $0.isEmpty })
let joined = ls.joined(separator: "|")
print(joined, type(of: joined))

let sub = base.dropFirst(17)
print(sub, sub.utf8.count, sub.utf8.first! == UInt8(ascii: "d"))
print(String(sub) == "delta", sub == "delta", sub.hasPrefix("del"))
print(sub.indices.first == sub.startIndex, sub.index(after: sub.startIndex) > sub.startIndex)
print(Array(sub.enumerated().map { "\($0.offset)\($0.element)" }))
let u = sub.unicodeScalars
print(u.count, base.unicodeScalars.distance(from: base.unicodeScalars.startIndex, to: u.startIndex))
let noMatch = beta.firstIndex(of: "z")
print(noMatch == nil, beta.lastIndex(of: "a").map { base.distance(from: base.startIndex, to: $0) } as Any)
print(base[base.startIndex..<base.startIndex].isEmpty, base[base.endIndex...].count)

// expect: alpha 0 5 true
// expect: beta 6 4 true
// expect: gamma 11 5 true
// expect: delta 17 5 true
// expect: true
// expect: b b
// expect: et 7 22
// expect: true true
// expect: true
// expect: et true
// expect: 8 1
// expect: beta! beta alpha,beta,gamma,delta
// expect: false alpha,beta!,gamma,delta
// expect: beta,gamma,delta true
// expect: beta,gamma 10
// expect: [42] 2 Optional(42)
// expect: alpha Substring beta Substring
// expect: [0, 4, 8, 9]
// expect: [false, false, true, false]
// expect: one|two||four String
// expect: delta 5 true
// expect: true true true
// expect: true true
// expect: ["0d", "1e", "2l", "3t", "4a"]
// expect: 5 17
// expect: true Optional(9)
// expect: true 0
