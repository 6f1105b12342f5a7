// Tutorial style (Swift in Sixty Seconds, lazy and static properties): deferred setup and type-level state
struct Report {
    let rows: [Int]
    lazy var summary: String = {
        print("  computing summary...")
        let total = rows.reduce(0, +)
        return "\(rows.count) rows, total \(total)"
    }()
}

var report = Report(rows: [4, 8, 15, 16])
print("report created")
print(report.summary)
print(report.summary)

final class ImageCache {
    static let shared = ImageCache()
    static var instancesMade = 0
    static let maxItems = 3
    private var items: [String] = []

    private init() {
        ImageCache.instancesMade += 1
        print("  cache initialized")
    }

    func store(_ name: String) {
        items.append(name)
        if items.count > Self.maxItems { items.removeFirst() }
    }
    var contents: [String] { items }
}

print("before first use, made: \(ImageCache.instancesMade)")
ImageCache.shared.store("a.png")
ImageCache.shared.store("b.png")
for name in ["c.png", "d.png", "e.png"] { ImageCache.shared.store(name) }
print(ImageCache.shared.contents)
print("instances made: \(ImageCache.instancesMade)")

struct Temperature {
    static let freezing = Temperature(celsius: 0)
    static func fromFahrenheit(_ f: Double) -> Temperature { Temperature(celsius: (f - 32) * 5 / 9) }
    static var conversions = 0
    var celsius: Double
    var fahrenheit: Double {
        Temperature.conversions += 1
        return celsius * 9 / 5 + 32
    }
}
print(Temperature.freezing.fahrenheit)
print(Temperature.fromFahrenheit(212).celsius)
print(Temperature(celsius: 37).fahrenheit)
print("conversions: \(Temperature.conversions)")

class Vehicle {
    class var wheels: Int { 4 }
    static func describe() -> String { "\(self) has \(wheels) wheels" }
}
final class Bike: Vehicle {
    override class var wheels: Int { 2 }
}
print(Vehicle.describe())
print(Bike.describe())

// expect: report created
// expect:   computing summary...
// expect: 4 rows, total 43
// expect: 4 rows, total 43
// expect: before first use, made: 0
// expect:   cache initialized
// expect: ["c.png", "d.png", "e.png"]
// expect: instances made: 1
// expect: 32.0
// expect: 100.0
// expect: 98.6
// expect: conversions: 2
// expect: Vehicle has 4 wheels
// expect: Bike has 2 wheels
