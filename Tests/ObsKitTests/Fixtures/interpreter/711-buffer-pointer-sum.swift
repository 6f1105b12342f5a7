// Summing through a buffer pointer: an array's withUnsafeBufferPointer with a loop over indices, for-in,
// reduce and other Sequence methods, count, baseAddress, first and last; UnsafeBufferPointer(start:count:)
// over part of it; Array(buffer). Expected output from swiftc on this machine.

let numbers = [3, 1, 4, 1, 5, 9, 2, 6]

let total = numbers.withUnsafeBufferPointer { buffer -> Int in
    var sum = 0
    for i in 0..<buffer.count { sum += buffer[i] }
    return sum
}
print(total)

numbers.withUnsafeBufferPointer { buffer in
    var sum = 0
    for value in buffer { sum += value }
    print(sum, buffer.reduce(0, +), buffer.count, buffer.isEmpty)
    print(buffer.map { $0 * 2 }, buffer.filter { $0 > 3 }, buffer.max() ?? 0, buffer.contains(9))
    print(buffer.first ?? -1, buffer.last ?? -1, buffer.startIndex, buffer.endIndex, buffer.indices)
    if let base = buffer.baseAddress {
        print(base.pointee, base[3], (base + 5).pointee)
        let middle = UnsafeBufferPointer(start: base + 2, count: 4)
        print(Array(middle), middle.reduce(0, +))
    }
    print(buffer.enumerated().map { $0.offset * $0.element }.reduce(0, +))
    print(buffer.sorted(), Array(buffer.reversed()))
}

func average(_ values: UnsafeBufferPointer<Double>) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}
let readings = [2.5, 3.5, 6.0]
print(readings.withUnsafeBufferPointer(average))
print([Double]().withUnsafeBufferPointer(average))

let words = ["swift", "pointer", "buffer"]
let lengths = words.withUnsafeBufferPointer { buffer in buffer.map(\.count) }
print(lengths)
print(numbers.withContiguousStorageIfAvailable { $0.reduce(0, +) } ?? -1)

// expect: 31
// expect: 31 31 8 false
// expect: [6, 2, 8, 2, 10, 18, 4, 12] [4, 5, 9, 6] 9 true
// expect: 3 6 0 8 0..<8
// expect: 3 1 9
// expect: [4, 1, 5, 9] 19
// expect: 131
// expect: [1, 1, 2, 3, 4, 5, 6, 9] [6, 2, 9, 5, 1, 4, 1, 3]
// expect: 4.0
// expect: 0.0
// expect: [5, 7, 6]
// expect: 31
