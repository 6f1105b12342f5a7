// Big Nerd Ranch style (pattern matching): custom ~= overloads, matching on enums with tuples, and switch over characters and types
struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: (Int) -> Bool, value: Int) -> Bool { pattern(value) }
func ~= (pattern: String, value: Character) -> Bool { pattern.contains(value) }
struct Prefix { let text: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.text) }

for n in [3, 8, 15] {
    switch n {
    case Even(): print("\(n) is even")
    case { $0 > 10 }: print("\(n) is odd and big")
    default: print("\(n) is odd and small")
    }
}
func kind(of c: Character) -> String {
    switch c {
    case "aeiou": return "vowel"
    case "a"..."z": return "consonant"
    case "0"..."9": return "digit"
    default: return "other"
    }
}
print("pa7!".map(kind))
for command in ["git commit", "git push", "ls -la", "swift run"] {
    switch command {
    case Prefix(text: "git "): print("git:", command.dropFirst(4))
    case Prefix(text: "swift"): print("swift tool")
    default: print("shell:", command)
    }
}
enum LightState { case on, off }
enum Signal { case red, yellow, green }
func action(_ state: (LightState, Signal), waited: Int) -> String {
    switch (state, waited) {
    case ((.off, _), _): return "proceed with caution"
    case ((.on, .red), 0..<30): return "stop"
    case ((.on, .red), _): return "check light"
    case ((.on, .yellow), let w) where w < 3: return "speed up"
    case ((.on, .yellow), _), ((.on, .green), _): return "go"
    }
}
print(action((.on, .red), waited: 5), action((.on, .red), waited: 40), action((.off, .red), waited: 0))
print(action((.on, .yellow), waited: 1), action((.on, .yellow), waited: 9), action((.on, .green), waited: 0))
let things: [Any] = [0, 0.0, 42, 3.14, "hello", (3.0, 5.0), { (name: String) in "Hi, \(name)" }, [1, 2]]
for thing in things {
    switch thing {
    case 0 as Int: print("zero as an Int")
    case 0 as Double: print("zero as a Double")
    case let i as Int: print("an integer value of \(i)")
    case let d as Double where d > 0: print("a positive double value of \(d)")
    case is Double: print("some other double")
    case let s as String: print("a string value of \"\(s)\"")
    case let (x, y) as (Double, Double): print("an (x, y) point at \(x), \(y)")
    case let greet as (String) -> String: print(greet("Michael"))
    default: print("something else: \(thing)")
    }
}
let http = (404, "Not Found")
switch http {
case (200..<300, _): print("success")
case (let code, let msg) where (400..<500).contains(code): print("client error \(code): \(msg)")
default: print("other")
}

// expect: 3 is odd and small
// expect: 8 is even
// expect: 15 is odd and big
// expect: ["consonant", "vowel", "digit", "other"]
// expect: git: commit
// expect: git: push
// expect: shell: ls -la
// expect: swift tool
// expect: stop check light proceed with caution
// expect: speed up go go
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: Hi, Michael
// expect: something else: [1, 2]
// expect: client error 404: Not Found
