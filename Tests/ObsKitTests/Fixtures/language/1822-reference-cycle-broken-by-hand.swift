// Compiler test style: reference cycles — strong cycles leak until broken by hand, then every object deinitializes
final class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

final class Apartment {
    let unit: String
    var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}

var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john

weak var weakJohn = john
weak var weakUnit = unit4A
john = nil
unit4A = nil
print("after dropping variables: john alive=\(weakJohn != nil), unit alive=\(weakUnit != nil)")
weakJohn?.apartment = nil
print("cycle broken")
print("after breaking: john alive=\(weakJohn != nil), unit alive=\(weakUnit != nil)")

// A ring of three nodes, broken by clearing one link
final class RingNode {
    let id: Int
    var next: RingNode?
    init(_ id: Int) { self.id = id }
    deinit { print("ring node \(id) freed") }
}

weak var probe: RingNode?
do {
    let n1 = RingNode(1), n2 = RingNode(2), n3 = RingNode(3)
    n1.next = n2
    n2.next = n3
    n3.next = n1
    probe = n2
    var walk = n1
    var ids: [Int] = []
    for _ in 0..<6 { ids.append(walk.id); walk = walk.next! }
    print("walk: \(ids)")
}
print("ring leaked: \(probe != nil)")
let start = probe!.next!   // node 3
print("breaking at node \(start.id)")
start.next = nil
print("ring leaked now: \(probe != nil)")
print("start node still held: \(start.id)")

// expect: after dropping variables: john alive=true, unit alive=true
// expect: Apartment 4A is being deinitialized
// expect: John Appleseed is being deinitialized
// expect: cycle broken
// expect: after breaking: john alive=false, unit alive=false
// expect: walk: [1, 2, 3, 1, 2, 3]
// expect: ring leaked: true
// expect: breaking at node 3
// expect: ring node 1 freed
// expect: ring node 2 freed
// expect: ring leaked now: false
// expect: start node still held: 3
