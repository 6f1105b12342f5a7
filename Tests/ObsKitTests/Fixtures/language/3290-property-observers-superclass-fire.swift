// Compiler test style: property observers of superclass fire during subclass init but not own init
class Base {
    var value: Int = 0 {
        willSet { print("Base.value willSet \(newValue)") }
        didSet { print("Base.value didSet \(oldValue) -> \(value)") }
    }
    init(value: Int) {
        self.value = value
        print("Base.init done")
    }
}
class Sub: Base {
    var extra: String = "" {
        didSet { print("Sub.extra didSet '\(oldValue)' -> '\(extra)'") }
    }
    init() {
        extra = "first"
        super.init(value: 1)
        value = 2
        extra = "second"
        print("Sub.init done")
    }
}
let b = Base(value: 5)
print("b.value", b.value)
print("---")
let s = Sub()
print("s.value", s.value, s.extra)
s.value = 3
// expect: Base.init done
// expect: b.value 5
// expect: ---
// expect: Base.init done
// expect: Base.value willSet 2
// expect: Base.value didSet 1 -> 2
// expect: Sub.init done
// expect: s.value 2 second
// expect: Base.value willSet 3
// expect: Base.value didSet 2 -> 3
