// Compiler test style (stdlib): Array firstIndex/lastIndex(where:)/contains(where:)/allSatisfy/drop(while:)/prefix(while:)
let scores = [12, 47, 47, 83, 5, 91, 47, 60]

print(scores.firstIndex(of: 47) as Any)
print(scores.lastIndex(of: 47) as Any)
print(scores.firstIndex(where: { $0 > 80 }) as Any)
print(scores.lastIndex(where: { $0 < 50 }) as Any)
print(scores.firstIndex(of: 1000) as Any)

print(scores.contains(5), scores.contains(where: { $0 % 10 == 0 }))
print(scores.allSatisfy { $0 > 0 }, scores.allSatisfy { $0 > 10 })

let rising = scores.prefix(while: { $0 < 80 })
print(Array(rising))
let afterRise = scores.drop(while: { $0 < 80 })
print(Array(afterRise), afterRise.startIndex)

print(Array(scores.suffix(3)), Array(scores.prefix(2)))
print(Array(scores.dropLast(5)), Array(scores.dropFirst(6)))
print(Array(scores.suffix(from: 5)), Array(scores.prefix(upTo: 2)), Array(scores.prefix(through: 2)))

print(scores.first(where: { $0 > 50 }) as Any, scores.last(where: { $0 > 50 }) as Any)
print(scores.min() as Any, scores.max() as Any)

let names = ["Mara", "Ola", "Benedikt", "Ji"]
let longest = names.max(by: { $0.count < $1.count })
let shortest = names.min(by: { $0.count < $1.count })
print(longest ?? "-", shortest ?? "-")

let empty: [Int] = []
print(empty.min() as Any, empty.allSatisfy { $0 > 100 }, empty.first as Any)

let count47 = scores.filter { $0 == 47 }.count
print("47 appears", count47, "times")

// expect: Optional(1)
// expect: Optional(6)
// expect: Optional(3)
// expect: Optional(6)
// expect: nil
// expect: true true
// expect: true false
// expect: [12, 47, 47]
// expect: [83, 5, 91, 47, 60] 3
// expect: [91, 47, 60] [12, 47]
// expect: [12, 47, 47] [47, 60]
// expect: [91, 47, 60] [12, 47] [12, 47, 47]
// expect: Optional(83) Optional(60)
// expect: Optional(5) Optional(91)
// expect: Benedikt Ji
// expect: nil true nil
// expect: 47 appears 3 times
