// Compiler test style: default arguments — evaluated freshly on every call, left to right, with side effects, #line/#function and callee context
var counter = 0
func nextID() -> Int {
    counter += 1
    print("  nextID -> \(counter)")
    return counter
}

func makeItem(name: String, id: Int = nextID()) -> String {
    return "\(name)#\(id)"
}

print(makeItem(name: "a"))
print(makeItem(name: "b"))
print(makeItem(name: "c", id: 100))
print(makeItem(name: "d"))
print("counter:", counter)

// Mutable default values are not shared between calls
func appendTo(_ value: Int, list: [Int] = []) -> [Int] {
    var l = list
    l.append(value)
    return l
}
print(appendTo(1), appendTo(2), appendTo(3, list: [0]))

// Order of evaluation: explicit arguments and defaults interleave left to right
func trace(_ s: String) -> String { print("  eval \(s)"); return s }
func combine(_ a: String = trace("default-a"), _ b: String = trace("default-b"), c: String = trace("default-c")) -> String {
    a + b + c
}
print(combine())
print(combine(trace("A")))
print(combine(trace("A"), c: trace("C")))

// #function and #line as defaults capture the caller
func whereAmI(_ fn: String = #function, line: Int = #line) -> String { "\(fn):\(line)" }
func caller() -> String { whereAmI() }
print(caller())
print(whereAmI().hasPrefix("main:") || whereAmI().hasPrefix("top"), whereAmI("custom", line: 0))

// Default argument referencing a static property that changes
struct Config { static var retries = 3 }
func connect(retries: Int = Config.retries) -> String { "retries=\(retries)" }
print(connect())
Config.retries = 7
print(connect())

// Default values in initializers and methods of a type
final class Builder {
    var parts: [String] = []
    @discardableResult
    func add(_ p: String = "part\(nextID())", twice: Bool = false) -> Builder {
        parts.append(p)
        if twice { parts.append(p) }
        return self
    }
}
let b = Builder().add().add("fixed").add(twice: true)
print(b.parts)

// expect:   nextID -> 1
// expect: a#1
// expect:   nextID -> 2
// expect: b#2
// expect: c#100
// expect:   nextID -> 3
// expect: d#3
// expect: counter: 3
// expect: [1] [2] [0, 3]
// expect:   eval default-a
// expect:   eval default-b
// expect:   eval default-c
// expect: default-adefault-bdefault-c
// expect:   eval A
// expect:   eval default-b
// expect:   eval default-c
// expect: Adefault-bdefault-c
// expect:   eval A
// expect:   eval C
// expect:   eval default-b
// expect: Adefault-bC
// expect: caller():38
// expect: true custom:0
// expect: retries=3
// expect: retries=7
// expect:   nextID -> 4
// expect:   nextID -> 5
// expect: ["part4", "fixed", "part5", "part5"]
