// Swift book style: Protocols: synthesized Equatable/Hashable/Comparable, conditional conformance
struct Vector3D: Equatable, Hashable {
    var x = 0.0, y = 0.0, z = 0.0
}
let twoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let anotherTwoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
if twoThreeFour == anotherTwoThreeFour { print("These two vectors are also equivalent.") }
let vectorSet: Set = [twoThreeFour, anotherTwoThreeFour, Vector3D()]
print(vectorSet.count, vectorSet.contains(Vector3D(x: 0, y: 0, z: 0)))

enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner, SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() { print(level) }
print(SkillLevel.expert(stars: 1) > .intermediate, levels.max()!, levels.min()!)
levels.removeAll { $0 < .intermediate }
print(levels.count)

enum Suit: String, CaseIterable, Comparable {
    case clubs, diamonds, hearts, spades
    static func < (lhs: Suit, rhs: Suit) -> Bool { lhs.rawValue.count < rhs.rawValue.count || (lhs.rawValue.count == rhs.rawValue.count && lhs.rawValue < rhs.rawValue) }
}
print(Suit.allCases.sorted().map(\.rawValue))

protocol TextRepresentable { var textualDescription: String { get } }
struct Dice: TextRepresentable { let sides: Int; var textualDescription: String { "A \(sides)-sided dice" } }
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
let myDice = [Dice(sides: 6), Dice(sides: 12)]
print(myDice.textualDescription)
print([[Dice(sides: 4)], []].textualDescription)

struct Pair<A, B> { var first: A; var second: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
extension Pair: CustomStringConvertible { var description: String { "⟨\(first), \(second)⟩" } }
let p = Pair(first: 1, second: "one")
print(p == Pair(first: 1, second: "one"), p == Pair(first: 2, second: "one"), p)
let pairSet: Set<Pair<Int, String>> = [p, Pair(first: 1, second: "one"), Pair(first: 3, second: "three")]
print(pairSet.count, pairSet.map(\.first).sorted())

struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
    var description: String { "\(major).\(minor).\(patch)" }
}
let versions = [Version(major: 1, minor: 10, patch: 0), Version(major: 1, minor: 2, patch: 9), Version(major: 0, minor: 9, patch: 1)]
print(versions.sorted(), versions.max()!, Version(major: 1, minor: 2, patch: 9) <= versions[1])
print((1...3).contains(2), ["b", "a"].sorted() == ["a", "b"], Optional(3) == 3, [1: "a"] == [1: "a"])

// expect: These two vectors are also equivalent.
// expect: 2 true
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: true expert(stars: 5) beginner
// expect: 3
// expect: ["clubs", "hearts", "spades", "diamonds"]
// expect: [A 6-sided dice, A 12-sided dice]
// expect: [[A 4-sided dice], []]
// expect: true false ⟨1, one⟩
// expect: 2 [1, 3]
// expect: [0.9.1, 1.2.9, 1.10.0] 1.10.0 true
// expect: true true true true
