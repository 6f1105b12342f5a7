// Swift book style (Type Casting): Any and AnyObject arrays with switch type patterns
class Movie {
    let name: String, director: String
    init(name: String, director: String) { self.name = name; self.director = director }
}
var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append(Movie(name: "Ghostbusters", director: "Ivan Reitman"))
things.append({ (name: String) -> String in "Hello, \(name)" })
let optionalNumber: Int? = 3
things.append(optionalNumber as Any)
things.append([1, 2])
for thing in things {
    switch thing {
    case 0 as Int:
        print("zero as an Int")
    case 0 as Double:
        print("zero as a Double")
    case let someInt as Int:
        print("an integer value of \(someInt)")
    case let someDouble as Double where someDouble > 0:
        print("a positive double value of \(someDouble)")
    case is Double:
        print("some other double value that I don't want to print")
    case let someString as String:
        print("a string value of \"\(someString)\"")
    case let (x, y) as (Double, Double):
        print("an (x, y) point at \(x), \(y)")
    case let movie as Movie:
        print("a movie called \(movie.name), dir. \(movie.director)")
    case let stringConverter as (String) -> String:
        print(stringConverter("Michael"))
    case let arr as [Int]:
        print("an array of \(arr.count) ints")
    default:
        print("something else")
    }
}
let objects: [AnyObject] = [Movie(name: "Alien", director: "Ridley Scott"), Movie(name: "Heat", director: "Michael Mann")]
for case let m as Movie in objects { print(m.name) }
print(objects[0] === objects[0], objects[0] === objects[1])
let anyInts: [Any] = [1, "2", 3, 4.0]
print(anyInts.compactMap { $0 as? Int })
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a movie called Ghostbusters, dir. Ivan Reitman
// expect: Hello, Michael
// expect: an integer value of 3
// expect: an array of 2 ints
// expect: Alien
// expect: Heat
// expect: true false
// expect: [1, 3]
