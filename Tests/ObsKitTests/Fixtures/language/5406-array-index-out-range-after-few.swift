// swift/test/Interpreter style (runtime trap): array index out of range after a few prints, checking output before the trap
struct Ring {
    var items: [String]
    func item(at i: Int) -> String { items[i] }
}

let ring = Ring(items: ["a", "b", "c"])
for i in 0..<3 { print(ring.item(at: i)) }
print("about to overflow")
print(ring.item(at: 3))
print("unreachable")

// expect: a
// expect: b
// expect: c
// expect: about to overflow
// expect-error: Index out of range
