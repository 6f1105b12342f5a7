// Library literal initializers and accessor coroutines: `Int(integerLiteral:)`, `Double(integerLiteral:)` and the other `ExpressibleBy...Literal` initializers called by name, as generic code over `RawValue: ExpressibleByIntegerLiteral` calls them; `_read` and `_modify` accessors whose `yield` gives the value or the place
struct Meters<RawValue: ExpressibleByIntegerLiteral & CustomStringConvertible> {
    var raw: RawValue
    init(_ literal: RawValue.IntegerLiteralType) { raw = RawValue(integerLiteral: literal) }
}
print(Meters<Int>(5).raw, Meters<Double>(5).raw)
print(Int(integerLiteral: 7), Double(floatLiteral: 0.25), String(stringLiteral: "s"), Bool(booleanLiteral: false), Character(extendedGraphemeClusterLiteral: "c"))

struct Ring {
    private var storage = [1, 2, 3]
    var count: Int { storage.count }
    subscript(position: Int) -> Int {
        _read { yield storage[position % storage.count] }
        _modify {
            print("modify", position)
            yield &storage[position % storage.count]
        }
    }
    var head: Int {
        get { storage[0] }
        _modify { yield &storage[0] }
    }
}
var ring = Ring()
ring[4] += 10
ring[0] = 9
ring.head *= 2
print(ring[0], ring[1], ring[2], ring[4], ring.head)

// expect: 5 5.0
// expect: 7 0.25 s false c
// expect: modify 4
// expect: modify 0
// expect: 18 12 3 12 18
