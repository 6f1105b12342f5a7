// Functions: nested functions that capture the outer function's locals, recurse, mutate state and are returned.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func makeCounter(start: Int) -> (next: () -> Int, reset: () -> Void) {
    var value = start
    func next() -> Int {
        value += 1
        return value
    }
    func reset() { value = start }
    return (next, reset)
}
let counter = makeCounter(start: 10)
print(counter.next(), counter.next())
counter.reset()
print(counter.next())
func validate(_ form: [String: String]) -> [String] {
    var errors: [String] = []
    func require(_ key: String) {
        if form[key, default: ""].isEmpty { errors.append("\(key) is required") }
    }
    func minLength(_ key: String, _ n: Int) {
        if let v = form[key], !v.isEmpty, v.count < n { errors.append("\(key) needs \(n)+ characters") }
    }
    require("email")
    require("name")
    minLength("password", 8)
    return errors
}
print(validate(["name": "Ida", "password": "abc"]))
print(validate(["email": "a@b.c", "name": "Jo", "password": "longenough"]))
func fileTree(_ paths: [String]) -> [String] {
    var lines: [String] = []
    func walk(_ items: [[Substring]], depth: Int) {
        let groups = Dictionary(grouping: items.filter { !$0.isEmpty }, by: { $0[0] })
        for key in groups.keys.sorted() {
            lines.append(String(repeating: "  ", count: depth) + key)
            walk(groups[key]!.map { Array($0.dropFirst()) }, depth: depth + 1)
        }
    }
    walk(paths.map { $0.split(separator: "/") }, depth: 0)
    return lines
}
for line in fileTree(["src/app/main.swift", "src/app/view.swift", "src/lib.swift", "README"]) { print(line) }
func factorial(_ n: Int) -> Int {
    func loop(_ k: Int, _ acc: Int) -> Int { k <= 1 ? acc : loop(k - 1, acc * k) }
    return loop(n, 1)
}
print(factorial(10))

// expect: 11 12
// expect: 11
// expect: ["email is required", "password needs 8+ characters"]
// expect: []
// expect: README
// expect: src
// expect:   app
// expect:     main.swift
// expect:     view.swift
// expect:   lib.swift
// expect: 3628800
