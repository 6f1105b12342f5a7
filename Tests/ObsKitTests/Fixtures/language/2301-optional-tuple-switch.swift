// Compiler test style: switch on tuples of optionals with `?` patterns, ranges inside optionals, nil checks and where clauses
func merge(_ local: Int?, _ remote: Int?) -> String {
  switch (local, remote) {
  case (nil, nil):
    return "nothing"
  case let (l?, nil):
    return "local only \(l)"
  case let (nil, r?):
    return "remote only \(r)"
  case let (l?, r?) where l == r:
    return "in sync \(l)"
  case (let l?, let r?) where l > r:
    return "local ahead by \(l - r)"
  case (_?, let r?):
    return "remote wins \(r)"
  }
}
let cases: [(Int?, Int?)] = [(nil, nil), (3, nil), (nil, 8), (5, 5), (9, 4), (1, 6)]
for (l, r) in cases { print(merge(l, r)) }

func grade(_ score: Int?) -> String {
  switch score {
  case (90...100)?: return "A"
  case (80..<90)?: return "B"
  case let s? where s < 0 || s > 100: return "invalid"
  case .some: return "C or below"
  case .none: return "absent"
  }
}
print([95, 85, 42, 120, nil].map(grade))

let ages: [String: Int] = ["kim": 31, "lee": 17]
if case let (a?, b?) = (ages["kim"], ages["lee"]) {
  print("both known, sum", a + b)
}
if case (_?, nil) = (ages["kim"], ages["moe"]) {
  print("moe unknown")
}

let deep: Int?? = 5
switch deep {
case let x?? where x > 3: print("deep big", x)
case let x??: print("deep small", x)
case .some(nil): print("inner nil")
case nil: print("outer nil")
}

let readings: [Int?] = [12, nil, 40, 7, nil, 99]
var summary: [String] = []
for (i, reading) in readings.enumerated() {
  switch (i.isMultiple(of: 2), reading) {
  case (true, let v?) where v > 10: summary.append("E\(v)")
  case (false, nil): summary.append("O-")
  case (_, nil): summary.append("?")
  case (_, let v?): summary.append("\(v)")
  }
}
print(summary.joined(separator: " "))
let name: String? = "Zoe"
switch name?.count {
case 0?: print("empty")
case (1...3)?: print("short name")
default: print("long or missing")
}

// expect: nothing
// expect: local only 3
// expect: remote only 8
// expect: in sync 5
// expect: local ahead by 5
// expect: remote wins 6
// expect: ["A", "B", "C or below", "invalid", "absent"]
// expect: both known, sum 48
// expect: moe unknown
// expect: deep big 5
// expect: E12 O- E40 7 ? 99
// expect: short name
