// Compiler test style: key paths into dictionaries, forced optionals and key path equality
struct Owner { var name: String }
struct Pet { var name: String; var owner: Owner?; var scores: [String: Int] }

var pet = Pet(name: "Rex", owner: Owner(name: "Jo"), scores: ["agility": 3])
let scorePath = \Pet.scores["agility"]
pet[keyPath: scorePath] = 7
pet[keyPath: \.scores["speed"]] = 5
pet[keyPath: \.scores["agility"]]! += 1
print(pet.scores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
pet[keyPath: \Pet.scores["speed"]] = nil
print(pet.scores.keys.sorted())

pet[keyPath: \Pet.owner!.name] = "Jordan"
print(pet.owner!.name)
let optRead = \Pet.owner?.name
print(pet[keyPath: optRead] ?? "none")
pet.owner = nil
print(pet[keyPath: optRead] ?? "none")

print(\Pet.name == \Pet.name, \Pet.name == \Pet.owner?.name)
let kps: [PartialKeyPath<Pet>] = [\Pet.name, \Pet.scores]
print(kps.count, kps[0] == \Pet.name as PartialKeyPath<Pet>)

var dict: [String: [Int]] = ["a": [1, 2]]
let p2 = \[String: [Int]].["a"]
dict[keyPath: p2]?.append(3)
print(dict["a"]!)
var arr = [[1, 2], [3]]
arr[keyPath: \[[Int]].[1]].append(4)
arr[keyPath: \.[0][1]] *= 10
print(arr)
let countPath = \[[Int]].count
print(arr[keyPath: countPath], arr[keyPath: \.[1].count])
// expect: ["agility=8", "speed=5"]
// expect: ["agility"]
// expect: Jordan
// expect: Jordan
// expect: none
// expect: true false
// expect: 2 true
// expect: [1, 2, 3]
// expect: [[1, 20], [3, 4]]
// expect: 2 2
