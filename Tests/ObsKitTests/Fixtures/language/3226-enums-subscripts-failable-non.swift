// Compiler test style: enums with subscripts, failable non-raw initializers, and static factories
enum Matrix2 {
  case identity
  case scaled(Int)
  case custom(Int, Int, Int, Int)

  subscript(r: Int, c: Int) -> Int {
    switch self {
    case .identity: return r == c ? 1 : 0
    case .scaled(let k): return r == c ? k : 0
    case let .custom(a, b, cc, d): return [[a, b], [cc, d]][r][c]
    }
  }

  init?(string: String) {
    switch string {
    case "I": self = .identity
    case let s where s.hasPrefix("x"):
      guard let k = Int(s.dropFirst()) else { return nil }
      self = .scaled(k)
    default:
      let parts = string.split(separator: ",").compactMap { Int($0) }
      guard parts.count == 4 else { return nil }
      self = .custom(parts[0], parts[1], parts[2], parts[3])
    }
  }

  static func diag(_ k: Int) -> Matrix2 { k == 1 ? .identity : .scaled(k) }

  var determinant: Int { self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0] }
}

for s in ["I", "x3", "xq", "1,2,3,4", "1,2", "hello"] {
  if let m = Matrix2(string: s) {
    print(s, "->", m, "det", m.determinant, "m[0,1] =", m[0, 1])
  } else {
    print(s, "-> nil")
  }
}
print(Matrix2.diag(1), Matrix2.diag(4).determinant)
// expect: I -> identity det 1 m[0,1] = 0
// expect: x3 -> scaled(3) det 9 m[0,1] = 0
// expect: xq -> nil
// expect: 1,2,3,4 -> custom(1, 2, 3, 4) det -2 m[0,1] = 2
// expect: 1,2 -> nil
// expect: hello -> nil
// expect: identity 16
