// Compiler test style: heterogeneous [Any] arrays matched with switch cast patterns, tuples, closures and optionals
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
things.append(Optional<Int>.some(7) as Any)
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
    case let list as [Int]:
        print("an int array summing to \(list.reduce(0, +))")
    default:
        print("something else")
    }
}
let anyValues: [Any] = [1, "two", 3.0, 4]
let ints = anyValues.compactMap { $0 as? Int }
print(ints, anyValues.filter { $0 is String }.count)
let obj: AnyObject = Movie(name: "Up", director: "Docter")
print((obj as? Movie)?.name ?? "not a movie")
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a movie called Ghostbusters, dir. Ivan Reitman
// expect: Hello, Michael
// expect: an integer value of 7
// expect: an int array summing to 6
// expect: [1, 4] 1
// expect: Up
