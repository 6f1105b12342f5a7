// A class-based property wrapper that logs every set; copies of the struct share the wrapper object.
@propertyWrapper
class Logged<Value> {
    private var value: Value
    let name: String
    init(wrappedValue: Value, name: String) {
        value = wrappedValue
        self.name = name
    }
    var wrappedValue: Value {
        get { value }
        set {
            print("\(name): \(value) -> \(newValue)")
            value = newValue
        }
    }
}
struct Settings {
    @Logged(name: "volume") var volume = 3
    @Logged(name: "theme") var theme = "light"
}
var settings = Settings()
settings.volume = 7
settings.theme = "dark"
let copy = settings
settings.volume += 1
print(copy.volume, settings.volume)

// expect: volume: 3 -> 7
// expect: theme: light -> dark
// expect: volume: 7 -> 8
// expect: 8 8
