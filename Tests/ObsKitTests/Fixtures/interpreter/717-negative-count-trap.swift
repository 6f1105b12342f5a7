// initialize(repeating:count:) with a negative count traps with Swift's message.
// Expected output from swiftc on this machine.

let p = UnsafeMutablePointer<Int>.allocate(capacity: 2)
p.initialize(repeating: 0, count: 2)
print(p[0] + p[1])
let n = -1
p.initialize(repeating: 1, count: n)
print("unreachable")

// expect: 0
// expect-error: Fatal error: UnsafeMutablePointer.initialize(repeating:count:): negative count
