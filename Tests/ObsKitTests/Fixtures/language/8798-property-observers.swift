// Compiler test style (property observers): willSet/didSet ordering with inheritance
class Base {
    var value: Int = 0 {
        willSet { print("Base.willSet \(value) -> \(newValue)") }
        didSet { print("Base.didSet \(oldValue) -> \(value)") }
    }
    var computed: Int {
        get { value * 10 }
        set { print("Base.computed set \(newValue)"); value = newValue / 10 }
    }
    init() {
        value = -1 // observers are not called in the class's own init
        print("Base.init done")
    }
}

class Child: Base {
    override var value: Int {
        willSet { print("Child.willSet \(value) -> \(newValue)") }
        didSet { print("Child.didSet \(oldValue) -> \(value)") }
    }
    override var computed: Int {
        willSet { print("Child.computed willSet \(newValue)") }
        didSet { print("Child.computed didSet \(oldValue)") }
    }
    override init() {
        super.init()
        print("Child.init setting value")
        value = 5 // superclass observers do fire here
    }
}

print("-- create")
let c = Child()
print("-- assign")
c.value = 7
print("-- compound assign")
c.value += 1
print("-- computed")
c.computed = 90
print("final", c.value)

// Observers on a struct property triggered through inout
struct Meter {
    var reading = 0 {
        didSet { print("reading \(oldValue) -> \(reading)") }
    }
}
func bump(_ x: inout Int) { x += 3 }
var m = Meter()
bump(&m.reading)
m.reading *= 2
print("-- done")

// expect: -- create
// expect: Base.init done
// expect: Child.init setting value
// expect: Child.willSet -1 -> 5
// expect: Base.willSet -1 -> 5
// expect: Base.didSet -1 -> 5
// expect: Child.didSet -1 -> 5
// expect: -- assign
// expect: Child.willSet 5 -> 7
// expect: Base.willSet 5 -> 7
// expect: Base.didSet 5 -> 7
// expect: Child.didSet 5 -> 7
// expect: -- compound assign
// expect: Child.willSet 7 -> 8
// expect: Base.willSet 7 -> 8
// expect: Base.didSet 7 -> 8
// expect: Child.didSet 7 -> 8
// expect: -- computed
// expect: Child.computed willSet 90
// expect: Base.computed set 90
// expect: Child.willSet 8 -> 9
// expect: Base.willSet 8 -> 9
// expect: Base.didSet 8 -> 9
// expect: Child.didSet 8 -> 9
// expect: Child.computed didSet 80
// expect: final 9
// expect: reading 0 -> 3
// expect: reading 3 -> 6
// expect: -- done
