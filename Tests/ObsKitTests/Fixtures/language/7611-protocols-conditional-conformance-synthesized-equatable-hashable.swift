// Swift book style (Protocols): conditional conformance and synthesized Equatable, Hashable, Comparable
protocol TextRepresentable { var textualDescription: String { get } }
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
extension Optional: TextRepresentable where Wrapped: TextRepresentable {
    var textualDescription: String { self?.textualDescription ?? "nothing" }
}
struct Hamster: TextRepresentable {
    var name: String
    var textualDescription: String { "A hamster named \(name)" }
}
let hamsters = [Hamster(name: "Murray"), Hamster(name: "Morgan")]
print(hamsters.textualDescription)
let maybeHamster: Hamster? = nil
print(maybeHamster.textualDescription, Optional(hamsters[0]).textualDescription)
struct Vector3D: Equatable, Hashable {
    var x = 0.0, y = 0.0, z = 0.0
}
let twoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let anotherTwoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
if twoThreeFour == anotherTwoThreeFour {
    print("These two vectors are also equivalent.")
}
let set: Set<Vector3D> = [twoThreeFour, anotherTwoThreeFour, Vector3D()]
print(set.count)
enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner,
              SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() { print(level) }
print(SkillLevel.expert(stars: 1) > .intermediate, levels.min()!)
enum Suit: String, CaseIterable, Hashable { case clubs, hearts }
struct Card: Hashable { let rank: Int; let suit: Suit }
var counts: [Card: Int] = [:]
for c in [Card(rank: 1, suit: .clubs), Card(rank: 1, suit: .clubs), Card(rank: 2, suit: .hearts)] {
    counts[c, default: 0] += 1
}
print(counts[Card(rank: 1, suit: .clubs)]!, counts.count)
levels.removeAll { $0 == .beginner }
print(levels.count)
// expect: [A hamster named Murray, A hamster named Morgan]
// expect: nothing A hamster named Murray
// expect: These two vectors are also equivalent.
// expect: 2
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: true beginner
// expect: 2 2
// expect: 3
