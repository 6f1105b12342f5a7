// App code style: a sensor-reading stream as a custom Sequence that counts how often next() runs, showing lazy vs eager map/filter/prefix
final class Meter {
    var pulls = 0
}

struct Readings: Sequence {
    let values: [Int]
    let meter: Meter

    struct Iterator: IteratorProtocol {
        var index = 0
        let values: [Int]
        let meter: Meter
        mutating func next() -> Int? {
            guard index < values.count else { return nil }
            meter.pulls += 1
            defer { index += 1 }
            return values[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(values: values, meter: meter) }
}

let meter = Meter()
let stream = Readings(values: [12, 40, 7, 55, 63, 8, 91, 30], meter: meter)

let eager = stream.map { $0 * 2 }.filter { $0 > 50 }
print("eager:", eager, "pulls:", meter.pulls)
meter.pulls = 0

let firstHigh = stream.lazy.map { $0 * 2 }.first { $0 > 50 }
print("lazy first:", firstHigh ?? -1, "pulls:", meter.pulls)
meter.pulls = 0

let lazyChain = stream.lazy.filter { $0 % 2 == 0 }.map { "\($0)°" }
print("built chain, pulls:", meter.pulls)
print(Array(lazyChain.prefix(2)), "pulls:", meter.pulls)
meter.pulls = 0

var seen: [Int] = []
for r in stream where r > 50 {
    seen.append(r)
    if seen.count == 2 { break }
}
print("loop:", seen, "pulls:", meter.pulls)
meter.pulls = 0
print(stream.prefix(while: { $0 < 50 }), "pulls:", meter.pulls)
meter.pulls = 0
print(stream.contains(7), "pulls:", meter.pulls)
meter.pulls = 0
print(stream.dropFirst(5).map { $0 }, stream.reduce(0, +), "pulls:", meter.pulls)
// expect: eager: [80, 110, 126, 182, 60] pulls: 8
// expect: lazy first: 80 pulls: 2
// expect: built chain, pulls: 0
// expect: ["12°", "40°"] pulls: 2
// expect: loop: [55, 63] pulls: 5
// expect: [12, 40, 7] pulls: 4
// expect: true pulls: 3
// expect: [8, 91, 30] 306 pulls: 16
