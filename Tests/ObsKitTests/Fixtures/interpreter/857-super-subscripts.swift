// Subscripting `super` in an overriding subscript (expected output: swiftc 6.3.1 on this machine): `super[i]`
// reads and `super[i] = v` writes through the superclass's subscript (one inherited from further up too), with
// labels, in a class subscript, and in a compound assignment in a method; a call through the base type runs the override.
class Base {
    var store = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { print("Base get \(i)"); return store[i] }
        set { print("Base set \(i) \(newValue)"); store[i] = newValue }
    }
    subscript(label key: String) -> String { "base:\(key)" }
    class subscript(n: Int) -> Int { n * 10 }
}
class Middle: Base {}
class Top: Middle {
    override subscript(i: Int) -> Int {
        get { super[i] + 100 }
        set { super[i] = newValue * 2 }
    }
    override subscript(label key: String) -> String { "top>" + super[label: key] }
    override class subscript(n: Int) -> Int { super[n] + 1 }
    func bump(_ i: Int) { super[i] += 5 }
}
let t = Top()
t[1] = 4
print(t[1], t.store)
print(t[label: "k"], Top[3], Base[3])
t.bump(2)
print(t.store)
let b: Base = t
print(b[0])

// expect: Base set 1 8
// expect: Base get 1
// expect: 108 [0, 8, 0]
// expect: top>base:k 31 30
// expect: Base get 2
// expect: Base set 2 5
// expect: [0, 8, 5]
// expect: Base get 0
// expect: 100
