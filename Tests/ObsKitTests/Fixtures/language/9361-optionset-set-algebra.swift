// OptionSet and SetAlgebra: custom option sets, algebra operations, Set relations
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Style: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let bold = Style(rawValue: 1 << 0)
    static let italic = Style(rawValue: 1 << 1)
    static let underline = Style(rawValue: 1 << 2)
    static let strike = Style(rawValue: 1 << 3)
    static let emphasis: Style = [.bold, .italic]
    static let all: Style = [.bold, .italic, .underline, .strike]

    var description: String {
        let names: [(Style, String)] = [(.bold, "b"), (.italic, "i"), (.underline, "u"), (.strike, "s")]
        let on = names.filter { contains($0.0) }.map(\.1)
        return on.isEmpty ? "plain" : on.joined(separator: "+")
    }
}

var s: Style = []
print(s, s.isEmpty, s.rawValue)
s.insert(.bold)
s.formUnion(.underline)
print(s, s.rawValue, s.contains(.bold), s.contains(.emphasis))
let (inserted, member) = s.insert(.bold)
print(inserted, member)
let removed = s.remove(.italic)
print(removed as Any, s.remove(.bold) as Any, s)
print(Style.emphasis.union(.strike), Style.all.subtracting(.emphasis), Style.emphasis.intersection([.italic, .underline]))
print(Style.emphasis.symmetricDifference([.italic, .strike]), Style.all.isSuperset(of: .emphasis), Style.emphasis.isSubset(of: [.bold]))
print(Style(rawValue: 0b1010), Style(rawValue: 0xFF).rawValue, Style.all == Style(rawValue: 15))
var toggled = Style.emphasis
toggled.formSymmetricDifference(.all)
print(toggled, toggled.isDisjoint(with: .emphasis))
let styles: [Style] = [.bold, [.italic, .strike], .all, []]
print(styles.map(\.rawValue), styles.filter { $0.contains(.italic) }.count)

let a: Set = [1, 2, 3, 4, 5, 6]
let b: Set = [4, 5, 6, 7, 8]
let evens = Set(stride(from: 0, through: 10, by: 2))
print(a.union(b).sorted(), a.intersection(b).sorted(), a.symmetricDifference(b).sorted())
print(a.subtracting(evens).sorted(), a.isStrictSuperset(of: [1, 2]), a.isStrictSuperset(of: a), a.isDisjoint(with: [9, 10]))
var c = a
c.formIntersection(evens)
c.formUnion([100])
c.subtract([2])
print(c.sorted(), c.count)
let filtered = a.filter { $0 > 3 }
print(type(of: filtered), filtered.sorted(), a.map { $0 % 3 }.count, Set(a.map { $0 % 3 }).sorted())
print(Set("hello world").subtracting(" ").sorted().map(String.init).joined())
let groups: [Set<String>] = [["swift", "rust"], ["go", "swift"], ["swift", "zig", "rust"]]
let common = groups.dropFirst().reduce(groups[0]) { $0.intersection($1) }
let anyOf = groups.reduce(into: Set<String>()) { $0.formUnion($1) }
print(common.sorted(), anyOf.sorted())
print(Set([1, 2]) == Set([2, 1]), [1, 2] == [2, 1], Set<Int>().isSubset(of: []))

// expect: plain true 0
// expect: b+u 5 true false
// expect: false b
// expect: nil Optional(b) u
// expect: b+i+s u+s i
// expect: b+s true false
// expect: i+s 255 true
// expect: u+s true
// expect: [1, 10, 15, 0] 2
// expect: [1, 2, 3, 4, 5, 6, 7, 8] [4, 5, 6] [1, 2, 3, 7, 8]
// expect: [1, 3, 5] true false true
// expect: [4, 6, 100] 3
// expect: Set<Int> [4, 5, 6] 6 [0, 1, 2]
// expect: dehlorw
// expect: ["swift"] ["go", "rust", "swift", "zig"]
// expect: true false true
