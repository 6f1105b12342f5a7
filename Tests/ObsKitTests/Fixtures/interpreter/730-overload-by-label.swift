// Overloads told apart by argument labels: a view model scrolls by an offset or to a position, and one
// free function computes areas from different measurements. Expected output from swiftc 6.3.1 on Linux.
struct ScrollState {
    var offset = 0
    mutating func scroll(by delta: Int) { offset += delta }
    mutating func scroll(to position: Int) { offset = position }
    mutating func scroll(toTop: Bool) { if toTop { offset = 0 } }
}
var feed = ScrollState()
feed.scroll(by: 30)
feed.scroll(by: 12)
print(feed.offset)
feed.scroll(to: 5)
print(feed.offset)
feed.scroll(toTop: true)
print(feed.offset)

func area(side: Double) -> Double { side * side }
func area(width: Double, height: Double) -> Double { width * height }
func area(radius: Double) -> Double { 3.0 * radius * radius }
print(area(side: 3), area(width: 2, height: 5), area(radius: 1))

// expect: 42
// expect: 5
// expect: 0
// expect: 9.0 10.0 3.0
