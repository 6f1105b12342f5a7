// Swift book style (deinit order): inheritance chain deinit runs subclass first, then superclass
class Base {
    let name: String
    init(name: String) { self.name = name; print("Base init \(name)") }
    deinit { print("Base deinit \(name)") }
}

class Middle: Base {
    override init(name: String) {
        print("Middle init before super")
        super.init(name: name)
        print("Middle init after super")
    }
    deinit { print("Middle deinit \(name)") }
}

final class Leaf: Middle {
    let extra: Base
    init(name: String, extra: String) {
        self.extra = Base(name: extra)
        super.init(name: name)
    }
    deinit { print("Leaf deinit \(name)") }
}

var leaf: Leaf? = Leaf(name: "L", extra: "E")
print("created")
leaf = nil
print("end")
// expect: Base init E
// expect: Middle init before super
// expect: Base init L
// expect: Middle init after super
// expect: created
// expect: Leaf deinit L
// expect: Middle deinit L
// expect: Base deinit L
// expect: Base deinit E
// expect: end
