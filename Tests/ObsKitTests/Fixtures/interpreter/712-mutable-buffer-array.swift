// Mutating an array through withUnsafeMutableBufferPointer: writes through subscripts, through the
// baseAddress, and MutableCollection's swapAt/sort/reverse on the buffer go back into the array when the
// closure returns; the closure's result is the call's. Expected output from swiftc on this machine.

var values = [5, 3, 8, 1, 9, 2]
values.withUnsafeMutableBufferPointer { buffer in
    for i in buffer.indices { buffer[i] *= 10 }
}
print(values)

let largest = values.withUnsafeMutableBufferPointer { buffer -> Int in
    buffer.sort()
    return buffer[buffer.count - 1]
}
print(largest, values)

values.withUnsafeMutableBufferPointer { buffer in
    buffer.swapAt(0, buffer.count - 1)
    buffer.reverse()
    if let base = buffer.baseAddress {
        base.pointee = -1
        (base + 1).pointee += 7
        base[2] = 0
    }
}
print(values)

func fill(_ buffer: UnsafeMutableBufferPointer<Int>, from start: Int) {
    for i in 0..<buffer.count { buffer[i] = start + i }
}
var slots = Array(repeating: 0, count: 5)
slots.withUnsafeMutableBufferPointer { fill($0, from: 100) }
print(slots)

struct Particle { var x: Double; var speed: Double }
var particles = [Particle(x: 0, speed: 1.5), Particle(x: 10, speed: -2)]
for _ in 0..<2 {
    particles.withUnsafeMutableBufferPointer { buffer in
        for i in buffer.indices { buffer[i].x += buffer[i].speed }
    }
}
print(particles.map(\.x))

var letters: [Character] = ["d", "a", "c", "b"]
letters.withUnsafeMutableBufferPointer { $0.sort(by: >) }
print(String(letters))

// expect: [50, 30, 80, 10, 90, 20]
// expect: 90 [10, 20, 30, 50, 80, 90]
// expect: [-1, 87, 0, 30, 20, 90]
// expect: [100, 101, 102, 103, 104]
// expect: [3.0, 6.0]
// expect: dcba
