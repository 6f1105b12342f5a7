// Swapping through pointers: a function taking two UnsafeMutablePointers, given pointers from
// withUnsafeMutablePointer(to: &x) (nested), and from an allocated buffer; the variables get the
// cells' final values when the closures return. Expected output from swiftc on this machine.

func swapValues<T>(_ a: UnsafeMutablePointer<T>, _ b: UnsafeMutablePointer<T>) {
    let temporary = a.pointee
    a.pointee = b.pointee
    b.pointee = temporary
}

var left = 1
var right = 2
withUnsafeMutablePointer(to: &left) { leftPointer in
    withUnsafeMutablePointer(to: &right) { rightPointer in
        swapValues(leftPointer, rightPointer)
        print("inside", leftPointer.pointee, rightPointer.pointee)
    }
}
print("after", left, right)

var word = "hello"
var other = "world"
withUnsafeMutablePointer(to: &word) { a in
    withUnsafeMutablePointer(to: &other) { b in swapValues(a, b) }
}
print(word, other)

let cells = UnsafeMutablePointer<Int>.allocate(capacity: 4)
cells.initialize(from: [4, 3, 2, 1], count: 4)
for i in 0..<2 { swapValues(cells + i, cells + 3 - i) }
print((0..<4).map { cells[$0] })
cells.deinitialize(count: 4)
cells.deallocate()

var total = 10
let doubled = withUnsafeMutablePointer(to: &total) { pointer -> Int in
    pointer.pointee += 5
    return pointer.pointee * 2
}
print(total, doubled)

// expect: inside 2 1
// expect: after 2 1
// expect: world hello
// expect: [1, 2, 3, 4]
// expect: 15 30
