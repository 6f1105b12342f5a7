// Compiler test style: @dynamicCallable
// Checks dynamicallyCall(withArguments:) and
// dynamicallyCall(withKeywordArguments:), calls with zero arguments,
// keyword arguments with empty labels, KeyValuePairs ordering, and
// combining @dynamicCallable with @dynamicMemberLookup.

@dynamicCallable
struct Adder {
  var base: Int
  func dynamicallyCall(withArguments args: [Int]) -> Int {
    args.reduce(base, +)
  }
}
let add = Adder(base: 10)
print(add(1, 2, 3))
print(add())
print(add(-10))

@dynamicCallable
struct Describer {
  func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) -> String {
    args.map { $0.key.isEmpty ? "_=\($0.value)" : "\($0.key)=\($0.value)" }
      .joined(separator: " ")
  }
}
let d = Describer()
print(d(a: 1, b: 2))
print(d(1, x: 2, 3))
print(d(z: 26, a: 1))
print(d())

// Both forms: unlabeled calls use withArguments.
@dynamicCallable
struct Both {
  func dynamicallyCall(withArguments args: [String]) -> String {
    "args:" + args.joined(separator: ",")
  }
  func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, String>) -> String {
    "kw:" + args.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
  }
}
let both = Both()
print(both("a", "b"))
print(both(k: "v"))
print(both(k: "v", "w"))

// dynamicallyCall on a class that keeps state.
@dynamicCallable
final class Accumulator {
  var total = 0
  func dynamicallyCall(withArguments args: [Int]) -> Int {
    total += args.reduce(0, +)
    return total
  }
}
let acc = Accumulator()
print(acc(1, 2))
print(acc(3))
print(acc.total)

// Dynamic member lookup returning a callable.
@dynamicCallable
struct Method {
  let name: String
  func dynamicallyCall(withArguments args: [Any]) -> String {
    "\(name)(" + args.map { "\($0)" }.joined(separator: ", ") + ")"
  }
}
@dynamicMemberLookup
struct Object {
  subscript(dynamicMember name: String) -> Method { Method(name: name) }
}
let obj = Object()
print(obj.greet("world", 3))
print(obj.noop())

// Generic over ExpressibleByArrayLiteral argument type.
@dynamicCallable
struct Joiner {
  func dynamicallyCall(withArguments args: ContiguousArray<Double>) -> Double {
    args.reduce(1, *)
  }
}
print(Joiner()(1.5, 2, 4))

// Throwing dynamicallyCall.
struct TooMany: Error {}
@dynamicCallable
struct Limited {
  func dynamicallyCall(withArguments args: [Int]) throws -> Int {
    if args.count > 2 { throw TooMany() }
    return args.count
  }
}
let lim = Limited()
print((try? lim(1, 2)) as Any)
print((try? lim(1, 2, 3)) as Any)

// expect: 16
// expect: 10
// expect: 0
// expect: a=1 b=2
// expect: _=1 x=2 _=3
// expect: z=26 a=1
// expect:
// expect: args:a,b
// expect: kw:k=v
// expect: kw:k=v,=w
// expect: 3
// expect: 6
// expect: 6
// expect: greet(world, 3)
// expect: noop()
// expect: 12.0
// expect: Optional(2)
// expect: nil
