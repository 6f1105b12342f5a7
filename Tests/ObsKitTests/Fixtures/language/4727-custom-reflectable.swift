// Compiler test style: CustomReflectable custom mirrors
// Checks Mirror(_:children:displayStyle:) and Mirror(_:unlabeledChildren:),
// how custom mirrors change dump and default printing of enclosing values,
// and the ancestorRepresentation options.

struct Secret: CustomReflectable {
  var user: String
  var password: String
  var customMirror: Mirror {
    Mirror(self, children: ["user": user, "password": "***"])
  }
}

let s = Secret(user: "amy", password: "hunter2")
dump(s)
let sm = Mirror(reflecting: s)
print(sm.children.count)
for c in sm.children {
  print(c.label ?? "-", c.value)
}
print(sm.subjectType)

// Unlabeled children with a collection display style.
struct Bits: CustomReflectable {
  var value: UInt8
  var customMirror: Mirror {
    var bits: [Int] = []
    for i in 0..<4 {
      bits.append(Int((value >> UInt8(i)) & 1))
    }
    return Mirror(self, unlabeledChildren: bits, displayStyle: .collection)
  }
}
let b = Bits(value: 5)
dump(b)
print(Mirror(reflecting: b).displayStyle == .collection)
print(Mirror(reflecting: b).children.map { $0.value })

// Custom mirror with struct display style and key-value pairs.
struct Range2D: CustomReflectable {
  var lo: Int, hi: Int
  var customMirror: Mirror {
    Mirror(self, children: ["span": hi - lo], displayStyle: .struct)
  }
}
dump(Range2D(lo: 3, hi: 10))

// The default description of an enclosing struct also goes through the
// field's custom mirror.
struct Wrapper { var r: Range2D }
print(Wrapper(r: Range2D(lo: 1, hi: 2)))

// A class with a custom mirror and a subclass.
class Shape: CustomReflectable {
  var sides = 0
  var customMirror: Mirror {
    Mirror(self, children: ["sides": sides], ancestorRepresentation: .suppressed)
  }
}
class Square: Shape {
  var side = 2
  override var customMirror: Mirror {
    Mirror(self, children: ["side": side], ancestorRepresentation: .generated)
  }
}
let sq = Square()
sq.sides = 4
let qm = Mirror(reflecting: sq)
print(qm.children.map { $0.label ?? "-" })
print(qm.superclassMirror.map { $0.children.map { $0.label ?? "-" } } as Any)
dump(sq)

// Tuple display style.
struct Coord: CustomReflectable {
  var x = 1, y = 2
  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: [x, y], displayStyle: .tuple)
  }
}
dump(Coord())

// expect: ▿ main.Secret
// expect:   - user: "amy"
// expect:   - password: "***"
// expect: 2
// expect: user amy
// expect: password ***
// expect: Secret
// expect: ▿ 4 elements
// expect:   - 1
// expect:   - 0
// expect:   - 1
// expect:   - 0
// expect: true
// expect: [1, 0, 1, 0]
// expect: ▿ main.Range2D
// expect:   - span: 7
// expect: Wrapper(r: main.Range2D(span: 1))
// expect: ["side"]
// expect: Optional(["sides"])
// expect: ▿ main.Square #0
// expect:   ▿ super: main.Shape
// expect:     - sides: 4
// expect:   - side: 2
// expect: ▿ (2 elements)
// expect:   - 1
// expect:   - 2
