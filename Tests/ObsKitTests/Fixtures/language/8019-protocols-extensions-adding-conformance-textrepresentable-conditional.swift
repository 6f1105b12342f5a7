// Swift book style (Protocols): extensions adding conformance, TextRepresentable, conditional conformance, composition
protocol TextRepresentable { var textualDescription: String { get } }
struct Hamster { var name: String }
extension Hamster: TextRepresentable {
    var textualDescription: String { "A hamster named \(name)" }
}
struct Dice { let sides: Int }
extension Dice: TextRepresentable {
    var textualDescription: String { "A \(sides)-sided dice" }
}
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        "[" + map { $0.textualDescription }.joined(separator: ", ") + "]"
    }
}
let things: [TextRepresentable] = [Dice(sides: 12), Hamster(name: "Simon")]
for t in things { print(t.textualDescription) }
print([Hamster(name: "A"), Hamster(name: "B")].textualDescription)
protocol PrettyTextRepresentable: TextRepresentable { var prettyTextualDescription: String { get } }
extension Hamster: PrettyTextRepresentable {
    var prettyTextualDescription: String { "~~ " + textualDescription + " ~~" }
}
print(Hamster(name: "Puff").prettyTextualDescription)
struct Vector3D: Equatable { var x = 0.0, y = 0.0, z = 0.0 }
print(Vector3D(x: 2, y: 3, z: 4) == Vector3D(x: 2, y: 3, z: 4))
enum SkillLevel: Comparable { case beginner, intermediate, expert(stars: Int) }
let levels = [SkillLevel.intermediate, .beginner, .expert(stars: 5), .expert(stars: 3)]
for l in levels.sorted() { print(l) }
struct Grid: Hashable { let r: Int, c: Int }
print(Set([Grid(r: 1, c: 2), Grid(r: 1, c: 2), Grid(r: 0, c: 0)]).count)
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Person(name: "Malcolm", age: 21))
protocol HasArea { var area: Double { get } }
class Circle: HasArea { let r: Double; var area: Double { 3.0 * r * r }; init(r: Double) { self.r = r } }
class Country: HasArea { var area: Double; init(area: Double) { self.area = area } }
class Animal { var legs: Int; init(legs: Int) { self.legs = legs } }
let objects: [AnyObject] = [Circle(r: 2.0), Country(area: 243_610), Animal(legs: 4)]
for o in objects {
    if let a = o as? HasArea { print("Area is \(a.area)") } else { print("Something that doesn't have an area") }
}
// expect: A 12-sided dice
// expect: A hamster named Simon
// expect: [A hamster named A, A hamster named B]
// expect: ~~ A hamster named Puff ~~
// expect: true
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: 2
// expect: Happy birthday, Malcolm, you're 21!
// expect: Area is 12.0
// expect: Area is 243610.0
// expect: Something that doesn't have an area
