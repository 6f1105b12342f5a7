// Converting a Double that is too large to an integer type traps with Swift's message.
// Expected output: swiftc 6.3.1 on this machine.
let readings = [12.7, 254.9, 256.5]
for reading in readings {
    print("reading", reading, "as byte", UInt8(reading))
}

// expect: reading 12.7 as byte 12
// expect: reading 254.9 as byte 254
// expect-error: Double value cannot be converted to UInt8 because the result would be greater than UInt8.max
