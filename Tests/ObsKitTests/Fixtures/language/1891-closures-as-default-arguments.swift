// Compiler test style: closure default arguments — default closures, trailing closure override, escaping storage and defaults that capture globals
func transform(_ values: [Int], using f: (Int) -> Int = { $0 }) -> [Int] {
    values.map(f)
}
print(transform([1, 2, 3]))
print(transform([1, 2, 3]) { $0 * $0 })
print(transform([1, 2, 3], using: { -$0 }))

// Default comparator closure and a predicate with a default
func sortedWords(_ words: [String], by areInOrder: (String, String) -> Bool = { $0 < $1 }) -> [String] {
    words.sorted(by: areInOrder)
}
let words = ["pear", "fig", "banana", "kiwi"]
print(sortedWords(words))
print(sortedWords(words) { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })

// Escaping default closure stored in a type
final class Button {
    let title: String
    let action: () -> String
    init(title: String, action: @escaping () -> String = { "no-op" }) {
        self.title = title
        self.action = action
    }
    func tap() -> String { "\(title): \(action())" }
}
var taps = 0
let buttons = [
    Button(title: "Plain"),
    Button(title: "Counter") { taps += 1; return "taps=\(taps)" },
]
for _ in 0..<2 { for btn in buttons { print(btn.tap()) } }

// Default closure capturing a global that changes between calls
var greeting = "Hello"
func greet(_ name: String, format: (String) -> String = { "\(greeting), \($0)" }) -> String {
    format(name)
}
print(greet("Ana"))
greeting = "Hi"
print(greet("Ana"))
print(greet("Ana") { "Yo \($0)" })

// Optional closure parameter with a nil default
func run(_ label: String, completion: ((String) -> Void)? = nil) {
    let result = label.uppercased()
    if let completion { completion(result) } else { print("no completion for \(result)") }
}
run("first")
run("second") { print("completion got \($0)") }

// Default closure on a rethrows function: the call still needs try
enum E: Error { case bad }
func check(_ x: Int, _ validator: (Int) throws -> Bool = { $0 >= 0 }) rethrows -> Bool {
    try validator(x)
}
do {
    print(try check(5), try check(-5))
    _ = try check(1) { _ in throw E.bad }
} catch {
    print("caught", error)
}

// Generic function with a default closure returning the type parameter's description
func render<T>(_ items: [T], _ show: (T) -> String = { "<\($0)>" }) -> String {
    items.map(show).joined(separator: " ")
}
print(render([1, 2]), render(["a"]), render([true, false]) { $0 ? "Y" : "N" })

// expect: [1, 2, 3]
// expect: [1, 4, 9]
// expect: [-1, -2, -3]
// expect: ["banana", "fig", "kiwi", "pear"]
// expect: ["fig", "kiwi", "pear", "banana"]
// expect: Plain: no-op
// expect: Counter: taps=1
// expect: Plain: no-op
// expect: Counter: taps=2
// expect: Hello, Ana
// expect: Hi, Ana
// expect: Yo Ana
// expect: no completion for FIRST
// expect: completion got SECOND
// expect: true false
// expect: caught bad
// expect: <1> <2> <a> Y N
