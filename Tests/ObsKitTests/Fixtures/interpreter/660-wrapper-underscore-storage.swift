// The synthesized `_name` storage is the wrapper instance itself, accessible inside the type.
func trim(_ s: String) -> String {
    var chars = Array(s)
    while chars.first == " " { chars.removeFirst() }
    while chars.last == " " { chars.removeLast() }
    return String(chars)
}
@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = trim(newValue) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var rawLength: Int { text.count }
}
struct Form {
    @Trimmed var username: String
    @Trimmed var email: String = "  none  "
    func summary() -> String {
        "[\(username)] (\(_username.rawLength)) [\(email)] (\(_email.rawLength))"
    }
    mutating func reset() {
        _username = Trimmed(wrappedValue: "guest   ")
    }
}
var form = Form(username: "   alice ")
print(form.summary())
form.username = "  bob"
print(form.summary())
form.reset()
print(form.summary())

// expect: [alice] (5) [none] (4)
// expect: [bob] (3) [none] (4)
// expect: [guest] (5) [none] (4)
