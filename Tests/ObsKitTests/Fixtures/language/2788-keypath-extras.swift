// Compiler test style: tuple element key paths, inherited properties, key paths as dictionary keys
struct Line {
  var ends: (start: Int, end: Int)
  var name: String
}

class Animal {
  var legs = 4
  var name = "animal"
}
class Dog: Animal {
  var breed = "mutt"
}

var line = Line(ends: (1, 5), name: "L")
let endPath = \Line.ends.end
let startPath = \Line.ends.0
line[keyPath: endPath] = 9
print(line[keyPath: startPath], line[keyPath: endPath], line.ends)

let dog = Dog()
let legs: ReferenceWritableKeyPath<Dog, Int> = \Dog.legs
dog[keyPath: legs] = 3
dog[keyPath: \Animal.name] = "rex"
print(dog.legs, dog.name, dog[keyPath: \Dog.breed])

let labels: [PartialKeyPath<Dog>: String] = [\Dog.legs: "legs", \Dog.name: "name", \Dog.breed: "breed"]
for kp in [\Dog.breed, \Dog.legs, \Dog.name] as [PartialKeyPath<Dog>] {
  print(labels[kp]!, dog[keyPath: kp])
}

func bump(_ v: inout Int) { v += 100 }
bump(&dog[keyPath: legs])
var l2 = line
bump(&l2[keyPath: endPath])
print(dog.legs, line.ends.end, l2.ends.end)
let anyPath: AnyKeyPath = \Line.name
print(line[keyPath: anyPath] as? String ?? "?", anyPath is KeyPath<Line, String>)
// expect: 1 9 (start: 1, end: 9)
// expect: 3 rex mutt
// expect: breed mutt
// expect: legs 3
// expect: name rex
// expect: 103 9 109
// expect: L true
