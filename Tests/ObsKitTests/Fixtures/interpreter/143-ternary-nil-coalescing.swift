// Ternary operator and nil-coalescing chains
let temps = [-5, 12, 30]
for t in temps {
    let label = t < 0 ? "freezing" : t < 20 ? "mild" : "hot"
    print(t, label)
}
let a: Int? = nil
let b: Int? = nil
let c: Int? = 8
print(a ?? b ?? c ?? 0)
print(a ?? 5)
let name: String? = nil
print("Hello, \(name ?? "guest")")
let flag = true
print(flag ? 1.5 : 2)

// expect: -5 freezing
// expect: 12 mild
// expect: 30 hot
// expect: 8
// expect: 5
// expect: Hello, guest
// expect: 1.5
