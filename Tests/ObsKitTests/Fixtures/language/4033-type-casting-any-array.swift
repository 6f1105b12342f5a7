// Swift book style: Type Casting: an [Any] array inspected with switch and case let x as T patterns
class Movie {
    var name: String
    var director: String
    init(name: String, director: String) {
        self.name = name
        self.director = director
    }
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
things.append(true)
things.append([1, 2, 3])

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
    case let flag as Bool:
        print("a boolean \(flag)")
    default:
        print("something else")
    }
}

let optionalNumber: Int? = 3
things.append(optionalNumber as Any)
print("count: \(things.count)")
if let last = things.last as? Int {
    print("last unwrapped: \(last)")
}
let ints = things.compactMap { $0 as? Int }
print("ints: \(ints)")
let strings = things.filter { $0 is String }.count
print("string count: \(strings)")
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a movie called Ghostbusters, dir. Ivan Reitman
// expect: Hello, Michael
// expect: a boolean true
// expect: something else
// expect: count: 11
// expect: last unwrapped: 3
// expect: ints: [0, 42, 3]
// expect: string count: 1
