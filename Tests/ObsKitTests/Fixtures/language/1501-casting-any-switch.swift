// Type casting: a heterogeneous [Any] inspected with `switch` and `case let x as T` patterns, including tuples, closures and where clauses.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Point { var x = 0.0, y = 0.0 }

var bag: [Any] = []
bag.append(0)
bag.append(0.0)
bag.append(42)
bag.append(3.5)
bag.append("hello")
bag.append((3.0, 5.0))
bag.append(Point(x: 1, y: 2))
bag.append({ (name: String) -> String in "Hi, \(name)" })
bag.append([1, 2, 3])
bag.append(Optional<Int>.none as Any)

for thing in bag {
    switch thing {
    case 0 as Int:
        print("zero as an Int")
    case 0 as Double:
        print("zero as a Double")
    case let n as Int:
        print("an integer value of \(n)")
    case let d as Double where d > 0:
        print("a positive double value of \(d)")
    case let s as String:
        print("a string value of \"\(s)\"")
    case let (x, y) as (Double, Double):
        print("an (x, y) point at \(x), \(y)")
    case let p as Point:
        print("a Point at \(p.x), \(p.y)")
    case let greet as (String) -> String:
        print(greet("Ada"))
    case let list as [Int]:
        print("an array summing to \(list.reduce(0, +))")
    default:
        print("something else: \(thing)")
    }
}

// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.5
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a Point at 1.0, 2.0
// expect: Hi, Ada
// expect: an array summing to 6
// expect: something else: nil
