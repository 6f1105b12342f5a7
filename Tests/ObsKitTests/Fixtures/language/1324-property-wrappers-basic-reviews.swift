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
struct AtMostFiveStars {
    private var stars = 0
    var wrappedValue: Int {
        get { stars }
        set { stars = min(newValue, 5) }
    }
}
struct RestaurantReview {
    @AtMostFiveStars var food: Int
    @AtMostFiveStars var service: Int
}
var review = RestaurantReview()
print(review.food)
review.food = 4
print(review.food)
review.food = 9
print(review.food)
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
// expect: 4
// expect: 5
// expect: [guest] [Lisbon]
// expect: [ana_b] 5
// expect: bio: (empty) / storage type: Trimmed
// expect: bio: Loves Swift / storage type: Trimmed
