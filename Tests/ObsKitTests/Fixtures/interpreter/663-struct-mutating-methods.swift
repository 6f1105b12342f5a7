// mutating methods modify self in place, including by assigning a whole new value to self.
struct Counter {
    var count = 0
    mutating func increment(by n: Int = 1) { count += n }
    mutating func reset() { self = Counter() }
    func incremented() -> Counter {
        var copy = self
        copy.increment()
        return copy
    }
}
var c = Counter()
c.increment()
c.increment(by: 5)
print(c.count)
let next = c.incremented()
print(c.count, next.count)
c.reset()
print(c.count)
struct Rect {
    var width: Int, height: Int
    mutating func scale(by f: Int) {
        width *= f
        height *= f
    }
}
var rects = [Rect(width: 1, height: 2), Rect(width: 3, height: 4)]
rects[1].scale(by: 10)
print(rects[0].width, rects[1].width, rects[1].height)

// expect: 6
// expect: 6 7
// expect: 0
// expect: 1 30 40
