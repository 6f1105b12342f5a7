// sequence(first:next:) and sequence(state:next:): possibly infinite sequences walked with prefix, for-in and break, and first(where:).
// Expected output: swiftc 6.3.1 on this machine.
let doubling = sequence(first: 1) { $0 * 2 }
print(Array(doubling.prefix(8)))
let countdown = sequence(first: 5) { $0 > 0 ? $0 - 1 : nil }
print(Array(countdown))
let fibonacci = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    defer { state = (state.1, state.0 + state.1) }
    return state.0
}
for (index, value) in fibonacci.enumerated() {
    if index == 10 { break }
    print(value, terminator: " ")
}
print()
print(fibonacci.first { $0 > 1000 }!)
let collatz = sequence(first: 6) { $0 == 1 ? nil : ($0.isMultiple(of: 2) ? $0 / 2 : 3 * $0 + 1) }
print(collatz.map { String($0) }.joined(separator: "→"))

// expect: [1, 2, 4, 8, 16, 32, 64, 128]
// expect: [5, 4, 3, 2, 1, 0]
// expect: 0 1 1 2 3 5 8 13 21 34 
// expect: 1597
// expect: 6→3→10→5→16→8→4→2→1
