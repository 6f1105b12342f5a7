// Sundell style (reference writable key paths): mutating class instances through key paths
final class Counter {
    var value = 0
    var label = "counter"
}

final class Box {
    let inner = Counter()
}

func bump<Root>(_ root: Root, _ path: ReferenceWritableKeyPath<Root, Int>, by n: Int) {
    root[keyPath: path] += n
}

let c = Counter()
bump(c, \.value, by: 3)
bump(c, \.value, by: 4)
print(c.value)

let box = Box()
let deep = \Box.inner.value
box[keyPath: deep] = 10
bump(box, deep, by: 5)
print(box.inner.value)

let labelPath: ReferenceWritableKeyPath<Counter, String> = \.label
c[keyPath: labelPath] = "clicks"
print(c.label)

let wk: WritableKeyPath<Counter, Int> = \Counter.value
var ref = c
ref[keyPath: wk] = 100
print(c.value)
print(deep is ReferenceWritableKeyPath<Box, Int>)
let counters = [Counter(), Counter()]
for (i, k) in counters.enumerated() { k[keyPath: \.value] = i * 7 }
print(counters.map(\.value))
// expect: 7
// expect: 15
// expect: clicks
// expect: 100
// expect: true
// expect: [0, 7]
