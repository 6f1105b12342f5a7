// Tutorial style (100 Days of Swift, structs vs classes): value copies, shared references and mutation
struct PointValue {
    var x = 0, y = 0
    mutating func moveRight(by dx: Int) { x += dx }
}

final class PointRef {
    var x = 0, y = 0
    func moveRight(by dx: Int) { x += dx }
}

var a = PointValue()
var b = a
b.moveRight(by: 5)
print("struct: a.x=\(a.x) b.x=\(b.x)")

let c = PointRef()
let d = c
d.moveRight(by: 5)
print("class: c.x=\(c.x) d.x=\(d.x)")
print("same instance: \(c === d)")
print("different instance: \(c === PointRef())")

struct Playlist {
    var title: String
    var songs: [String]
}
var original = Playlist(title: "Road Trip", songs: ["One", "Two"])
var remix = original
remix.title += " (Remix)"
remix.songs.append("Three")
print(original.title, original.songs.count)
print(remix.title, remix.songs.count)

final class Counter { var value = 0 }
struct Tally {
    var label: String
    let counter: Counter
}
let shared = Counter()
let t1 = Tally(label: "first", counter: shared)
var t2 = t1
t2.label = "second"
t2.counter.value += 10
print("\(t1.label) sees \(t1.counter.value), \(t2.label) sees \(t2.counter.value)")

func reset(_ p: inout PointValue) { p = PointValue() }
reset(&b)
print("after reset b.x=\(b.x)")
func nudge(_ p: PointRef) { p.x += 1 }
nudge(c)
print("after nudge c.x=\(c.x)")

var grid = [PointValue](repeating: PointValue(), count: 3)
grid[1].moveRight(by: 2)
print(grid.map(\.x))
let refs = [PointRef](repeating: PointRef(), count: 3)
refs[1].moveRight(by: 2)
print(refs.map(\.x))
a.y = 9
print("a=(\(a.x), \(a.y))")

// expect: struct: a.x=0 b.x=5
// expect: class: c.x=5 d.x=5
// expect: same instance: true
// expect: different instance: false
// expect: Road Trip 2
// expect: Road Trip (Remix) 3
// expect: first sees 10, second sees 10
// expect: after reset b.x=0
// expect: after nudge c.x=6
// expect: [0, 2, 0]
// expect: [2, 2, 2]
// expect: a=(0, 9)
