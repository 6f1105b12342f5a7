// A property wrapper with arguments besides the wrapped value (`@Clamped(maximum: 5)`,
// `@Clamped(wrappedValue: 2, maximum: 5)`), and a memberwise init that asks for none of them.
// Expected output from swiftc 6.3.1 on Linux.
@propertyWrapper
struct Clamped {
    private var value: Int
    let maximum: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), maximum) }
    }
    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        value = min(max(wrappedValue, 0), maximum)
    }
}
struct Review {
    @Clamped(maximum: 5) var stars: Int = 3
    @Clamped(wrappedValue: 2, maximum: 10) var helpful: Int
    var limits: String { "stars up to \(_stars.maximum), helpful up to \(_helpful.maximum)" }
}
var review = Review()
print(review.stars, review.helpful)
review.stars = 9
review.helpful -= 5
print(review.stars, review.helpful, review.limits)

// expect: 3 2
// expect: 5 0 stars up to 5, helpful up to 10
