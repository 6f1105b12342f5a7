// Swift book style: composed property wrappers applied outermost-first
@propertyWrapper
struct Uppercased {
    private var value: String
    init(wrappedValue: String) { value = wrappedValue.uppercased() }
    var wrappedValue: String {
        get { value }
        set { value = newValue.uppercased() }
    }
}

@propertyWrapper
struct Logged<Value> {
    private var value: Value
    let label: String
    init(wrappedValue: Value, _ label: String) {
        self.value = wrappedValue
        self.label = label
        print("[\(label)] init with \(wrappedValue)")
    }
    var wrappedValue: Value {
        get { value }
        set {
            print("[\(label)] set \(newValue)")
            value = newValue
        }
    }
}

@propertyWrapper
struct Prefixed {
    private var value: String
    let prefix: String
    init(wrappedValue: String, prefix: String) {
        self.prefix = prefix
        self.value = prefix + wrappedValue
    }
    var wrappedValue: String {
        get { value }
        set { value = prefix + newValue }
    }
}

struct Label {
    @Logged("title") @Uppercased var title: String = "hello"
    @Logged("tag") @Prefixed(prefix: "#") var tag: String = "swift"
}

var label = Label()
print(label.title)
label.title = "world"
print(label.title)
print(label.tag)
label.tag = "closures"
print(label.tag)

struct Pair {
    @Logged("inner") var inner: Int = 1
}
var pair = Pair()
pair.inner += 41
print(pair.inner)
// expect: [title] init with Uppercased(value: "HELLO")
// expect: [tag] init with Prefixed(value: "#swift", prefix: "#")
// expect: HELLO
// expect: [title] set Uppercased(value: "WORLD")
// expect: WORLD
// expect: #swift
// expect: [tag] set Prefixed(value: "#closures", prefix: "#")
// expect: #closures
// expect: [inner] init with 1
// expect: [inner] set 42
// expect: 42
