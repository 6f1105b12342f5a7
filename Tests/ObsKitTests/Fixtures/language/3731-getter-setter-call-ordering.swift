// Compiler test style: getter/setter call ordering for compound assignment through computed chains
struct Inner {
    var raw = 1
    var value: Int {
        get { print("  Inner.get"); return raw }
        set { print("  Inner.set \(newValue)"); raw = newValue }
    }
}
struct Outer {
    var storage = Inner()
    var inner: Inner {
        get { print("  Outer.inner.get"); return storage }
        set { print("  Outer.inner.set raw=\(newValue.raw)"); storage = newValue }
    }
}

var o = Outer()
print("compound:")
o.inner.value += 10
print("assign:")
o.inner.value = 3
print("read:")
print(o.inner.value)

var counter = 0
func nextIndex() -> Int { counter += 1; print("  nextIndex -> \(counter - 1)"); return counter - 1 }
var arr = [10, 20, 30]
print("subscript index evaluated once:")
arr[nextIndex()] += 5
arr[nextIndex()] *= 2
print(arr, counter)

func fallback() -> [Int] { print("  fallback evaluated"); return [] }
var d: [String: [Int]] = ["a": [1]]
print("default autoclosure:")
d["a", default: fallback()].append(2)
d["b", default: fallback()].append(3)
print(d.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
// expect: compound:
// expect:   Outer.inner.get
// expect:   Inner.get
// expect:   Inner.set 11
// expect:   Outer.inner.set raw=11
// expect: assign:
// expect:   Outer.inner.get
// expect:   Inner.set 3
// expect:   Outer.inner.set raw=3
// expect: read:
// expect:   Outer.inner.get
// expect:   Inner.get
// expect: 3
// expect: subscript index evaluated once:
// expect:   nextIndex -> 0
// expect:   nextIndex -> 1
// expect: [15, 40, 30] 2
// expect: default autoclosure:
// expect:   fallback evaluated
// expect: ["a[1, 2]", "b[3]"]
