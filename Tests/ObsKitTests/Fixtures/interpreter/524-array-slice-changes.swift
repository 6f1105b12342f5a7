// An array's range changed in place (`a[1...3].reverse()`, `.sort(by:)`, a range assigned a slice), and a
// slice held in a variable changed at its base's indices, its array untouched. A struct whose wrapped
// property's attribute alone makes the wrapper (`@Setting(key: "k", fallback: 1)`, no `init(wrappedValue:)`)
// has a memberwise initializer that need not be given it. Expected output: swiftc 6.3.1 on this machine.
var a = [1, 2, 3, 4, 5]
a[1...3].reverse()
print(a)
a[2...].sort(by: >)
print(a)
a[..<2] = a[3...]
print(a)
var s = a[1...]
s[2] = 99
print(s, a)
a[0..<2].swapAt(0, 1)
print(a)

@propertyWrapper
struct Setting<Value> {
    let key: String
    let fallback: Value
    var wrappedValue: Value { fallback }
}
struct Preferences {
    @Setting(key: "volume", fallback: 7) var volume: Int
    var name = "default"
}
print(Preferences().volume, Preferences(name: "mine").name)

// expect: [1, 4, 3, 2, 5]
// expect: [1, 4, 5, 3, 2]
// expect: [3, 2, 5, 3, 2]
// expect: [2, 99, 3, 2] [3, 2, 5, 3, 2]
// expect: [2, 3, 5, 3, 2]
// expect: 7 mine
