// Compiler test style: TextOutputStreamable conformances and how print uses them
struct Temperature: TextOutputStreamable {
  var celsius: Int
  func write<Target: TextOutputStream>(to target: inout Target) {
    target.write(String(celsius))
    target.write("°C")
  }
}

struct Both: TextOutputStreamable, CustomStringConvertible {
  var description: String { "from-description" }
  func write<Target: TextOutputStream>(to target: inout Target) {
    target.write("from-write")
  }
}

struct Dbg: TextOutputStreamable, CustomDebugStringConvertible {
  var debugDescription: String { "from-debug" }
  func write<Target: TextOutputStream>(to target: inout Target) {
    target.write("from-write2")
  }
}

let t = Temperature(celsius: 21)
print(t)
debugPrint(t)
print("\(t)")
print(String(describing: t))
print(String(reflecting: t))
print([t])
print(Both())
print(String(describing: Both()))
debugPrint(Both())
print([Both()])
print(Dbg())
debugPrint(Dbg())
print("\(Dbg())")
var out = ""
t.write(to: &out)
Both().write(to: &out)
print(out)
// expect: 21°C
// expect: 21°C
// expect: 21°C
// expect: 21°C
// expect: 21°C
// expect: [21°C]
// expect: from-write
// expect: from-description
// expect: from-description
// expect: [from-description]
// expect: from-write2
// expect: from-debug
// expect: from-write2
// expect: 21°Cfrom-write
