// Swift book style: protocol inheritance and composition with CustomStringConvertible, default implementations in extensions, and opaque results
protocol Named {
    var name: String { get }
}

protocol Aged {
    var age: Int { get }
}

protocol TextRepresentable: CustomStringConvertible {
    var textualDescription: String { get }
}

extension TextRepresentable {
    var description: String { "<" + textualDescription + ">" }
}

protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}

extension PrettyTextRepresentable {
    var prettyTextualDescription: String { "✨ " + textualDescription }
}

struct Person: Named, Aged, PrettyTextRepresentable {
    let name: String
    let age: Int
    var textualDescription: String { "\(name), \(age)" }
}

struct Dice: TextRepresentable {
    let sides: Int
    var textualDescription: String { "A \(sides)-sided dice" }
}

struct Hamster: PrettyTextRepresentable {
    let name: String
    var textualDescription: String { "A hamster named \(name)" }
    var prettyTextualDescription: String { "🐹 \(name)!" }
}

func wishHappyBirthday(to celebrator: Named & Aged) -> String {
    "Happy birthday, \(celebrator.name), you're \(celebrator.age)!"
}

func makeThing(_ i: Int) -> some TextRepresentable { Dice(sides: i * 2) }

let ann = Person(name: "Ann", age: 30)
print(wishHappyBirthday(to: ann))
print(ann)
print(ann.prettyTextualDescription)
let things: [any TextRepresentable] = [ann, Dice(sides: 6), Hamster(name: "Simon")]
for t in things { print(t.textualDescription, "/", t) }
print(things.compactMap { ($0 as? any PrettyTextRepresentable)?.prettyTextualDescription })
print(makeThing(6), "\(makeThing(10))")
print(things.map(\.description).joined(separator: ";"))
print(things.filter { $0 is Named }.count, things.contains { $0 is Aged })
// expect: Happy birthday, Ann, you're 30!
// expect: <Ann, 30>
// expect: ✨ Ann, 30
// expect: Ann, 30 / <Ann, 30>
// expect: A 6-sided dice / <A 6-sided dice>
// expect: A hamster named Simon / <A hamster named Simon>
// expect: ["✨ Ann, 30", "🐹 Simon!"]
// expect: <A 12-sided dice> <A 20-sided dice>
// expect: <Ann, 30>;<A 6-sided dice>;<A hamster named Simon>
// expect: 1 true
