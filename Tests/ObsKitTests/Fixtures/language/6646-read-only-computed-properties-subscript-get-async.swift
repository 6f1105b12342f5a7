// Swift book style (async properties): read-only computed properties and a subscript with `get async` and `get async throws`
enum StoreError: Error {
    case missing(Int)
}

struct Warehouse {
    let shelves: [Int: String]

    var itemCount: Int {
        get async {
            shelves.count
        }
    }

    var firstItem: String {
        get async throws {
            guard let key = shelves.keys.min(), let item = shelves[key] else {
                throw StoreError.missing(0)
            }
            return item
        }
    }

    subscript(shelf: Int) -> String {
        get async throws {
            guard let item = shelves[shelf] else { throw StoreError.missing(shelf) }
            return item
        }
    }
}

protocol Gauge {
    var reading: Int { get async }
}

struct Thermometer: Gauge {
    let base: Int
    var reading: Int {
        get async { base + 2 }
    }
}

let house = Warehouse(shelves: [3: "nails", 1: "glue", 7: "tape"])
print("count:", await house.itemCount)
print("first:", try await house.firstItem)
for shelf in [7, 2] {
    do {
        print("shelf \(shelf):", try await house[shelf])
    } catch {
        print("shelf \(shelf) error:", error)
    }
}
let gauges: [any Gauge] = [Thermometer(base: 18), Thermometer(base: 21)]
var readings: [Int] = []
for gauge in gauges {
    readings.append(await gauge.reading)
}
print("readings:", readings)
do {
    _ = try await Warehouse(shelves: [:]).firstItem
} catch {
    print("empty:", error)
}

// expect: count: 3
// expect: first: glue
// expect: shelf 7: tape
// expect: shelf 2 error: missing(2)
// expect: readings: [20, 23]
// expect: empty: missing(0)
