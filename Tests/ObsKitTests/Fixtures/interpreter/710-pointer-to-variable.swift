// withUnsafePointer(to:) on a value and on a variable, and withUnsafeMutablePointer(to:) on a struct
// variable and on a struct's field (`&point.x`): the pointee is the variable's value, a change through a
// mutable pointer goes back to the variable when the closure returns, and the closure's result is the
// call's. Expected output from swiftc on this machine.

struct Point {
    var x: Int
    var y: Int
    mutating func moveBy(_ dx: Int) { x += dx }
}

var point = Point(x: 1, y: 2)
let sum = withUnsafePointer(to: point) { $0.pointee.x + $0.pointee.y }
print(sum)
withUnsafeMutablePointer(to: &point.x) { $0.pointee = 40 }
print(point.x, point.y)
withUnsafeMutablePointer(to: &point) { pointer in
    pointer.pointee.y *= 10
    pointer.pointee.moveBy(2)
    print("inside", pointer.pointee.x, pointer.pointee.y)
}
print(point.x, point.y)

var list = [1, 2, 3]
withUnsafeMutablePointer(to: &list) { pointer in
    pointer.pointee.append(4)
    pointer.pointee[0] = 100
}
print(list)

let constant = 42
print(withUnsafePointer(to: constant) { $0.pointee + 1 })
var counter = 7
print(withUnsafePointer(to: &counter) { pointer in pointer.pointee * 3 })

func bump(_ pointer: UnsafeMutablePointer<Int>, by amount: Int) {
    pointer.pointee += amount
}
var score = 0
for amount in [5, 10, 20] {
    withUnsafeMutablePointer(to: &score) { bump($0, by: amount) }
}
print(score)

enum Failure: Error { case tooBig }
var guarded = 1
do {
    try withUnsafeMutablePointer(to: &guarded) { pointer in
        pointer.pointee = 99
        throw Failure.tooBig
    }
} catch {
    print("caught", error, guarded)
}

// expect: 3
// expect: 40 2
// expect: inside 42 20
// expect: 42 20
// expect: [100, 2, 3, 4]
// expect: 43
// expect: 21
// expect: 35
// expect: caught tooBig 99
