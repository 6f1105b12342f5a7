// Swift book style: property wrapper projected values accessed with $
@propertyWrapper
struct SmallNumber {
    private var number: Int
    private(set) var projectedValue: Bool
    var wrappedValue: Int {
        get { return number }
        set {
            if newValue > 12 {
                number = 12
                projectedValue = true
            } else {
                number = newValue
                projectedValue = false
            }
        }
    }
    init() { self.number = 0; self.projectedValue = false }
}

struct SomeStructure {
    @SmallNumber var someNumber: Int
}
var someStructure = SomeStructure()
someStructure.someNumber = 4
print(someStructure.$someNumber)
someStructure.someNumber = 55
print(someStructure.$someNumber)
print(someStructure.someNumber)

enum Size { case small, large }
struct SizedRectangle {
    @SmallNumber var height: Int
    @SmallNumber var width: Int
    mutating func resize(to size: Size) -> Bool {
        switch size {
        case .small: height = 10; width = 20
        case .large: height = 100; width = 100
        }
        return $height || $width
    }
}
var r = SizedRectangle()
print(r.resize(to: .small), r.height, r.width)
print(r.resize(to: .large), r.height, r.width)

@propertyWrapper
struct History<T> {
    private var values: [T]
    init(wrappedValue: T) { values = [wrappedValue] }
    var wrappedValue: T {
        get { values.last! }
        set { values.append(newValue) }
    }
    var projectedValue: [T] { values }
}
struct Doc {
    @History var title: String = "draft"
}
var d = Doc()
d.title = "v1"
d.title = "final"
print(d.title, d.$title, d.$title.count)
// expect: false
// expect: true
// expect: 12
// expect: true 10 12
// expect: true 12 12
// expect: final ["draft", "v1", "final"] 3
