// Compiler test style: fallthrough chains, fallthrough skipping patterns and where clauses
func describe(_ n: Int) -> [String] {
  var tags: [String] = []
  switch n {
  case 0:
    tags.append("zero")
    fallthrough
  case 1:
    tags.append("small")
    fallthrough
  case 2 where n > 100:
    // reached by fallthrough even though the where clause would be false
    tags.append("two-or-fell")
  case 3...5:
    tags.append("mid")
    fallthrough
  default:
    tags.append("default")
  }
  return tags
}
for n in [0, 1, 2, 4, 9] { print(n, describe(n)) }

enum Level { case high, medium, low }
func perms(_ l: Level) -> String {
  var p = ""
  switch l {
  case .high:
    p += "admin "
    fallthrough
  case .medium:
    p += "write "
    fallthrough
  case .low:
    p += "read"
  }
  return p
}
print(perms(.high)); print(perms(.medium)); print(perms(.low))

var hits = 0
for i in 0..<6 {
  switch i % 3 {
  case 0:
    hits += 100
    if i > 2 { break }
    fallthrough
  case 1:
    hits += 10
  default:
    hits += 1
  }
}
print("hits", hits)

// expect: 0 ["zero", "small", "two-or-fell"]
// expect: 1 ["small", "two-or-fell"]
// expect: 2 ["default"]
// expect: 4 ["mid", "default"]
// expect: 9 ["default"]
// expect: admin write read
// expect: write read
// expect: read
// expect: hits 232
