// Blog style (print to custom stream): TextOutputStream targets
struct Collector: TextOutputStream {
    var lines: [String] = []
    mutating func write(_ string: String) {
        if string == "\n" { return }
        lines.append(string)
    }
}
var col = Collector()
print("first", to: &col)
print("a", "b", separator: "-", to: &col)
debugPrint("quoted", to: &col)
dump([1, 2], to: &col)
print(col.lines.count)
for l in col.lines { print("[\(l)]") }
var text = ""
print(3, 4, separator: ",", terminator: ";", to: &text)
debugPrint("x", 1, to: &text)
print(text.debugDescription)
struct Loud: TextOutputStreamable {
    var word: String
    func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(word.uppercased() + "!")
    }
}
print(Loud(word: "hey"))
print("say \(Loud(word: "go"))")
var t2 = ""
Loud(word: "in").write(to: &t2)
print(t2)
// expect: 21
// expect: []
// expect: [first]
// expect: []
// expect: [a]
// expect: [-]
// expect: [b]
// expect: []
// expect: ["quoted"]
// expect: [▿]
// expect: [ ]
// expect: [2 elements]
// expect: [ ]
// expect: [ ]
// expect: [-]
// expect: [ ]
// expect: [1]
// expect: [ ]
// expect: [ ]
// expect: [-]
// expect: [ ]
// expect: [2]
// expect: "3,4;\"x\" 1\n"
// expect: HEY!
// expect: say GO!
// expect: IN!
