// Compiler test style: mutating optionals: x! += 1, x? += 1, if var copies, optional arrays and structs
struct Budget {
  var limit: Int
  var spent: [Int] = []
}

var count: Int? = 5
count! += 1
count? *= 2
print(count ?? -1)
count = nil
count? += 100
print(count == nil)

var budget: Budget? = Budget(limit: 100)
budget?.spent.append(30)
budget!.spent.append(20)
let spentSoFar = budget?.spent.reduce(0, +) ?? 0
budget?.limit -= spentSoFar
print(budget!.limit, budget!.spent)

if var local = budget {
  local.limit = 0
  local.spent.removeAll()
  print("local:", local.limit, local.spent.count)
}
print("original:", budget!.limit, budget!.spent.count)

func refill(_ b: inout Budget?) {
  if b == nil { b = Budget(limit: 10) } else { b!.limit += 10 }
}
var none: Budget? = nil
refill(&none)
refill(&none)
refill(&budget)
print(none!.limit, budget!.limit)

var maybeList: [Int]? = nil
maybeList?.append(1)
print(maybeList as Any)
maybeList = []
maybeList?.append(1)
maybeList?.append(contentsOf: [2, 3])
maybeList?[0] = 10
print(maybeList!)

var listOfOptionals: [Int?] = [1, nil, 3]
listOfOptionals[0]? += 1
listOfOptionals[1]? += 1
listOfOptionals[2]! *= 5
print(listOfOptionals.map { $0.map(String.init) ?? "nil" })

var doubleOptional: Int?? = .some(.some(1))
doubleOptional!! += 1
doubleOptional?? += 1
print(doubleOptional!!)
// expect: 12
// expect: true
// expect: 50 [30, 20]
// expect: local: 0 0
// expect: original: 50 2
// expect: 20 60
// expect: nil
// expect: [10, 2, 3]
// expect: ["2", "nil", "15"]
// expect: 3
