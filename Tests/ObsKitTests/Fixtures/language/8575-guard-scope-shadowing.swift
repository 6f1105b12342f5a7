// Q&A style (why is my unwrapped variable not visible after if let, but is after guard let?): scoping and shadowing
let config: [String: String] = ["name": "demo", "retries": "3"]

func run(_ key: String) -> String {
    guard let raw = config[key] else {
        return "missing \(key)"
    }
    // raw is available for the rest of the function.
    guard let number = Int(raw) else {
        return "\(key) is \(raw), not a number"
    }
    return "\(key) is the number \(number)"
}
print(run("retries"))
print(run("name"))
print(run("timeout"))

// if let shadowing: the inner name hides the optional only inside the braces.
let name: String? = "Ada"
if let name {
    print("inside if-let:", name, type(of: name))
}
print("outside if-let:", name as Any, type(of: name))

// Shadowing in nested scopes with different types.
let value = "10"
do {
    let value = Int(value)!
    print("inner value doubled:", value * 2)
}
print("outer value:", value)

// guard var allows mutation of the unwrapped copy.
func normalize(_ input: String?) -> String {
    guard var s = input else { return "<nil>" }
    s = s.trimmingWhitespace()
    return "[\(s)]"
}
extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
print(normalize("  hi  "), normalize(nil))

// Closure parameter shadows an outer constant.
let factor = 3
let scaled = [1, 2, 3].map { factor in factor * 10 }
print(scaled, factor)

// Optional binding with a condition in the same if.
let maybeAge: Int? = 15
if let age = maybeAge, age >= 18 { print("adult") } else { print("not an adult or unknown") }

// expect: retries is the number 3
// expect: name is demo, not a number
// expect: missing timeout
// expect: inside if-let: Ada String
// expect: outside if-let: Optional("Ada") Optional<String>
// expect: inner value doubled: 20
// expect: outer value: 10
// expect: [hi] <nil>
// expect: [10, 20, 30] 3
// expect: not an adult or unknown
