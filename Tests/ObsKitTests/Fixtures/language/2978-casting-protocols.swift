// Compiler test style: casting to protocol types with as? and is, AnyObject casts, and checked downcasts in generics
protocol HasArea { var area: Double { get } }

class Circle: HasArea {
    let radius: Double
    var area: Double { return 3.0 * radius * radius }
    init(radius: Double) { self.radius = radius }
}
class Country: HasArea {
    var area: Double
    init(area: Double) { self.area = area }
}
class Animal {
    var legs: Int
    init(legs: Int) { self.legs = legs }
}

let objects: [AnyObject] = [Circle(radius: 2.0), Country(area: 243_610), Animal(legs: 4)]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}
print(objects.filter { $0 is HasArea }.count)

func firstOf<T>(_ type: T.Type, in items: [Any]) -> T? {
    for item in items {
        if let match = item as? T { return match }
    }
    return nil
}
let mixed: [Any] = ["a", 2, Circle(radius: 1), 4.5, Animal(legs: 6)]
print(firstOf(Int.self, in: mixed) as Any)
print(firstOf(Double.self, in: mixed) as Any)
print(firstOf(HasArea.self, in: mixed)?.area as Any)
print(firstOf(Animal.self, in: mixed)?.legs as Any)
print(firstOf(Bool.self, in: mixed) as Any)

let value: Any = 5
if let n = value as? Int, !(value is String) { print("int", n + 1) }
let optionalAny: Any? = nil
print(optionalAny as? Int as Any)
let numbers: [Any] = [1, 2.5, 3]
print(numbers as? [Int] as Any, (numbers.first as! Int) * 10)
// expect: Area is 12.0
// expect: Area is 243610.0
// expect: Something that doesn't have an area
// expect: 2
// expect: Optional(2)
// expect: Optional(4.5)
// expect: Optional(3.0)
// expect: Optional(6)
// expect: nil
// expect: int 6
// expect: nil
// expect: nil 10
