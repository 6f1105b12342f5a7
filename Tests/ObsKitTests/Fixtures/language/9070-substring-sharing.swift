// Compiler test style: Substring — slices share indices with their base, mutation copies, conversions, and generic StringProtocol code
let base = "The quick brown fox jumps"
let words = base.split(separator: " ")
let quick = words[1]

print(quick, type(of: quick), quick.count)
// Indices from a substring are valid in the base string.
print(base[quick.startIndex..<quick.endIndex], base.distance(from: base.startIndex, to: quick.startIndex))
print(quick.startIndex == base.index(base.startIndex, offsetBy: 4))
print(base[quick.index(after: quick.startIndex)])

// Slicing a substring keeps base-relative indices.
let ick = quick.dropFirst(2)
print(ick, base.distance(from: base.startIndex, to: ick.startIndex))
print(ick.base == base)

// Mutating a Substring does not affect the base.
var mutable = words[2]
mutable.append(contentsOf: "ish")
mutable.replaceSubrange(mutable.startIndex..<mutable.index(after: mutable.startIndex), with: "B")
print(mutable, "|", base)

// Converting to String copies.
let owned = String(words[3])
print(owned, type(of: owned), owned == words[3])

// Generic functions over StringProtocol accept both.
func shout<S: StringProtocol>(_ s: S) -> String { s.uppercased() + "!" }
func vowelCount<S: StringProtocol>(_ s: S) -> Int { s.filter { "aeiou".contains($0) }.count }
print(shout(base.prefix(3)), shout("hey"), vowelCount(words[4]), vowelCount(base))

// Substring of a substring of a substring.
let s1 = base.dropFirst(4)
let s2 = s1.dropLast(6)
let s3 = s2.drop(while: { $0 != "b" })
print("[\(s1)]", "[\(s2)]", "[\(s3)]")
print(s3.startIndex == base.firstIndex(of: "b")!)

// Prefix/suffix helpers return Substring.
let p = base.prefix { $0 != " " }
let suf = base.suffix(5)
print(p, suf, type(of: p), base.prefix(upTo: base.firstIndex(of: "q")!), base.suffix(from: base.lastIndex(of: " ")!))

// Comparisons across String and Substring.
print(words[0] == "The", "fox" == words[3], words.contains("brown"), words.firstIndex(of: "fox")!)
print(words.map { $0.count }, words.map(String.init).joined(separator: "_"))

// Substring as a Collection with its own count and index walking.
let sub = base[base.index(base.startIndex, offsetBy: 10)...]
var i = sub.startIndex
var letters: [Character] = []
while i < sub.endIndex && letters.count < 5 {
    letters.append(sub[i])
    i = sub.index(i, offsetBy: 2)
}
print(String(letters), sub.count)

// expect: quick Substring 5
// expect: quick 4
// expect: true
// expect: u
// expect: ick 6
// expect: true
// expect: Brownish | The quick brown fox jumps
// expect: fox String true
// expect: THE! HEY! 1 6
// expect: [quick brown fox jumps] [quick brown fox] [brown fox]
// expect: true
// expect: The jumps Substring The   jumps
// expect: true true true 3
// expect: [3, 5, 5, 3, 5] The_quick_brown_fox_jumps
// expect: bonfx 15
