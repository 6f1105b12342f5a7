// Compiler test style: key paths through optionals, subscripts, self, computed setters and observers
struct Pet { var name: String }

struct Owner {
  var name: String
  var pet: Pet?
  var scores: [Int] = [1, 2, 3]
  var upper: String {
    get { name.uppercased() }
    set { print("setter got \(newValue)"); name = newValue.lowercased() }
  }
  var level = 0 {
    didSet { print("level didSet \(oldValue) -> \(level)") }
  }
}

var o = Owner(name: "sam", pet: Pet(name: "rex"))
let petName = \Owner.pet?.name
print(o[keyPath: petName] as Any)
o.pet = nil
print(o[keyPath: petName] as Any)

let second = \Owner.scores[1]
o[keyPath: second] = 20
print(o.scores)

o[keyPath: \Owner.upper] = "ZED"
print(o.name, o[keyPath: \Owner.upper])
o[keyPath: \Owner.level] = 4
o[keyPath: \Owner.level] += 1

let me = o[keyPath: \Owner.self]
print(me.name)
print(\Owner.name == \Owner.name, \Owner.name == \Owner.upper)
let owners = [o, Owner(name: "amy", pet: Pet(name: "tom"))]
print(owners.map(\.name), owners.compactMap(\.pet?.name))
// expect: Optional("rex")
// expect: nil
// expect: [1, 20, 3]
// expect: setter got ZED
// expect: zed ZED
// expect: level didSet 0 -> 4
// expect: level didSet 4 -> 5
// expect: zed
// expect: true false
// expect: ["zed", "amy"] ["tom"]
