// Compiler test style: lazy sequence evaluation order and closure call counts
struct Counted: Sequence {
    let n: Int
    func makeIterator() -> AnyIterator<Int> {
        var i = 0
        return AnyIterator {
            guard i < self.n else { return nil }
            i += 1
            print("  yield \(i)")
            return i
        }
    }
}

var mapCalls = 0
var filterCalls = 0

print("eager:")
let eager = Counted(n: 4).map { x -> Int in mapCalls += 1; return x * 10 }
print(eager, mapCalls)

print("lazy build:")
mapCalls = 0
let lz = Counted(n: 4).lazy.map { x -> Int in
    mapCalls += 1
    print("  map \(x)")
    return x * 10
}.filter { x -> Bool in
    filterCalls += 1
    print("  filter \(x)")
    return x != 20
}
print("built, calls:", mapCalls, filterCalls)

print("first:")
print(lz.first(where: { _ in true })!)
print("calls:", mapCalls, filterCalls)

print("prefix(2):")
for v in lz.prefix(2) {
    print("got", v)
}

print("array:")
let arr = Array(lz)
print(arr)
print("calls:", mapCalls, filterCalls)

let collectionLazy = [3, 1, 2].lazy.map { x -> Int in
    print("  square \(x)")
    return x * x
}
print("count:", collectionLazy.count)
print("index 1:", collectionLazy[1])
print("last:", collectionLazy.last!)

var compacts = 0
let cm = ["1", "x", "3", "", "5"].lazy.compactMap { s -> Int? in
    compacts += 1
    return Int(s)
}
print(Array(cm.prefix(2)), compacts)

let flat = [[1, 2], [], [3]].lazy.flatMap { $0 }.map { $0 + 100 }
print(Array(flat))

let dropped = Counted(n: 5).lazy.drop(while: { $0 < 3 })
print("drop while:")
print(Array(dropped))

let zipped = zip(Counted(n: 3), [7, 8])
print("zip:")
for (a, b) in zipped { print(a, b) }

// expect: eager:
// expect:   yield 1
// expect:   yield 2
// expect:   yield 3
// expect:   yield 4
// expect: [10, 20, 30, 40] 4
// expect: lazy build:
// expect: built, calls: 0 0
// expect: first:
// expect:   yield 1
// expect:   map 1
// expect:   filter 10
// expect: 10
// expect: calls: 1 1
// expect: prefix(2):
// expect:   yield 1
// expect:   map 1
// expect:   filter 10
// expect: got 10
// expect:   yield 2
// expect:   map 2
// expect:   filter 20
// expect:   yield 3
// expect:   map 3
// expect:   filter 30
// expect: got 30
// expect: array:
// expect:   yield 1
// expect:   map 1
// expect:   filter 10
// expect:   yield 2
// expect:   map 2
// expect:   filter 20
// expect:   yield 3
// expect:   map 3
// expect:   filter 30
// expect:   yield 4
// expect:   map 4
// expect:   filter 40
// expect: [10, 30, 40]
// expect: calls: 8 8
// expect: count: 3
// expect:   square 1
// expect: index 1: 1
// expect:   square 2
// expect: last: 4
// expect: [1, 3] 10
// expect: [101, 102, 103]
// expect: drop while:
// expect:   yield 1
// expect:   yield 2
// expect:   yield 3
// expect:   yield 4
// expect:   yield 5
// expect: [3, 4, 5]
// expect: zip:
// expect:   yield 1
// expect: 1 7
// expect:   yield 2
// expect: 2 8
// expect:   yield 3
