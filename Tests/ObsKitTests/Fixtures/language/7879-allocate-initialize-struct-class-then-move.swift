// WWDC style (allocate): initialize(to:) with a struct and a class, then move
struct Item { var name: String; var qty: Int }
final class Tracker {
    let label: String
    init(_ label: String) { self.label = label; print("init \(label)") }
    deinit { print("deinit \(label)") }
}

let p = UnsafeMutablePointer<Item>.allocate(capacity: 1)
p.initialize(to: Item(name: "bolt", qty: 3))
p.pointee.qty += 2
print(p.pointee.name, p.pointee.qty)
let moved = p.move()
print("moved", moved.name, moved.qty)
p.deallocate()

let t = UnsafeMutablePointer<Tracker>.allocate(capacity: 2)
t.initialize(to: Tracker("a"))
(t + 1).initialize(to: Tracker("b"))
print("labels", t[0].label, t[1].label)
t.deinitialize(count: 2)
print("after deinitialize")
t.deallocate()
// expect: bolt 5
// expect: moved bolt 5
// expect: init a
// expect: init b
// expect: labels a b
// expect: deinit a
// expect: deinit b
// expect: after deinitialize
