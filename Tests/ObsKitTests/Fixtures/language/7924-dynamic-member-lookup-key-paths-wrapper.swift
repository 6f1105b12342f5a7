// Sundell style (dynamic member lookup with key paths): a wrapper forwarding to its wrapped value
import Foundation

struct Point {
    var x: Double
    var y: Double
    var length: Double { (x * x + y * y).squareRoot() }
}

@dynamicMemberLookup
struct Tracked<Value> {
    private(set) var value: Value
    private(set) var changes = 0

    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            value[keyPath: keyPath] = newValue
            changes += 1
        }
    }
}

var p = Tracked(Point(x: 3, y: 4))
print(p.x, p.y, p.length)
p.x = 6
p.y = 8
print(p.length)
p.x += 1
print(p.x, p.changes)

var s = Tracked("hello")
print(s.count, s.isEmpty)
print(s.changes)
var arr = Tracked([1, 2, 3])
print(arr.count, arr.first ?? 0)
// expect: 3.0 4.0 5.0
// expect: 10.0
// expect: 7.0 3
// expect: 5 false
// expect: 0
// expect: 3 1
