// Compiler test style: retroactive conformance of stdlib types to your own protocols
protocol Measurable {
  var measure: Int { get }
}

extension String: Measurable { var measure: Int { count } }
extension Int: Measurable { var measure: Int { self < 0 ? -self : self } }
extension Bool: Measurable { var measure: Int { self ? 1 : 0 } }
extension Double: Measurable { var measure: Int { Int(self + 0.5) } }
extension Character: Measurable { var measure: Int { 1 } }
extension Set: Measurable { var measure: Int { count } }

func biggest(_ xs: [any Measurable]) -> any Measurable {
  return xs.max { $0.measure < $1.measure }!
}

let mixed: [any Measurable] = ["hello", -12, true, 2.6, Character("x"), Set([1, 2, 3])]
for m in mixed { print(type(of: m), m.measure) }
print(biggest(mixed))

func total<S: Sequence>(_ s: S) -> Int where S.Element: Measurable {
  return s.reduce(0) { $0 + $1.measure }
}
print(total(["ab", "cde"]))
print(total([-1, -2, 3]))
print(total("swift"))

protocol Toggleable {
  mutating func toggle()
}
extension Bool: Toggleable {}
extension Int: Toggleable {
  mutating func toggle() { self = -self }
}
func flipAll<T: Toggleable>(_ xs: inout [T]) { for i in xs.indices { xs[i].toggle() } }
var flags = [true, false, true]
flipAll(&flags)
print(flags)
var nums = [1, -2, 3]
flipAll(&nums)
print(nums)

protocol Shouting {
  func shout() -> String
}
extension Shouting where Self: CustomStringConvertible {
  func shout() -> String { return description.uppercased() + "!" }
}
extension Substring: Shouting {}
extension String: Shouting {}
extension Int: Shouting {}
print("hey".shout())
print("hello world".split(separator: " ")[1].shout())
print(7.shout())

protocol Doubling { func doubled() -> Self }
extension Array: Doubling { func doubled() -> [Element] { self + self } }
extension String: Doubling { func doubled() -> String { self + self } }
func quad<T: Doubling>(_ x: T) -> T { x.doubled().doubled() }
print(quad([1]))
print(quad("ab"))
print(quad(["x", "y"]).count)

extension Measurable {
  var isBig: Bool { measure > 5 }
}
print("short".isBig, "longer one".isBig, 100.isBig, false.isBig)
let ms: [any Measurable] = [3, "abcdefg"]
print(ms.map { $0.isBig })

// expect: String 5
// expect: Int 12
// expect: Bool 1
// expect: Double 3
// expect: Character 1
// expect: Set<Int> 3
// expect: -12
// expect: 5
// expect: 6
// expect: 5
// expect: [false, true, false]
// expect: [-1, 2, -3]
// expect: HEY!
// expect: WORLD!
// expect: 7!
// expect: [1, 1, 1, 1]
// expect: abababab
// expect: 8
// expect: false true true false
// expect: [false, true]
