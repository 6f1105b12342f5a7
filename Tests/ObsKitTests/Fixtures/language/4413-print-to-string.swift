// Compiler test style: print(to:), debugPrint(to:) and dump(to:) into a String

var out = ""
print("first", to: &out)
print("second", "third", separator: ",", to: &out)
print("no newline", terminator: "", to: &out)
print(" continued", to: &out)
debugPrint("quoted", 1, to: &out)
print(out, terminator: "")
print("out has \(out.count) characters")

let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
print(lines.count)
for (i, l) in lines.enumerated() {
    print(i, "[\(l)]")
}

var numbers = ""
for i in 1...5 {
    print(i * i, terminator: i < 5 ? " " : "", to: &numbers)
}
print(numbers)

var dumped = ""
struct Cfg { var a: Int; var b: [String] }
dump(Cfg(a: 1, b: ["x", "y"]), to: &dumped)
print(dumped.count > 0)
print(dumped, terminator: "")

var empty = ""
print(to: &empty)
print(empty == "\n")
print(terminator: "", to: &empty)
print(empty.count)

func render(_ items: [Any]) -> String {
    var s = ""
    for item in items {
        print(item, terminator: ";", to: &s)
    }
    return s
}
print(render([1, "two", 3.0, [4], Optional(5) as Any]))

func debugRender(_ items: [Any]) -> String {
    var s = ""
    for item in items {
        debugPrint(item, terminator: ";", to: &s)
    }
    return s
}
print(debugRender([1, "two", Character("c"), ["x"]]))

var acc = "start:"
print("a", to: &acc)
acc += "middle:"
print("b", to: &acc)
print(acc, terminator: "")

var dumpedOpt = ""
dump(Optional("x"), to: &dumpedOpt, name: "maybe")
print(dumpedOpt, terminator: "")

var dumpIndent = ""
dump([1, 2], to: &dumpIndent, indent: 4)
print(dumpIndent, terminator: "")
print(dumpIndent.hasPrefix("    "))

// expect: first
// expect: second,third
// expect: no newline continued
// expect: "quoted" 1
// expect: out has 51 characters
// expect: 5
// expect: 0 [first]
// expect: 1 [second,third]
// expect: 2 [no newline continued]
// expect: 3 ["quoted" 1]
// expect: 4 []
// expect: 1 4 9 16 25
// expect: true
// expect: ▿ main.Cfg
// expect:   - a: 1
// expect:   ▿ b: 2 elements
// expect:     - "x"
// expect:     - "y"
// expect: true
// expect: 1
// expect: 1;two;3.0;[4];Optional(5);
// expect: 1;"two";"c";["x"];
// expect: start:a
// expect: middle:b
// expect: ▿ maybe: Optional("x")
// expect:   - some: "x"
// expect:     ▿ 2 elements
// expect:       - 1
// expect:       - 2
// expect: true
