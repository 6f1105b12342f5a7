// The Swift Programming Language style (property wrappers): wrappers on local variables declared with a type: an optional one stores what is assigned as an optional, a Double one makes its wrapper from 1.0
@propertyWrapper
struct Traced<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue; print("made with \(wrappedValue)") }
    var wrappedValue: Value {
        get { value }
        set { print("set to \(newValue)"); value = newValue }
    }
}

func run() {
    @Traced var name: String? = nil
    name = "ann"
    print(name as Any, name?.count as Any)
    @Traced var count: Double = 1
    count = 2
    count += 1
    print(count)
    @Traced var plain = 5
    plain = 6
    print(plain, (name, plain))
}
run()

// expect: made with nil
// expect: set to Optional("ann")
// expect: Optional("ann") Optional(3)
// expect: made with 1.0
// expect: set to 2.0
// expect: set to 3.0
// expect: 3.0
// expect: made with 5
// expect: set to 6
// expect: 6 (Optional("ann"), 6)
