// An UnsafeBufferPointer's subscript checks its index in a debug build (Swift traps with its own check's
// "Fatal error"); the lines before the trap print. Expected output from swiftc on this machine.

let values = [10, 20, 30]
values.withUnsafeBufferPointer { buffer in
    print(buffer[2])
    print(buffer[buffer.count])
}

// expect: 30
// expect-error: Fatal error
