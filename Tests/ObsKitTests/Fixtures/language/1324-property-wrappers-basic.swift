// Properties: property wrappers with init(wrappedValue:), default values, several wrapped properties, the underscored storage.
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingSpaces() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
extension String {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
@propertyWrapper
struct AtMostTwelve {
    private var number = 0
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, 12) }
    }
}
struct SmallRectangle {
    @AtMostTwelve var height: Int
    @AtMostTwelve var width: Int
}
var rectangle = SmallRectangle()
print(rectangle.height)
rectangle.height = 10
print(rectangle.height)
rectangle.height = 24
print(rectangle.height)
struct SignupForm {
    @Trimmed var username: String = "  guest  "
    @Trimmed var city: String
}
var form = SignupForm(city: "  Lisbon ")
print("[\(form.username)] [\(form.city)]")
form.username = "   ana_b   "
print("[\(form.username)]", form.username.count)
final class Profile {
    @Trimmed var bio = ""
    func describe() -> String { "bio: \(bio.isEmpty ? "(empty)" : bio) / storage type: \(type(of: _bio))" }
}
let profile = Profile()
print(profile.describe())
profile.bio = "  Loves Swift  "
print(profile.describe())

// expect: 0
// expect: 10
// expect: 12
// expect: [guest] [Lisbon]
// expect: [ana_b] 5
// expect: bio: (empty) / storage type: Trimmed
// expect: bio: Loves Swift / storage type: Trimmed
