// Compiler test style: casting between existential types with as?, as! and is
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Loud { func shout() -> String }

struct Person: Named, Aged {
  var name: String
  var age: Int
}
struct Robot: Named, Loud {
  var name: String
  func shout() -> String { return name.uppercased() }
}
class Parrot: Named, Loud {
  var name: String { return "polly" }
  func shout() -> String { return "SQUAWK" }
}

let things: [any Named] = [Person(name: "al", age: 30), Robot(name: "r2"), Parrot()]
for t in things {
  var parts = [t.name]
  if let a = t as? any Aged { parts.append("age \(a.age)") }
  if let l = t as? any Loud { parts.append("shouts \(l.shout())") }
  if t is any Aged & Named { parts.append("aged+named") }
  print(parts.joined(separator: "; "))
}

let anyVals: [Any] = [1, "two", Person(name: "b", age: 5), Parrot(), 3.5]
for v in anyVals {
  if let n = v as? any Named {
    print("named:", n.name)
  } else if let i = v as? Int {
    print("int:", i)
  } else {
    print("other:", type(of: v))
  }
}
let comp: any Named & Loud = Robot(name: "bb")
print(comp.name, comp.shout())
let back = comp as! Robot
print(back.name)
let obj: AnyObject = Parrot()
print(obj is any Loud, (obj as? any Named)?.name ?? "nil")
// expect: al; age 30; aged+named
// expect: r2; shouts R2
// expect: polly; shouts SQUAWK
// expect: int: 1
// expect: other: String
// expect: named: b
// expect: named: polly
// expect: other: Double
// expect: bb BB
// expect: bb
// expect: true polly
