// Compiler test style: shadowing — if let x / guard let x shorthand shadows outer optionals, nested scopes, and closures capturing shadowed names
let name: String? = "Taylor"
let age: Int? = nil

if let name {
    print("unwrapped name:", name, type(of: name))
}
print("outer name still optional:", name as Any)

if let age {
    print("age", age)
} else {
    print("no age; outer age is", age as Any)
}

// guard let shorthand shadows for the rest of the function
func greet(_ nickname: String?) -> String {
    guard let nickname else { return "hello, stranger" }
    return "hello, \(nickname) (\(nickname.count) chars)"
}
print(greet("Sam"), "|", greet(nil))

// Nested shadowing with different types
let value: Any = 42
if let value = value as? Int {
    let value = value * 2
    if case let value = String(value) {
        print("innermost:", value, type(of: value))
    }
    print("middle:", value)
}
print("outer:", value)

// Shadowing a property inside a method with a local of the same name
struct Config {
    var timeout: Int? = 30
    var retries: Int? = nil
    func summary() -> String {
        var parts: [String] = []
        if let timeout { parts.append("timeout \(timeout)") }
        if let retries { parts.append("retries \(retries)") } else { parts.append("retries default") }
        let timeout = "shadowed"
        parts.append(timeout + " vs self \(self.timeout ?? -1)")
        return parts.joined(separator: ", ")
    }
}
print(Config().summary())

// while let shadowing and var rebinding
var queue: [Int?] = [1, nil, 3]
var i = 0
while i < queue.count {
    if var item = queue[i] {
        item += 100
        print("item", item, "stored", queue[i]!)
    }
    i += 1
}

// Closures capture the shadowed binding, not the outer optional
var counter: Int? = 1
var closures: [() -> String] = []
if let counter {
    closures.append { "captured unwrapped \(counter)" }
}
counter = 99
closures.append { "captures outer \(String(describing: counter))" }
for c in closures { print(c()) }

// Shadowing a function parameter inside the body
func normalize(_ input: String) -> String {
    let input = input.trimmingPrefix(while: { $0 == " " })
    let result = String(input).lowercased()
    return result
}
print("[\(normalize("   MiXeD"))]")

// expect: unwrapped name: Taylor String
// expect: outer name still optional: Optional("Taylor")
// expect: no age; outer age is nil
// expect: hello, Sam (3 chars) | hello, stranger
// expect: innermost: 84 String
// expect: middle: 84
// expect: outer: 42
// expect: timeout 30, retries default, shadowed vs self 30
// expect: item 101 stored 1
// expect: item 103 stored 3
// expect: captured unwrapped 1
// expect: captures outer Optional(99)
// expect: [mixed]
