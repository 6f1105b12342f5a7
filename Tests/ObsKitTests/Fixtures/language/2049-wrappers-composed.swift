// Compiler test style: composing multiple property wrappers on a single property (outermost applied first)
var events: [String] = []

@propertyWrapper
struct Logged<Value> {
    private var value: Value
    let label: String
    init(wrappedValue: Value, _ label: String) {
        self.value = wrappedValue
        self.label = label
    }
    var wrappedValue: Value {
        get { value }
        set {
            events.append("\(label): set \(newValue)")
            value = newValue
        }
    }
}

@propertyWrapper
struct NonNegative {
    private var value: Int
    init(wrappedValue: Int) { value = max(0, wrappedValue) }
    var wrappedValue: Int {
        get { value }
        set { value = max(0, newValue) }
    }
}

@propertyWrapper
struct Trimmed {
    private var value: String
    init(wrappedValue: String) { value = Trimmed.trim(wrappedValue) }
    var wrappedValue: String {
        get { value }
        set { value = Trimmed.trim(newValue) }
    }
    static func trim(_ s: String) -> String {
        var chars = Substring(s)
        while chars.first == " " { chars = chars.dropFirst() }
        while chars.last == " " { chars = chars.dropLast() }
        return String(chars)
    }
}

struct Item {
    @Logged("stock") @NonNegative var stock: Int = 5
    @Logged("title") @Trimmed var title: String = "  widget  "
}

var item = Item()
print("[\(item.title)]", item.stock)
item.stock = -4
item.stock = 12
item.title = "   gadget pro "
print("[\(item.title)]", item.stock)
item.stock -= 20
print(item.stock)
for e in events { print(e) }

// expect: [widget] 5
// expect: [gadget pro] 12
// expect: 0
// expect: stock: set NonNegative(value: 0)
// expect: stock: set NonNegative(value: 12)
// expect: title: set Trimmed(value: "gadget pro")
// expect: stock: set NonNegative(value: 0)
