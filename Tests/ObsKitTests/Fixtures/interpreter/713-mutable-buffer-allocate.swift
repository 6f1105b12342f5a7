// UnsafeMutableBufferPointer.allocate(capacity:): initialize(repeating:), initialize(from:) (the count
// written, and the source's leftovers), update(repeating:), subscripts, iteration, baseAddress,
// Array(buffer), UnsafeBufferPointer(buffer), deallocate(). Expected output from swiftc on this machine.

let buffer = UnsafeMutableBufferPointer<Int>.allocate(capacity: 4)
buffer.initialize(repeating: 7)
print(Array(buffer), buffer.count)
buffer[1] = 1
buffer[3] += buffer[1]
for (i, value) in buffer.enumerated() { print(i, value) }
buffer.update(repeating: 2)
print(buffer.reduce(0, +))

let readOnly = UnsafeBufferPointer(buffer)
print(type(of: readOnly), readOnly[0], readOnly.count)
buffer.deallocate()

let squares = UnsafeMutableBufferPointer<Int>.allocate(capacity: 5)
let (rest, written) = squares.initialize(from: (1...3).map { $0 * $0 })
var leftovers = rest
print(written, leftovers.next() as Any)
squares.baseAddress!.advanced(by: 3).initialize(to: 16)
(squares.baseAddress! + 4).initialize(to: 25)
print(Array(squares))
squares.deallocate()

let grid = UnsafeMutableBufferPointer<[Int]>.allocate(capacity: 2)
grid.initialize(repeating: [])
grid[0].append(1)
grid[1] = [2, 3]
grid[1].append(4)
print(grid[0], grid[1], grid.map(\.count))
grid.baseAddress!.deinitialize(count: 2)
grid.deallocate()

// expect: [7, 7, 7, 7] 4
// expect: 0 7
// expect: 1 1
// expect: 2 7
// expect: 3 8
// expect: 8
// expect: UnsafeBufferPointer<Int> 2 4
// expect: 3 nil
// expect: [1, 4, 9, 16, 25]
// expect: [1] [2, 3, 4] [1, 3]
