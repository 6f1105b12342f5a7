// Advent of Code style (box IDs): letter-count checksum and finding two IDs that differ by one character with zip
let ids = """
abcdef
bababc
abbcde
abcccd
aabcdd
abcdee
ababab
fghij
fguij
klmno
""".split(separator: "\n").map(String.init)

func letterCounts(_ id: String) -> [Character: Int] {
    var counts: [Character: Int] = [:]
    for ch in id { counts[ch, default: 0] += 1 }
    return counts
}

var twos = 0, threes = 0
for id in ids {
    let values = Set(letterCounts(id).values)
    if values.contains(2) { twos += 1 }
    if values.contains(3) { threes += 1 }
    let repeated = letterCounts(id).filter { $0.value > 1 }.keys.sorted()
    print(id, String(repeated))
}
print("checksum: \(twos) * \(threes) = \(twos * threes)")

func differByOne(_ a: String, _ b: String) -> String? {
    guard a.count == b.count else { return nil }
    let diffs = zip(a, b).filter { $0 != $1 }.count
    guard diffs == 1 else { return nil }
    return String(zip(a, b).filter { $0 == $1 }.map { $0.0 })
}

outer: for (i, a) in ids.enumerated() {
    for b in ids[(i + 1)...] {
        if let common = differByOne(a, b) {
            print("match: \(a) \(b) common=\(common)")
            break outer
        }
    }
}

let positions = zip(ids[7], ids[8]).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset }
print("differing positions:", positions)
let columns = (0..<6).map { col in
    String(ids.prefix(7).map { Array($0)[col] })
}
print(columns.joined(separator: " "))

// expect: abcdef 
// expect: bababc ab
// expect: abbcde b
// expect: abcccd c
// expect: aabcdd ad
// expect: abcdee e
// expect: ababab ab
// expect: fghij 
// expect: fguij 
// expect: klmno 
// expect: checksum: 4 * 3 = 12
// expect: match: abcdef abcdee common=abcde
// expect: differing positions: [2]
// expect: abaaaaa babbabb cbbcbca dacccdb ebdcdea fceddeb
