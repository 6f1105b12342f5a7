// Each loop iteration has its own binding, so closures created in a loop capture different values.
var actions: [() -> String] = []
for i in 1...3 {
    actions.append { "action \(i)" }
}
for name in ["a", "b"] {
    let upper = name.uppercased()
    actions.append { "name \(name) \(upper)" }
}
for a in actions { print(a()) }
var shared = 0
var readers: [() -> Int] = []
for _ in 0..<2 {
    shared += 1
    readers.append { shared }
}
shared = 99
print(readers.map { $0() })

// expect: action 1
// expect: action 2
// expect: action 3
// expect: name a A
// expect: name b B
// expect: [99, 99]
