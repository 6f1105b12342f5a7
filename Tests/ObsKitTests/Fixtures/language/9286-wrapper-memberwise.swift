// wrapper-memberwise
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = String(newValue.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
struct Logged<V> {
    private var value: V
    let label: String
    init(wrappedValue: V, label: String = "value") {
        value = wrappedValue
        self.label = label
        print("  Logged(\(label)) init with \(wrappedValue)")
    }
    var wrappedValue: V {
        get { value }
        set { print("  \(label): \(value) -> \(newValue)"); value = newValue }
    }
}

@propertyWrapper
struct Flag {
    let name: String
    var wrappedValue: Bool
    init(name: String, default value: Bool) { self.name = name; wrappedValue = value }
    var projectedValue: String { "\(name)=\(wrappedValue)" }
}

struct Form {
    @Trimmed var name: String
    @Trimmed var email: String = "none"
    @Logged(label: "age") var age: Int = 0
    @Logged var score: Double
}

print("full memberwise")
var f1 = Form(name: "  bob  ", email: " b@x.io ", age: 30, score: 1.5)
print("[\(f1.name)] [\(f1.email)] \(f1.age) \(f1.score)")
print("defaults")
let f2 = Form(name: "ann ", score: 2)
print("[\(f2.name)] [\(f2.email)] \(f2.age)")
print("mutations")
f1.age += 1
f1.score = 9.5
f1.name = "   robert"
print("[\(f1.name)]")

struct Features {
    @Flag(name: "beta", default: false) var beta: Bool
    @Flag var dark: Bool
}
var feats = Features(dark: Flag(name: "dark", default: true))
print(feats.beta, feats.dark, feats.$beta, feats.$dark)
feats.beta.toggle()
print(feats.$beta)

@propertyWrapper
struct NonNegative {
    private var n = 0
    var wrappedValue: Int {
        get { n }
        set { n = max(0, newValue) }
    }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}

struct Counter {
    @NonNegative var count: Int
    @NonNegative var floor: Int = -5
    var note = "n"
}
var c = Counter(count: -3)
print(c.count, c.floor, c.note)
c.count = 4
c.count -= 10
print(c.count)
let c2 = Counter(count: 8, floor: 2, note: "z")
print(c2.count, c2.floor, c2.note)

// expect: full memberwise
// expect:   Logged(age) init with 30
// expect:   Logged(value) init with 1.5
// expect: [bob] [b@x.io] 30 1.5
// expect: defaults
// expect:   Logged(age) init with 0
// expect:   Logged(value) init with 2.0
// expect: [ann] [none] 0
// expect: mutations
// expect:   age: 30 -> 31
// expect:   value: 1.5 -> 9.5
// expect: [robert]
// expect: false true beta=false dark=true
// expect: beta=true
// expect: 0 0 n
// expect: 0
// expect: 8 2 z
