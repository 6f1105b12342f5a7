// Compiler test style (property wrapper placement and composition): wrappers on local variables, static properties, and two wrappers composed on one property
@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: " ") }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
extension String {
    func trimmingCharacters(in ch: Character) -> String {
        var s = Substring(self)
        while s.first == ch { s.removeFirst() }
        while s.last == ch { s.removeLast() }
        return String(s)
    }
}

@propertyWrapper
struct Logged<Value> {
    private var value: Value
    let label: String
    init(wrappedValue: Value, _ label: String) {
        self.value = wrappedValue; self.label = label
        print("[\(label)] init \(wrappedValue)")
    }
    var wrappedValue: Value {
        get { value }
        set { print("[\(label)] \(value) -> \(newValue)"); value = newValue }
    }
}

func localDemo() {
    @Trimmed var name = "   padded  "
    print("<\(name)>")
    name = "  again "
    print("<\(name)>")
    @Logged("local") var n = 1
    n += 1
    n *= 10
    print("n =", n)
}
localDemo()

enum Config {
    @Logged("static") static var retries = 3
}
print("before static access")
print(Config.retries)
Config.retries = 5
print(Config.retries)

struct Form {
    @Logged("title") @Trimmed var title: String = "  Draft  "
}
var f = Form()
print("<\(f.title)>")
f.title = "  Final "
print("<\(f.title)>")

func composedLocal() {
    @Logged("inner-local") @Trimmed var word = " x "
    word = "  yz"
    print("<\(word)>")
}
composedLocal()

// expect: <padded>
// expect: <again>
// expect: [local] init 1
// expect: [local] 1 -> 2
// expect: [local] 2 -> 20
// expect: n = 20
// expect: before static access
// expect: [static] init 3
// expect: 3
// expect: [static] 3 -> 5
// expect: 5
// expect: [title] init Trimmed(value: "Draft")
// expect: <Draft>
// expect: [title] Trimmed(value: "Draft") -> Trimmed(value: "Final")
// expect: <Final>
// expect: [inner-local] init Trimmed(value: "x")
// expect: [inner-local] Trimmed(value: "x") -> Trimmed(value: "yz")
// expect: <yz>
