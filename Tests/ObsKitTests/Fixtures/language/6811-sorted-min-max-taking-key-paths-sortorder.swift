// objc.io style (key path sorting): sorted(by:) and min/max taking key paths, with a SortOrder enum
enum Order { case ascending, descending }

extension Sequence {
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, _ order: Order = .ascending) -> [Element] {
        sorted { a, b in
            switch order {
            case .ascending: return a[keyPath: keyPath] < b[keyPath: keyPath]
            case .descending: return a[keyPath: keyPath] > b[keyPath: keyPath]
            }
        }
    }

    func min<Value: Comparable>(by keyPath: KeyPath<Element, Value>) -> Element? {
        self.min { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }

    func max<Value: Comparable>(by keyPath: KeyPath<Element, Value>) -> Element? {
        self.max { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }

    func map<Value>(_ keyPath: KeyPath<Element, Value>, _ transform: (Value) -> String) -> [String] {
        map { transform($0[keyPath: keyPath]) }
    }
}

struct City {
    let name: String
    let population: Int
    let area: Double
    var density: Double { Double(population) / area }
}

let cities = [
    City(name: "Zurich", population: 421_000, area: 87.9),
    City(name: "Basel", population: 173_000, area: 23.9),
    City(name: "Bern", population: 134_000, area: 51.6),
    City(name: "Geneva", population: 203_000, area: 15.9),
]

print(cities.sorted(by: \.name).map(\.name))
print(cities.sorted(by: \.population, .descending).map(\.name))
print(cities.min(by: \.area)!.name, cities.max(by: \.density)!.name)
print(cities.map(\.density) { String(Int($0)) })
print(cities.sorted(by: \.name.count).map(\.name))

let words = Set(["kiwi", "fig", "banana", "plum"])
print(words.sorted(by: \.self))
print(words.sorted(by: \.count, .descending).first!)
print(words.min(by: \.count)!, words.max(by: \.self)!)
let pairs = ["x": 3, "y": 1, "z": 2]
print(pairs.sorted(by: \.value).map(\.key))
print((1...6).max(by: \.self)!, [(1, "b"), (2, "a")].min(by: \.1)!.0)

// expect: ["Basel", "Bern", "Geneva", "Zurich"]
// expect: ["Zurich", "Geneva", "Basel", "Bern"]
// expect: Geneva Geneva
// expect: ["4789", "7238", "2596", "12767"]
// expect: ["Bern", "Basel", "Zurich", "Geneva"]
// expect: ["banana", "fig", "kiwi", "plum"]
// expect: banana
// expect: fig plum
// expect: ["y", "z", "x"]
// expect: 6 2
