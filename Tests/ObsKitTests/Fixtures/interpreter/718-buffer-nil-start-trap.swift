// UnsafeBufferPointer(start: nil, count:) with a nonzero count traps in a debug build; with a count of
// 0 it is an empty buffer with no baseAddress. Expected output from swiftc on this machine.

let empty = UnsafeBufferPointer<Int>(start: nil, count: 0)
print(empty.count, empty.baseAddress == nil, Array(empty))
let count = 3
let broken = UnsafeBufferPointer<Int>(start: nil, count: count)
print(broken.count)

// expect: 0 true []
// expect-error: Fatal error: UnsafeBufferPointer has a nil start and nonzero count
