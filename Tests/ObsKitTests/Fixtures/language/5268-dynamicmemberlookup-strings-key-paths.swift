// Evolution proposal style (SE-0195, SE-0252): @dynamicMemberLookup with strings and key paths
@dynamicMemberLookup
struct JSONish {
    var storage: [String: Any]
    subscript(dynamicMember key: String) -> JSONish? {
        if let d = storage[key] as? [String: Any] { return JSONish(storage: d) }
        return nil
    }
    subscript(dynamicMember key: String) -> Int? { storage[key] as? Int }
    subscript(dynamicMember key: String) -> String? { storage[key] as? String }
}
let doc = JSONish(storage: ["name": "Ann", "age": 30, "address": ["city": "Oslo", "zip": 150]])
let name: String? = doc.name
let age: Int? = doc.age
let zip: Int? = doc.address?.zip
let city: String? = doc.address?.city
print(name as Any, age as Any, zip as Any, city as Any)
let missing: Int? = doc.height
print(missing as Any)
struct Point { var x = 0; var y = 0 }
@dynamicMemberLookup
struct Tracked<T> {
    private(set) var value: T
    private(set) var writes = 0
    init(_ v: T) { value = v }
    subscript<U>(dynamicMember kp: WritableKeyPath<T, U>) -> U {
        get { value[keyPath: kp] }
        set { value[keyPath: kp] = newValue; writes += 1 }
    }
}
var t = Tracked(Point())
t.x = 5
t.y += 2
t.x *= 3
print(t.x, t.y, t.writes)
@dynamicMemberLookup
final class Lens<Root> {
    var root: Root
    init(_ r: Root) { root = r }
    subscript<V>(dynamicMember kp: KeyPath<Root, V>) -> V { root[keyPath: kp] }
}
let lens = Lens([3, 1, 2])
print(lens.count, lens.first as Any, lens.last as Any, lens.isEmpty)
@dynamicMemberLookup
enum Env {
    static let values = ["HOME": "/root", "SHELL": "sh"]
    static subscript(dynamicMember k: String) -> String { values[k] ?? "<unset>" }
}
print(Env.HOME, Env.SHELL, Env.PATH)
@dynamicMemberLookup
struct Echo { subscript(dynamicMember m: String) -> String { "echo(\(m))" } }
print(Echo().hello, Echo().someLongName)

// expect: Optional("Ann") Optional(30) Optional(150) Optional("Oslo")
// expect: nil
// expect: 15 2 3
// expect: 3 Optional(3) Optional(2) false
// expect: /root sh <unset>
// expect: echo(hello) echo(someLongName)
