// Swift book style (Properties): property wrappers with initial values and projected values
@propertyWrapper
struct Clamped {
    private var value = 0
    private(set) var projectedValue = false
    let limit: Int
    var wrappedValue: Int {
        get { value }
        set {
            if newValue > limit {
                value = limit
                projectedValue = true
            } else {
                value = newValue
                projectedValue = false
            }
        }
    }
    init(wrappedValue: Int, limit: Int = 10) {
        self.limit = limit
        self.wrappedValue = wrappedValue
    }
}

struct Volume {
    @Clamped var music: Int = 3
    @Clamped(limit: 5) var alarm: Int = 1
}

var v = Volume()
print(v.music, v.alarm)
v.music = 8
print(v.music, v.$music)
v.music = 25
print(v.music, v.$music)
v.alarm = 7
print(v.alarm, v.$alarm)

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = String(newValue.drop(while: { $0 == " " })) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct Form {
    @Trimmed var name: String
}
var form = Form(name: "   Ada")
print("[\(form.name)]")
form.name = "  Grace"
print("[\(form.name)]")

// expect: 3 1
// expect: 8 false
// expect: 10 true
// expect: 5 true
// expect: [Ada]
// expect: [Grace]
