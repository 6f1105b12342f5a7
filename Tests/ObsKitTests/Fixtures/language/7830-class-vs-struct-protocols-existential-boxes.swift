// Swift book style (class vs struct with protocols): existential boxes and identity for AnyObject
protocol Named { var name: String { get } }

final class Cat: Named {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("cat \(name) deinit") }
}

struct Dog: Named { let name: String }

var zoo: [any Named] = [Cat(name: "Tom"), Dog(name: "Rex")]
for animal in zoo {
    let kind = animal is AnyObject && type(of: animal) is AnyClass ? "class" : "value"
    print("\(animal.name) is a \(kind)")
}

let objects: [AnyObject] = [zoo[0] as AnyObject, zoo[0] as AnyObject]
print("same object: \(objects[0] === objects[1])")
if let cat = zoo[0] as? Cat {
    print("cat identity: \(ObjectIdentifier(cat) == ObjectIdentifier(objects[0]))")
}
print("removing cat from zoo")
zoo.removeFirst()
print("zoo count \(zoo.count)")
// expect: Tom is a class
// expect: Rex is a value
// expect: same object: true
// expect: cat identity: true
// expect: removing cat from zoo
// expect: zoo count 1
