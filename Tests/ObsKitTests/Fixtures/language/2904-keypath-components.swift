// Compiler test style: key paths through optional chaining, subscripts, tuple elements and computed properties
struct Pet {
    var name: String
    var tags: [String]
}

struct Owner {
    var name: String
    var pet: Pet?
    var scores: [String: Int]
    var location: (lat: Int, lon: Int)
    var initials: String { String(name.prefix(1)) }
}

var owner = Owner(name: "Kim", pet: Pet(name: "Rex", tags: ["dog", "good"]),
                  scores: ["math": 90], location: (lat: 51, lon: -1))

let petName = \Owner.pet?.name
print(owner[keyPath: petName] ?? "none")

let firstTag = \Owner.pet?.tags[0]
print(owner[keyPath: firstTag] ?? "none")

let mathScore = \Owner.scores["math"]
print(owner[keyPath: mathScore] ?? -1)
owner[keyPath: \Owner.scores["art"]] = 75
print(owner.scores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let lat = \Owner.location.lat
owner[keyPath: lat] += 1
print(owner.location.lat, owner[keyPath: \Owner.location.1])

print(owner[keyPath: \Owner.initials])
let tagCount = \Owner.pet?.tags.count
print(owner[keyPath: tagCount] ?? 0)

owner.pet = nil
print(owner[keyPath: petName] ?? "none", owner[keyPath: tagCount] as Any)

let arrayPath = \[Int].[1]
print([10, 20, 30][keyPath: arrayPath])

// expect: Rex
// expect: dog
// expect: 90
// expect: ["art=75", "math=90"]
// expect: 52 -1
// expect: K
// expect: 2
// expect: none nil
// expect: 20
