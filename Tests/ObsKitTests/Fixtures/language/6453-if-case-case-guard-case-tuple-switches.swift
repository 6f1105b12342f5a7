// Swift Apprentice style (pattern matching): if case, for case, guard case, tuple switches with ranges and where clauses, optional patterns
let coordinate = (x: 3, y: 0, z: -2)
switch coordinate {
case (0, 0, 0): print("origin")
case (_, 0, _): print("on the xz plane")
case let (x, y, _) where x == y: print("on the diagonal")
default: print("somewhere")
}
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (let x, 0): return "x-axis at \(x)"
    case (0, let y): return "y-axis at \(y)"
    case (-5...5, -5...5): return "near"
    case let (x, y) where x == -y: return "anti-diagonal"
    default: return "far"
    }
}
for p in [(0, 0), (4, 0), (0, -3), (2, 3), (10, -10), (20, 1)] { print(classify(p)) }

let groupSizes = [1, 5, 4, 6, 2, 1, 3]
for case 1 in groupSizes { print("Found an individual") }
let names: [String?] = ["Michelle", nil, "Brandon", "Christine", nil, "David"]
for case let name? in names where name.count > 6 { print(name) }
let scores: [Any] = [42, "seven", 3.5, -1, "x", true]
for case let n as Int in scores { print("int \(n)") }
var strings = 0
for item in scores {
    if case let s as String = item, s.count > 1 { strings += 1 }
}
print("long strings:", strings)

enum Pet { case dog(name: String, age: Int), cat(name: String), fish }
let pets: [Pet] = [.dog(name: "Rex", age: 3), .cat(name: "Tom"), .fish, .dog(name: "Old Yeller", age: 14)]
for pet in pets {
    if case .dog(let name, let age) = pet, age > 10 { print("\(name) is a senior dog") }
    else if case .cat(let name) = pet { print("cat named \(name)") }
}
func dogName(_ pet: Pet) -> String {
    guard case let .dog(name, _) = pet else { return "not a dog" }
    return name
}
print(pets.map(dogName))
let age: Int? = 24
if case .some(let a) = age, case 20..<30 = a { print("in their twenties") }
switch age {
case nil: print("unknown")
case let x? where x.isMultiple(of: 2): print("even age \(x)")
case .some: print("odd age")
}
func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...15).map(fizz).joined(separator: " "))
let pair = (word: "hello", count: 2)
if case ("hello", 1...) = pair { print("greeting repeated \(pair.count)") }

// expect: on the xz plane
// expect: origin
// expect: x-axis at 4
// expect: y-axis at -3
// expect: near
// expect: anti-diagonal
// expect: far
// expect: Found an individual
// expect: Found an individual
// expect: Michelle
// expect: Brandon
// expect: Christine
// expect: int 42
// expect: int -1
// expect: long strings: 1
// expect: cat named Tom
// expect: Old Yeller is a senior dog
// expect: ["Rex", "not a dog", "not a dog", "Old Yeller"]
// expect: in their twenties
// expect: even age 24
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: greeting repeated 2
