// Observers in a subclass: a write from inside an overriding observer runs every observer again (that one too), one
// from inside the declaring class's own observer goes to storage; observers overriding an inherited computed
// property wrap its setter, level by level, fetching the old value only for a didSet that reads it.
// Expected output: swiftc 6.3.1 on this machine.
class Base {
    var v = 0 {
        willSet { print("Base.willSet \(newValue)") }
        didSet { print("Base.didSet \(oldValue)->\(v)"); if v > 100 { v = 100 } }
    }
}
class Sub: Base {
    override var v: Int {
        willSet { print("Sub.willSet \(newValue)") }
        didSet { print("Sub.didSet \(oldValue)->\(v)"); if v < 0 { v = 0 } }
    }
}
let s = Sub()
s.v = 500
print(s.v)
s.v = -5
print(s.v)
let b = Base()
b.v = 200
print(b.v)
class Store {
    var store = "x"
    var name: String {
        get { print("A.get"); return store }
        set { print("A.set \(newValue)"); store = newValue }
    }
}
class Middle: Store {
    override var name: String {
        willSet { print("B.willSet \(newValue)") }
        didSet { print("B.didSet old=\(oldValue)") }
    }
}
class Leaf: Middle {
    override var name: String {
        willSet { print("C.willSet") }
        didSet { print("C.didSet") }
    }
}
let c = Leaf()
c.name = "y"
print(c.name)
let m = Middle()
m.name += "!"
// expect: Sub.willSet 500
// expect: Base.willSet 500
// expect: Base.didSet 0->500
// expect: Sub.didSet 0->100
// expect: 100
// expect: Sub.willSet -5
// expect: Base.willSet -5
// expect: Base.didSet 100->-5
// expect: Sub.didSet 100->-5
// expect: Sub.willSet 0
// expect: Base.willSet 0
// expect: Base.didSet -5->0
// expect: Sub.didSet -5->0
// expect: 0
// expect: Base.willSet 200
// expect: Base.didSet 0->200
// expect: 100
// expect: C.willSet
// expect: A.get
// expect: B.willSet y
// expect: A.set y
// expect: B.didSet old=x
// expect: C.didSet
// expect: A.get
// expect: y
// expect: A.get
// expect: A.get
// expect: B.willSet x!
// expect: A.set x!
// expect: B.didSet old=x
