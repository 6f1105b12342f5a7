// Labelled tuples keep their labels through assignment, returns and a type alias; a declared unlabeled
// type drops them. Expected output from swiftc 6.3.1 on Linux.
typealias Range2 = (low: Int, high: Int)
func bounds(_ values: [Int]) -> (min: Int, max: Int) { (values.min()!, values.max()!) }
var window = (width: 300, height: 200)
window = (window.height, window.width)
print(window, window.width)
let b = bounds([4, 9, 1])
print(b, b.max - b.min)
let r: Range2 = (2, 8)
print(r, r.high)
let plain: (Int, Int) = window
print(plain)

// expect: (width: 200, height: 300) 200
// expect: (min: 1, max: 9) 8
// expect: (low: 2, high: 8) 8
// expect: (200, 300)
