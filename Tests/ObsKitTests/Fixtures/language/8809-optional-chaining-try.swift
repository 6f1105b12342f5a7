// Compiler test style (optionals): optional chaining through methods and try? flattening
final class Room { let name: String; init(_ n: String) { name = n } }
final class Building {
    var rooms: [Room] = []
    func room(at i: Int) -> Room? { rooms.indices.contains(i) ? rooms[i] : nil }
    var manager: Person?
}
final class Person {
    let name: String
    var building: Building?
    init(_ n: String) { name = n }
    func greeting() -> String? { name.isEmpty ? nil : "Hi, \(name)" }
}

let p = Person("Zoe")
print(p.building?.room(at: 0)?.name as Any)
p.building = Building()
print(p.building?.room(at: 0)?.name as Any)
p.building?.rooms.append(Room("Lobby"))
print(p.building?.room(at: 0)?.name as Any)
print(p.building?.room(at: 0)?.name.count as Any)
print(p.building?.manager?.greeting()?.uppercased() as Any)
p.building?.manager = Person("Max")
print(p.building?.manager?.greeting()?.uppercased() as Any)

// Assignment through optional chaining returns Void?
let b2: Building? = nil
let r1: Void? = b2?.manager = Person("x")
let r2: Void? = p.building?.manager = Person("")
print(r1 == nil, r2 != nil, p.building?.manager?.greeting() as Any)

// try? flattens optional results (Swift 5+)
enum E: Error { case bad }
func parse(_ s: String) throws -> Int? {
    if s == "boom" { throw E.bad }
    return Int(s)
}
let a = try? parse("12")
let b = try? parse("xx")
let c = try? parse("boom")
print(a as Any, b as Any, c as Any)
print(type(of: a))

// Nested optionals when not flattened
let nested: Int?? = .some(nil)
print(nested as Any, nested == nil, nested! == nil)
if case .some(.none) = nested { print("some(none)") }

// ?? chains and optional map/flatMap
let words = ["3", "x", "8"]
print(words.map { Int($0) ?? -1 })
print(Int("4").map { $0 * 2 } as Any, Int("4").flatMap { $0 > 3 ? $0 : nil } as Any)
let fallback: Int? = nil
print(fallback ?? Int("z") ?? 99)

// Optional chaining on dictionary-of-closures
let handlers: [String: (Int) -> Int] = ["double": { $0 * 2 }]
print(handlers["double"]?(21) as Any, handlers["triple"]?(1) as Any)

// expect: nil
// expect: nil
// expect: Optional("Lobby")
// expect: Optional(5)
// expect: nil
// expect: Optional("HI, MAX")
// expect: true true nil
// expect: Optional(12) nil nil
// expect: Optional<Int>
// expect: Optional(nil) false true
// expect: some(none)
// expect: [3, -1, 8]
// expect: Optional(8) Optional(4)
// expect: 99
// expect: Optional(42) nil
