// Compiler test style: @dynamicMemberLookup with key-path members
// Checks subscript(dynamicMember: KeyPath) forwarding to a wrapped value,
// WritableKeyPath forwarding for writes, nested forwarding, and a
// generic wrapper that records accessed properties.

struct Person {
  var name: String
  var age: Int
  var address: Address
}

struct Address {
  var city: String
  var zip: String
}

@dynamicMemberLookup
struct Box<Wrapped> {
  var wrapped: Wrapped
  subscript<T>(dynamicMember kp: WritableKeyPath<Wrapped, T>) -> T {
    get { wrapped[keyPath: kp] }
    set { wrapped[keyPath: kp] = newValue }
  }
}

var box = Box(wrapped: Person(name: "Ann", age: 30, address: Address(city: "Oslo", zip: "0150")))
print(box.name, box.age)
print(box.address.city)
box.age += 1
box.name = "Anna"
box.address.city = "Bergen"
print(box.wrapped.name, box.wrapped.age, box.wrapped.address.city)

// Read-only key paths.
@dynamicMemberLookup
struct ReadOnly<T> {
  let value: T
  subscript<U>(dynamicMember kp: KeyPath<T, U>) -> U { value[keyPath: kp] }
}
let ro = ReadOnly(value: [1, 2, 3])
print(ro.count, ro.first as Any, ro.isEmpty)
let rs = ReadOnly(value: "hello")
print(rs.count, rs.startIndex == rs.value.startIndex)

// A logging wrapper: counts accesses.
@dynamicMemberLookup
final class Tracked<T> {
  var value: T
  var log: [String] = []
  init(_ v: T) { value = v }
  subscript<U>(dynamicMember kp: KeyPath<T, U>) -> U {
    log.append(String(describing: kp))
    return value[keyPath: kp]
  }
}
let tr = Tracked(Address(city: "Rome", zip: "00100"))
print(tr.city, tr.zip, tr.city)
print(tr.log.count)

// Forwarding through two layers.
@dynamicMemberLookup
struct Outer {
  var inner: Box<Person>
  subscript<T>(dynamicMember kp: KeyPath<Box<Person>, T>) -> T { inner[keyPath: kp] }
}
let outer = Outer(inner: box)
print(outer.wrapped.age)

// Lens-like: wrapper returns a wrapped result for nested access.
@dynamicMemberLookup
struct Lens<T> {
  let value: T
  subscript<U>(dynamicMember kp: KeyPath<T, U>) -> Lens<U> {
    Lens<U>(value: value[keyPath: kp])
  }
}
let lens = Lens(value: box.wrapped)
print(lens.address.zip.value)
print(type(of: lens.address))
print(lens.name.count.value)

// Real members of the wrapper win over key-path members of the same name.
@dynamicMemberLookup
struct Shadow {
  var count = 99
  var items = [1, 2]
  subscript<U>(dynamicMember kp: KeyPath<[Int], U>) -> U { items[keyPath: kp] }
}
let sh = Shadow()
print(sh.count, sh.last as Any)

// expect: Ann 30
// expect: Oslo
// expect: Anna 31 Bergen
// expect: 3 Optional(1) false
// expect: 5 true
// expect: Rome 00100 Rome
// expect: 3
// expect: 31
// expect: 0150
// expect: Lens<Address>
// expect: 4
// expect: 99 Optional(2)
