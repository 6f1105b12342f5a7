// Compiler test style: multi-pattern cases binding the same names and raw-value enum matching
enum Msg {
  case text(String, priority: Int)
  case urgent(priority: Int, String)
  case ping
  case data([UInt8])
}

func handle(_ m: Msg) -> String {
  switch m {
  case .text(let body, let p), .urgent(let p, let body):
    return "message(\(p)): \(body)"
  case .ping, .data([]):
    return "keepalive"
  case .data(let bytes) where bytes.count > 2:
    return "big data \(bytes.count)"
  case .data(let bytes):
    return "data \(bytes)"
  }
}
print(handle(.text("hi", priority: 1)))
print(handle(.urgent(priority: 9, "fire")))
print(handle(.ping), handle(.data([])), handle(.data([1, 2, 3])), handle(.data([7])))

enum Planet: Int { case mercury = 1, venus, earth, mars }
func kind(_ raw: Int) -> String {
  switch Planet(rawValue: raw) {
  case .earth?: return "home"
  case .some(.mercury), .some(.venus): return "inner"
  case let p?: return "outer \(p) raw=\(p.rawValue)"
  case nil: return "no planet \(raw)"
  }
}
print((0...5).map(kind))

enum Dir: String { case north = "N", south = "S", east = "E", west = "W" }
let path = "NNESWX"
var pos = (0, 0)
for ch in path {
  switch Dir(rawValue: String(ch)) {
  case .north?: pos.1 += 1
  case .south?: pos.1 -= 1
  case .east?, .west?:
    pos.0 += Dir(rawValue: String(ch)) == .east ? 1 : -1
  case nil: print("skip", ch)
  }
}
print(pos)

switch (Dir.north, 3) {
case (.north, var n), (.south, var n):
  n *= 2
  print("vertical", n)
default:
  print("horizontal")
}

// expect: message(1): hi
// expect: message(9): fire
// expect: keepalive keepalive big data 3 data [7]
// expect: ["no planet 0", "inner", "inner", "home", "outer mars raw=4", "no planet 5"]
// expect: skip X
// expect: (0, 1)
// expect: vertical 6
