// Compiler test style (property wrappers): projected values through $, memberwise initializers taking wrapped values
@propertyWrapper
struct Validated {
    var wrappedValue: String {
        didSet { projectedValue = !wrappedValue.isEmpty }
    }
    var projectedValue: Bool
    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
        self.projectedValue = !wrappedValue.isEmpty
    }
}

@propertyWrapper
struct Versioned<T> {
    private var values: [T]
    init(wrappedValue: T) { values = [wrappedValue] }
    var wrappedValue: T {
        get { return values[values.count - 1] }
        set { values.append(newValue) }
    }
    var projectedValue: [T] { return values }
}

struct Form {
    @Validated var name: String
    @Versioned var age: Int
    @Versioned var tags: [String] = []
}

var f = Form(name: "", age: 30)
print(f.name.isEmpty, f.$name)
f.name = "Ann"
print(f.name, f.$name)
f.age = 31
f.age += 1
print(f.age, f.$age)
f.tags.append("x")
f.tags.append("y")
print(f.tags, f.$tags)
let g = Form(name: "Bo", age: 5, tags: ["a"])
print(g.$name, g.$age, g.$tags)

@propertyWrapper
struct Ref<T> {
    final class Storage { var value: T; init(_ v: T) { value = v } }
    private let storage: Storage
    init(wrappedValue: T) { storage = Storage(wrappedValue) }
    var wrappedValue: T {
        get { return storage.value }
        nonmutating set { storage.value = newValue }
    }
    var projectedValue: Ref<T> { return self }
}
struct Shared {
    @Ref var counter = 0
}
let a = Shared()
let other = a.$counter
a.counter = 5
other.wrappedValue += 10
print(a.counter, other.wrappedValue)
let copy = a
copy.counter = 100
print(a.counter)

// expect: true false
// expect: Ann true
// expect: 32 [30, 31, 32]
// expect: ["x", "y"] [[], ["x"], ["x", "y"]]
// expect: true [5] [["a"]]
// expect: 15 15
// expect: 100
