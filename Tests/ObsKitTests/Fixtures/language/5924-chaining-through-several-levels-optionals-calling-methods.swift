// Swift book style (Optional Chaining): chaining through several levels of optionals, calling methods and subscripts through chains, and assignments that may fail
class Address {
    var street: String?
    var number: String?
    func identifier() -> String? {
        if let number, let street { return "\(number) \(street)" }
        return street
    }
}
class Room { let name: String; init(_ n: String) { name = n } }
class Residence {
    var rooms: [Room] = []
    var address: Address?
    var count: Int { rooms.count }
    subscript(i: Int) -> Room {
        get { rooms[i] }
        set { rooms[i] = newValue }
    }
    func summary() { print("residence with \(count) rooms") }
}
class Person { var residence: Residence? }

let p = Person()
print(p.residence?.count as Any)
if let n = p.residence?.count { print("rooms", n) } else { print("no residence") }
print(p.residence?.summary() == nil ? "summary not called" : "summary called")
let a = Address(); a.street = "Elm"
p.residence?.address = a
print(p.residence?.address == nil)
if (p.residence?.address = a) == nil { print("assignment failed") }

p.residence = Residence()
p.residence?.rooms.append(Room("hall"))
p.residence?.rooms += [Room("den")]
if p.residence?.summary() != nil { print("summary returned Void") }
print(p.residence?[1].name ?? "?")
p.residence?[0] = Room("lobby")
print(p.residence?[0].name ?? "?")
p.residence?.address = a
print(p.residence?.address?.street ?? "-")
print(p.residence?.address?.identifier() ?? "-")
a.number = "42"
if let start = p.residence?.address?.identifier()?.hasPrefix("42") { print("starts with 42:", start) }
print(p.residence?.address?.identifier()?.uppercased() as Any)

var scores = ["ann": [7, 9], "ben": [4]]
scores["ann"]?[0] += 1
scores["ben"]?.append(6)
scores["zed"]?[0] = 1
for k in scores.keys.sorted() { print(k, scores[k]!) }
let nested: Int?? = 5
print(nested as Any, (nested ?? nil) as Any)
let chainType = p.residence?.address?.street?.count
print(type(of: chainType), chainType ?? 0)

// expect: nil
// expect: no residence
// expect: summary not called
// expect: true
// expect: assignment failed
// expect: residence with 2 rooms
// expect: summary returned Void
// expect: den
// expect: lobby
// expect: Elm
// expect: Elm
// expect: starts with 42: true
// expect: Optional("42 ELM")
// expect: ann [8, 9]
// expect: ben [4, 6]
// expect: Optional(Optional(5)) Optional(5)
// expect: Optional<Int> 3
