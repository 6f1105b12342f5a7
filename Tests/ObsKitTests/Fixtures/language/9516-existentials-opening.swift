// Existentials: any P with associated types, implicit opening into generics, Self requirements, and existential metatypes (expected output from swiftc 6.3.1 on Linux)
protocol Store {
    associatedtype Key: Hashable & Comparable
    var name: String { get }
    func keys() -> [Key]
    func describe(_ k: Key) -> String
}
struct IntStore: Store {
    let name = "ints"
    func keys() -> [Int] { [3, 1, 2] }
    func describe(_ k: Int) -> String { "i\(k)" }
}
struct WordStore: Store {
    let name = "words"
    func keys() -> [String] { ["pear", "fig"] }
    func describe(_ k: String) -> String { k.uppercased() }
}

func dump<S: Store>(_ s: S) -> String {
    s.name + ": " + s.keys().sorted().map(s.describe).joined(separator: ",")
}
let stores: [any Store] = [IntStore(), WordStore()]
for s in stores { print(dump(s)) }
print(stores.map(\.name), stores[0].keys().count)

func firstKey(_ s: some Store) -> String { "\(s.keys().min()!)" }
print(stores.map { firstKey($0) })

protocol Copyable { func duplicate() -> Self }
struct Note: Copyable { var text: String; func duplicate() -> Note { Note(text: text + "'") } }
final class Doc: Copyable {
    let pages: Int
    init(pages: Int) { self.pages = pages }
    func duplicate() -> Self { Self(pages: pages * 2) }
    required init(pages: Int, _ unused: Void = ()) { self.pages = pages }
}
let things: [any Copyable] = [Note(text: "n"), Doc(pages: 3)]
for t in things {
    let d = t.duplicate()
    switch d {
    case let n as Note: print("note", n.text)
    case let doc as Doc: print("doc", doc.pages)
    default: print("?")
    }
}

protocol Animal { func sound() -> String }
protocol Pet: Animal { var owner: String { get } }
struct Cat: Pet { let owner = "ann"; func sound() -> String { "meow" } }
struct Cow: Animal { func sound() -> String { "moo" } }
let zoo: [any Animal] = [Cat(), Cow()]
print(zoo.map { ($0 as? any Pet)?.owner ?? "wild" }, zoo.map { $0.sound() })
let petType: any Animal.Type = Cat.self
print(petType, petType is any Pet.Type, Cow.self is any Pet.Type)
let composed: any Pet & CustomStringConvertible = Tagged()
struct Tagged: Pet, CustomStringConvertible { let owner = "bo"; func sound() -> String { "chirp" }; var description: String { "Tagged(\(owner))" } }
print(composed, composed.sound(), "\(composed)")

func openAndCompare(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func helper<T: Equatable>(_ x: T) -> Bool { (b as? T).map { $0 == x } ?? false }
    return helper(a)
}
print(openAndCompare(1, 1), openAndCompare(1, "1"), openAndCompare("a", "a"), openAndCompare(2, 3))
let boxes: [any Hashable] = [1, "one", 1.0]
print(Set(boxes.map { AnyHashable($0) }).count, AnyHashable(1) == AnyHashable(1.0), AnyHashable(Int8(1)) == AnyHashable(1))

// expect: ints: i1,i2,i3
// expect: words: FIG,PEAR
// expect: ["ints", "words"] 3
// expect: ["1", "fig"]
// expect: note n'
// expect: doc 6
// expect: ["ann", "wild"] ["meow", "moo"]
// expect: Cat true false
// expect: Tagged(bo) chirp Tagged(bo)
// expect: true false true false
// expect: 2 true true
