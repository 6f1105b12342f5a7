// Compiler test style: comparing existentials via opened Equatable, AnyHashable, and Self-constrained helper
protocol Entity {
    var id: Int { get }
    func isEqual(to other: any Entity) -> Bool
}
extension Entity where Self: Equatable {
    func isEqual(to other: any Entity) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}
struct User: Entity, Equatable { var id: Int; var name: String }
struct Group: Entity, Equatable { var id: Int }

func areEqual(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func check<T: Equatable>(_ x: T) -> Bool {
        guard let y = b as? T else { return false }
        return x == y
    }
    return check(a)
}

let u1: any Entity = User(id: 1, name: "a")
let u2: any Entity = User(id: 1, name: "a")
let u3: any Entity = User(id: 1, name: "b")
let g1: any Entity = Group(id: 1)
print(u1.isEqual(to: u2), u1.isEqual(to: u3), u1.isEqual(to: g1))
print(areEqual(3, 3), areEqual(3, 4), areEqual(3, "3"))
print(areEqual([1, 2], [1, 2]), areEqual(Group(id: 2), Group(id: 2)))
let hs: [AnyHashable] = [1, "1", Group(id: 1).id, 1.0]
print(hs.count, Set(hs).count)
print(AnyHashable(1) == AnyHashable(1.0))
print(AnyHashable(User(id: 3, name: "x").name) == AnyHashable("x"))
print(type(of: AnyHashable(5).base))
// expect: true false false
// expect: true false false
// expect: true true
// expect: 4 2
// expect: true
// expect: true
// expect: Int
