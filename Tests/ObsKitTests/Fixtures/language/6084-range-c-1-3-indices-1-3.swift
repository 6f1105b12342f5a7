// A slice of a RandomAccessCollection with Int indices has the base's indices sliced: a Range (c[1..<3].indices is 1..<3)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Steps: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 4 }
    subscript(i: Int) -> Int { i * 10 }
}
print(Steps().indices)
print(Steps()[1..<3].indices)
print(Array(Steps()[1...].indices), Steps().dropFirst(2).indices)

// expect: 0..<4
// expect: 1..<3
// expect: [1, 2, 3] 2..<4
