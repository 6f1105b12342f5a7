// required init must be implemented by subclasses; convenience init delegates
class Base {
    let value: Int
    required init(value: Int) {
        self.value = value
    }
    convenience init() {
        self.init(value: 7)
    }
    func show() { print("Base", value) }
}

class Derived: Base {
    required init(value: Int) {
        super.init(value: value * 10)
    }
    override func show() { print("Derived", value) }
}

func make<T: Base>(_ type: T.Type, _ v: Int) -> T {
    return type.init(value: v)
}

make(Base.self, 3).show()
make(Derived.self, 3).show()
Derived().show()
Base().show()

// expect: Base 3
// expect: Derived 30
// expect: Derived 70
// expect: Base 7
