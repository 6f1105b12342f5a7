// Swift Evolution style (SE-0252 key path member lookup): lenses, references and change tracking
struct Settings {
    var volume: Int
    var theme: String
    var notifications: Bool
}

// A wrapper that forwards member access to the wrapped value, type-checked via key paths
@dynamicMemberLookup
struct Tracked<Value> {
    private(set) var value: Value
    private(set) var changes: [String] = []

    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            changes.append("\(value[keyPath: keyPath]) -> \(newValue)")
            value[keyPath: keyPath] = newValue
        }
    }
}

var settings = Tracked(Settings(volume: 5, theme: "light", notifications: true))
print(settings.volume, settings.theme, settings.notifications)
settings.volume += 3
settings.theme = "dark"
settings.notifications.toggle()
print(settings.volume, settings.theme, settings.notifications)
print(settings.changes)

// A reference box: shared mutable access to a value type
@dynamicMemberLookup
final class Ref<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}

struct Point { var x: Int; var y: Int }
let shared = Ref(Point(x: 1, y: 2))
let alias = shared
alias.x = 10
print(shared.x, shared.y)

// Nested key paths and computed properties work through the wrapper
extension Point {
    var magnitudeSquared: Int { x * x + y * y }
}
print(shared.magnitudeSquared)

// A lens that maps member access into an array of values
@dynamicMemberLookup
struct Column<Row> {
    let rows: [Row]
    subscript<T>(dynamicMember keyPath: KeyPath<Row, T>) -> [T] {
        rows.map { $0[keyPath: keyPath] }
    }
}
let table = Column(rows: [Point(x: 1, y: 9), Point(x: 4, y: 2), Point(x: 7, y: 5)])
print(table.x)
print(table.y.max() ?? 0)
print(table.magnitudeSquared)

// expect: 5 light true
// expect: 8 dark false
// expect: ["5 -> 8", "light -> dark", "true -> false"]
// expect: 10 2
// expect: 104
// expect: [1, 4, 7]
// expect: 9
// expect: [82, 20, 74]
