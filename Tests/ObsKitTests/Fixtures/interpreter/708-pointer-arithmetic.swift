// Pointer arithmetic and comparison: + and - with an Int, the distance between two pointers,
// advanced(by:), successor(), predecessor(), distance(to:), ==, != and <, a pointer walk to an end
// pointer, pointers as dictionary keys (Hashable), and stride(from:to:by:) and ranges over pointers
// (Strideable).
// Expected output from swiftc on this machine.

let count = 5
let start = UnsafeMutablePointer<Double>.allocate(capacity: count)
start.initialize(repeating: 0.5, count: count)
let end = start + count

var cursor = start
var step = 1.0
while cursor < end {
    cursor.pointee *= step
    step += 1
    cursor += 1
}
print((0..<count).map { start[$0] })

let third = start.advanced(by: 2)
print(third.pointee, third.successor().pointee, third.predecessor().pointee)
print(end - start, start.distance(to: third), third.distance(to: start), third - 2 == start)
print(start == start + 0, start != third, third < end, end > third, start <= start, third >= end)
print((end - 1).pointee, (1 + start).pointee)

var visits: [UnsafeMutablePointer<Double>: String] = [:]
visits[start] = "first"
visits[third] = "third"
visits[start.advanced(by: 2)] = "third again"
print(visits.count, visits[third] ?? "none", visits[start] ?? "none")

var walker = end
var backwards: [Double] = []
repeat {
    walker -= 1
    backwards.append(walker.pointee)
} while walker != start
print(backwards)

var everyOther: [Double] = []
for pointer in stride(from: start, to: end, by: 2) { everyOther.append(pointer.pointee) }
var throughLast = 0.0
for pointer in stride(from: end - 1, through: start, by: -1) { throughLast += pointer.pointee }
print(everyOther, throughLast)
var product = 1.0
for pointer in start..<end { product *= pointer.pointee }
print(product, (start...third).map { $0.pointee })

start.deinitialize(count: count)
start.deallocate()

// expect: [0.5, 1.0, 1.5, 2.0, 2.5]
// expect: 1.5 2.0 1.0
// expect: 5 2 -2 true
// expect: true true true true true false
// expect: 2.5 1.0
// expect: 2 third again first
// expect: [2.5, 2.0, 1.5, 1.0, 0.5]
// expect: [0.5, 1.5, 2.5] 7.5
// expect: 3.75 [0.5, 1.0, 1.5]
