// Book style (Properties): property wrappers with init variants, projections and wrapped locals
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    private(set) var projectedValue: [Value] = []
    let label: String
    init(wrappedValue: Value, label: String) {
        self.value = wrappedValue
        self.label = label
        projectedValue.append(wrappedValue)
    }
    var wrappedValue: Value {
        get { value }
        set {
            print("\(label): \(value) -> \(newValue)")
            value = newValue
            projectedValue.append(newValue)
        }
    }
}

@propertyWrapper
struct SmallNumber {
    private var maximum: Int
    private var number: Int
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, maximum) }
    }
    init() {
        maximum = 12
        number = 0
    }
    init(wrappedValue: Int) {
        maximum = 12
        number = min(wrappedValue, maximum)
    }
    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        number = min(wrappedValue, maximum)
    }
}

struct Box {
    @SmallNumber var a: Int
    @SmallNumber var b: Int = 20
    @SmallNumber(wrappedValue: 3, maximum: 5) var c: Int
    @SmallNumber(maximum: 9) var d: Int = 100
}

struct Profile {
    @Logged(label: "nick") var nickname: String = "anon"
    @Logged(label: "age") var age: Int = 0
}

var box = Box()
print(box.a, box.b, box.c, box.d)
box.a = 30
box.c = 4
box.c = 40
box.d = 8
print(box.a, box.b, box.c, box.d)

var prof = Profile()
prof.nickname = "zed"
prof.age += 5
prof.age *= 2
print(prof.nickname, prof.age)
print(prof.$nickname, prof.$age)

func scoreLocal() {
    @SmallNumber var local: Int = 7
    print("local", local)
    local = 99
    print("local", local)
}
scoreLocal()

var profiles = [Profile(), Profile()]
profiles[1].nickname = "second"
print(profiles.map { $0.nickname })
print(profiles[1].$nickname.count)

// expect: 0 12 3 9
// expect: 12 12 5 8
// expect: nick: anon -> zed
// expect: age: 0 -> 5
// expect: age: 5 -> 10
// expect: zed 10
// expect: ["anon", "zed"] [0, 5, 10]
// expect: local 7
// expect: local 12
// expect: nick: anon -> second
// expect: ["anon", "second"]
// expect: 2
