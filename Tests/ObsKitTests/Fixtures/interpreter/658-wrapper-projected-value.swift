// A property wrapper exposing a projectedValue through `$name`.
@propertyWrapper
struct Tracked {
    private var value: String
    private(set) var changes = 0
    init(wrappedValue: String) { value = wrappedValue }
    var wrappedValue: String {
        get { value }
        set {
            value = newValue
            changes += 1
        }
    }
    var projectedValue: Int { changes }
}
struct Document {
    @Tracked var title = "Untitled"
}
var doc = Document()
print(doc.title, doc.$title)
doc.title = "Draft"
doc.title = "Final"
print(doc.title, doc.$title)
var copy = doc
copy.title = "Copy"
print(doc.$title, copy.$title)

// expect: Untitled 0
// expect: Final 2
// expect: 2 3
