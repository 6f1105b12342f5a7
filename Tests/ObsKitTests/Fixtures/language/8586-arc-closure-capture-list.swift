// Swift book style (Automatic Reference Counting): closures capturing self and capture lists
class Paragraph {
    let text: String
    let indent: Int

    lazy var render: () -> String = { [unowned self] in
        String(repeating: " ", count: self.indent) + self.text
    }

    init(text: String, indent: Int) {
        self.text = text
        self.indent = indent
    }

    deinit { print("Paragraph '\(text)' freed") }
}

var para: Paragraph? = Paragraph(text: "hello", indent: 3)
print("[" + para!.render() + "]")
para = nil

class Counter {
    var value = 0
    var onChange: ((Int) -> Void)?
    deinit { print("Counter freed at \(value)") }

    func attachLogger() {
        onChange = { [weak self] newValue in
            guard let self else {
                print("counter gone")
                return
            }
            print("value is now \(newValue), stored \(self.value)")
        }
    }

    func bump() {
        value += 1
        onChange?(value)
    }
}

var counter: Counter? = Counter()
counter!.attachLogger()
counter!.bump()
counter!.bump()
let savedHandler = counter!.onChange
counter = nil
savedHandler?(99)

// Capture lists copy a value at closure creation time
var level = 1
let captured = { [level] in "captured \(level)" }
let live = { "live \(level)" }
level = 5
print(captured())
print(live())

class Timer {
    let label: String
    init(label: String) { self.label = label }
    deinit { print("Timer \(label) freed") }
}
var t: Timer? = Timer(label: "T1")
let describeTimer = { [weak t] in t?.label ?? "nil" }
print(describeTimer())
t = nil
print(describeTimer())

// expect: [   hello]
// expect: Paragraph 'hello' freed
// expect: value is now 1, stored 1
// expect: value is now 2, stored 2
// expect: Counter freed at 2
// expect: counter gone
// expect: captured 1
// expect: live 5
// expect: T1
// expect: Timer T1 freed
// expect: nil
