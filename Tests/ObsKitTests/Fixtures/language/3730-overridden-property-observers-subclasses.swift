// Compiler test style: overridden property observers in subclasses and setter ordering
class Base {
    var level = 0 {
        willSet { print("Base.willSet \(level) -> \(newValue)") }
        didSet { print("Base.didSet \(oldValue) -> \(level)") }
    }
    var name: String {
        get { "base\(level)" }
        set { print("Base.name.set \(newValue)"); level = newValue.count }
    }
}

class Derived: Base {
    override var level: Int {
        willSet(next) { print("Derived.willSet next=\(next)") }
        didSet(previous) { print("Derived.didSet previous=\(previous) now=\(level)") }
    }
    override var name: String {
        didSet { print("Derived.name.didSet \(oldValue) -> \(name)") }
    }
}

let d = Derived()
d.level = 2
print("--")
d.level += 1
print("--")
d.name = "abcde"
print("--")
let b: Base = d
b.level = 9
print("--")
func touch(_ x: inout Int) { print("in touch \(x)"); x += 100 }
touch(&d.level)
print("final", d.level, d.name)
// expect: Derived.willSet next=2
// expect: Base.willSet 0 -> 2
// expect: Base.didSet 0 -> 2
// expect: Derived.didSet previous=0 now=2
// expect: --
// expect: Derived.willSet next=3
// expect: Base.willSet 2 -> 3
// expect: Base.didSet 2 -> 3
// expect: Derived.didSet previous=2 now=3
// expect: --
// expect: Base.name.set abcde
// expect: Derived.willSet next=5
// expect: Base.willSet 3 -> 5
// expect: Base.didSet 3 -> 5
// expect: Derived.didSet previous=3 now=5
// expect: Derived.name.didSet base3 -> base5
// expect: --
// expect: Derived.willSet next=9
// expect: Base.willSet 5 -> 9
// expect: Base.didSet 5 -> 9
// expect: Derived.didSet previous=5 now=9
// expect: --
// expect: in touch 9
// expect: Derived.willSet next=109
// expect: Base.willSet 9 -> 109
// expect: Base.didSet 9 -> 109
// expect: Derived.didSet previous=9 now=109
// expect: final 109 base109
