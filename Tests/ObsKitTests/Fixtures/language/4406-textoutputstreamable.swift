// Compiler test style: TextOutputStreamable conformance and custom TextOutputStream targets
// known-gap: needs the compiler check (the types it gives); unchecked: error: 4406-textoutputstreamable.swift:67:1: error: value of type 'Unicode.Scalar?' has no member 'write'

struct Celsius: TextOutputStreamable {
    var degrees: Int
    func write<Target: TextOutputStream>(to target: inout Target) {
        target.write("\(degrees)°C")
    }
}

struct Both: TextOutputStreamable, CustomStringConvertible {
    var description: String { "from-description" }
    func write<Target: TextOutputStream>(to target: inout Target) {
        target.write("from-stream")
    }
}

struct Upper: TextOutputStream {
    var text = ""
    mutating func write(_ string: String) {
        text += string.uppercased()
    }
}

struct Counting: TextOutputStream {
    var calls = 0
    var chars = 0
    mutating func write(_ string: String) {
        calls += 1
        chars += string.count
    }
}

let t = Celsius(degrees: 21)
print(t)
print(String(describing: t))
print("interp: \(t)")
print([t])
debugPrint(t)

let b = Both()
print(b)
print(String(describing: b))
print("\(b)")

var s = ""
t.write(to: &s)
s.write(" and ")
Celsius(degrees: -5).write(to: &s)
print(s)

var up = Upper()
print("hello", "world", to: &up)
print(up.text, terminator: "")
"direct".write(to: &up)
print(up.text)

var counter = Counting()
print("a", "bc", "def", to: &counter)
print(counter.calls, counter.chars)
var counter2 = Counting()
print("a", "bc", separator: "", terminator: "", to: &counter2)
print(counter2.calls, counter2.chars)

var out = ""
Character("x").write(to: &out)
Unicode.Scalar(65).write(to: &out)
"str".write(to: &out)
"substring".dropFirst(3).write(to: &out)
print(out)

var target = ""
print(t, Both(), separator: "/", to: &target)
print(target, terminator: "")
debugPrint("q", to: &target)
print(target, terminator: "")

func render<T: TextOutputStreamable>(_ items: [T]) -> String {
    var r = ""
    for (i, item) in items.enumerated() {
        if i > 0 { r += ", " }
        item.write(to: &r)
    }
    return r
}
print(render([Celsius(degrees: 1), Celsius(degrees: 2)]))
print(render(["x", "y"]))

// expect: 21°C
// expect: 21°C
// expect: interp: 21°C
// expect: [21°C]
// expect: 21°C
// expect: from-stream
// expect: from-description
// expect: from-stream
// expect: 21°C and -5°C
// expect: HELLO WORLD
// expect: HELLO WORLD
// expect: DIRECT
// expect: 7 9
// expect: 5 3
// expect: xAstrstring
// expect: 21°C/from-stream
// expect: 21°C/from-stream
// expect: "q"
// expect: 1°C, 2°C
// expect: x, y
