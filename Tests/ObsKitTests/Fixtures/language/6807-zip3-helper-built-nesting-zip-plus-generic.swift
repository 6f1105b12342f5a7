// Advanced Swift style (zipping three): a zip3 helper built by nesting zip, plus a generic Zip3Sequence
func zip3<A: Sequence, B: Sequence, C: Sequence>(_ a: A, _ b: B, _ c: C) -> [(A.Element, B.Element, C.Element)] {
    zip(a, zip(b, c)).map { ($0, $1.0, $1.1) }
}

struct Zip3Sequence<A: Sequence, B: Sequence, C: Sequence>: Sequence {
    let a: A, b: B, c: C

    struct Iterator: IteratorProtocol {
        var a: A.Iterator, b: B.Iterator, c: C.Iterator
        mutating func next() -> (A.Element, B.Element, C.Element)? {
            guard let x = a.next(), let y = b.next(), let z = c.next() else { return nil }
            return (x, y, z)
        }
    }

    func makeIterator() -> Iterator {
        Iterator(a: a.makeIterator(), b: b.makeIterator(), c: c.makeIterator())
    }
}

extension Sequence {
    func zipped<B: Sequence, C: Sequence>(with b: B, _ c: C) -> Zip3Sequence<Self, B, C> {
        Zip3Sequence(a: self, b: b, c: c)
    }
}

let names = ["Ana", "Ben", "Cy", "Dee"]
let ages = [31, 25, 40]
let cities = ["Oslo", "Lima", "Pune", "Rome"]

for (name, age, city) in zip3(names, ages, cities) {
    print("\(name) (\(age)) lives in \(city)")
}

let nested = zip(names, zip(ages, cities))
print(nested.map { "\($0)-\($1.1)" })

let xs = [1, 2, 3, 4]
let ys = [10, 20, 30, 40]
let zs = [100, 200, 300, 400]
print(xs.zipped(with: ys, zs).map { $0 + $1 + $2 })
print(Array(zip3(1..., "abc", [true, false, true])).map { "\($0)\($1)\($2 ? "!" : "?")" })

let dot = xs.zipped(with: ys, zs).reduce(0) { $0 + $1.0 * $1.1 - $1.2 }
print("weighted:", dot)
let sortedKeys = ["b": 2, "a": 1, "c": 3].keys.sorted()
for (i, key, label) in zip3(sortedKeys.indices, sortedKeys, ["first", "second", "third"]) {
    print(i, key, label)
}

// expect: Ana (31) lives in Oslo
// expect: Ben (25) lives in Lima
// expect: Cy (40) lives in Pune
// expect: ["Ana-Oslo", "Ben-Lima", "Cy-Pune"]
// expect: [111, 222, 333, 444]
// expect: ["1a!", "2b?", "3c!"]
// expect: weighted: -700
// expect: 0 a first
// expect: 1 b second
// expect: 2 c third
