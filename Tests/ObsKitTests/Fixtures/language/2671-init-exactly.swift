// Compiler test style: init(exactly:) for integer and floating point conversions
func show<T>(_ x: T?) -> String {
    if let x = x { return "\(x)" }
    return "nil"
}
print(show(Int8(exactly: 127)))
print(show(Int8(exactly: 128)))
print(show(UInt8(exactly: -1)))
print(show(Int(exactly: 3.0)))
print(show(Int(exactly: 3.5)))
print(show(Int(exactly: Double.infinity)))
print(show(Double(exactly: 9007199254740993)))
print(show(Double(exactly: 9007199254740992)))
print(show(Float(exactly: 16777217)))
print(show(UInt16(exactly: 65535.0)))
print(show(Int32(exactly: -2147483648.0)))

// expect: 127
// expect: nil
// expect: nil
// expect: 3
// expect: nil
// expect: nil
// expect: nil
// expect: 9007199254740992.0
// expect: nil
// expect: 65535
// expect: -2147483648
