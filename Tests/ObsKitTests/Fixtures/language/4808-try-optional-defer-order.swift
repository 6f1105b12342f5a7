// Swift book style: try?, try!, and defer ordering
// Checks: try? converts errors to nil (and flattens with optional results), try! on a
// non-throwing path, defer blocks run in reverse order on every exit path including
// throws and early returns, defer in loops and nested scopes.

enum LoadError: Error {
    case missing(String)
}

func loadValue(_ key: String) throws -> Int {
    if key == "answer" { return 42 }
    if key == "nothing" { return 0 }
    throw LoadError.missing(key)
}

let x = try? loadValue("answer")
let y = try? loadValue("question")
print(x as Any, y as Any)

func fetchData() -> Int? {
    if let data = try? loadValue("missing") { return data }
    if let data = try? loadValue("nothing") { return data }
    return nil
}
print("fetched \(fetchData() ?? -1)")

func maybeLookup(_ key: String) throws -> Int? {
    if key.isEmpty { throw LoadError.missing("<empty>") }
    return key == "k" ? 1 : nil
}
let flat1 = try? maybeLookup("k")
let flat2 = try? maybeLookup("z")
let flat3 = try? maybeLookup("")
print(flat1 as Any, flat2 as Any, flat3 as Any)

let sure = try! loadValue("answer")
print("sure \(sure)")

func processFile(named name: String) throws -> String {
    print("open \(name)")
    defer { print("close \(name)") }
    defer { print("flush \(name)") }
    if name.hasPrefix("bad") {
        throw LoadError.missing(name)
    }
    print("reading \(name)")
    return "contents of \(name)"
}

do {
    let text = try processFile(named: "notes.txt")
    print(text)
    _ = try processFile(named: "bad.txt")
    print("not reached")
} catch {
    print("caught \(error)")
}

func earlyExit(_ n: Int) -> String {
    defer { print("leaving earlyExit(\(n))") }
    if n < 0 {
        return "negative"
    }
    defer { print("second defer for \(n)") }
    return n == 0 ? "zero" : "positive"
}
print(earlyExit(-1))
print(earlyExit(0))
print(earlyExit(3))

for i in 1...3 {
    defer { print("end of iteration \(i)") }
    if i == 2 { continue }
    print("body \(i)")
}

func nested() {
    defer { print("outer defer") }
    do {
        defer { print("inner defer") }
        print("inside do")
    }
    print("after do")
}
nested()

// defer sees the final value of a variable
func counterDemo() -> Int {
    var count = 0
    defer { print("count at exit \(count)") }
    count += 5
    count *= 2
    return count
}
print("returned \(counterDemo())")

// try? with a chain of calls
struct Parser {
    func parse(_ s: String) throws -> Int {
        guard let v = Int(s) else { throw LoadError.missing(s) }
        return v
    }
}
let parser = Parser()
let total = ["4", "x", "6", "", "10"].compactMap { try? parser.parse($0) }.reduce(0, +)
print("total \(total)")
let results = ["1", "two"].map { try? parser.parse($0) }
print(results)

// expect: Optional(42) nil
// expect: fetched 0
// expect: Optional(1) nil nil
// expect: sure 42
// expect: open notes.txt
// expect: reading notes.txt
// expect: flush notes.txt
// expect: close notes.txt
// expect: contents of notes.txt
// expect: open bad.txt
// expect: flush bad.txt
// expect: close bad.txt
// expect: caught missing("bad.txt")
// expect: leaving earlyExit(-1)
// expect: negative
// expect: second defer for 0
// expect: leaving earlyExit(0)
// expect: zero
// expect: second defer for 3
// expect: leaving earlyExit(3)
// expect: positive
// expect: body 1
// expect: end of iteration 1
// expect: end of iteration 2
// expect: body 3
// expect: end of iteration 3
// expect: inside do
// expect: inner defer
// expect: after do
// expect: outer defer
// expect: count at exit 10
// expect: returned 10
// expect: total 20
// expect: [Optional(1), nil]
