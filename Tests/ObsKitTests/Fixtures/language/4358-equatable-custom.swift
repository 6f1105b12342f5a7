// Compiler test style: Equatable synthesis versus custom == and != dispatch through generics

struct Point: Equatable {
  var x: Int
  var y: Int
}

struct CaseInsensitive: Equatable {
  var text: String
  static func == (a: CaseInsensitive, b: CaseInsensitive) -> Bool {
    return a.text.lowercased() == b.text.lowercased()
  }
}

enum Token: Equatable {
  case number(Int)
  case word(String)
  case end
}

struct Approx: Equatable {
  var value: Int
  static func == (a: Approx, b: Approx) -> Bool {
    return abs(a.value - b.value) <= 1
  }
}

class Box<T: Equatable>: Equatable {
  var item: T
  init(_ item: T) { self.item = item }
  static func == (a: Box<T>, b: Box<T>) -> Bool {
    return a.item == b.item
  }
}

func allEqual<T: Equatable>(_ items: [T]) -> Bool {
  guard let first = items.first else { return true }
  for item in items where item != first {
    return false
  }
  return true
}

func countMatches<T: Equatable>(_ items: [T], _ target: T) -> Int {
  return items.filter { $0 == target }.count
}

print(Point(x: 1, y: 2) == Point(x: 1, y: 2))
print(Point(x: 1, y: 2) == Point(x: 2, y: 1))
print(Point(x: 1, y: 2) != Point(x: 2, y: 1))

print(CaseInsensitive(text: "Hello") == CaseInsensitive(text: "hELLO"))
print(CaseInsensitive(text: "Hello") != CaseInsensitive(text: "World"))

print(Token.number(3) == .number(3))
print(Token.number(3) == .number(4))
print(Token.word("a") == .word("a"))
print(Token.end == .end)
print(Token.end != .word("end"))

print(Approx(value: 5) == Approx(value: 6))
print(Approx(value: 5) == Approx(value: 7))
print(allEqual([Approx(value: 1), Approx(value: 2), Approx(value: 0)]))
print(allEqual([Approx(value: 1), Approx(value: 3)]))

print(Box(3) == Box(3))
print(Box("a") == Box("b"))
print(Box(Point(x: 0, y: 0)) == Box(Point(x: 0, y: 0)))

print(allEqual([1, 1, 1]))
print(allEqual(["a", "a", "b"]))
print(allEqual([Token]()))
print(countMatches([Token.end, .number(1), .end, .word("x")], .end))
print(countMatches([CaseInsensitive(text: "A"), CaseInsensitive(text: "a"), CaseInsensitive(text: "b")], CaseInsensitive(text: "A")))

let points = [Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 1, y: 1)]
print(points.contains(Point(x: 2, y: 2)))
print(points.firstIndex(of: Point(x: 1, y: 1))!)
print(points.lastIndex(of: Point(x: 1, y: 1))!)
print([1, 2, 3] == [1, 2, 3])
print([Point(x: 0, y: 0)] == [Point(x: 0, y: 1)])

let optP: Point? = Point(x: 5, y: 5)
print(optP == Point(x: 5, y: 5))
print(optP == nil)
let t1 = (1, "a", true)
let t2 = (1, "a", false)
print(t1 == t2)
print(t1 != t2)
print((1, 2) == (1, 2))

// expect: true
// expect: false
// expect: true
// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
// expect: false
// expect: true
// expect: false
// expect: true
// expect: true
// expect: false
// expect: true
// expect: 2
// expect: 2
// expect: true
// expect: 0
// expect: 2
// expect: true
// expect: false
// expect: true
// expect: false
// expect: false
// expect: true
// expect: true
