// Compiler test style: mutating protocol requirements through existentials, generics and class conformers
protocol Resettable {
  var count: Int { get set }
  mutating func reset()
}

extension Resettable {
  mutating func bump() { count += 1 }
}

struct Clicker: Resettable {
  var count = 0
  mutating func reset() { count = 0 }
}

final class SharedClicker: Resettable {
  var count = 0
  func reset() { count = 0 }
}

func bumpThree<T: Resettable>(_ x: inout T) {
  x.bump(); x.bump(); x.bump()
}

var c = Clicker()
bumpThree(&c)
print("struct:", c.count)

let shared = SharedClicker()
var sharedVar = shared
bumpThree(&sharedVar)
print("class:", shared.count, sharedVar.count)

var items: [any Resettable] = [Clicker(count: 5), shared, Clicker(count: 1)]
for i in items.indices { items[i].bump() }
print(items.map { $0.count }, "shared now", shared.count)
var copies = items
copies[0].reset()
copies[1].reset()
print(items.map { $0.count }, copies.map { $0.count })

var existential: any Resettable = Clicker(count: 41)
existential.count += 1
let snapshot = existential
existential.reset()
print("existential:", existential.count, snapshot.count)

protocol Named {
  var name: String { get set }
}
extension Named {
  var shout: String {
    get { name.uppercased() }
    set { name = newValue.lowercased() }
  }
}
struct Pet: Named { var name: String }
var pet = Pet(name: "rex")
pet.shout += "Y"
print(pet.name, pet.shout)
// expect: struct: 3
// expect: class: 3 3
// expect: [6, 4, 2] shared now 4
// expect: [6, 0, 2] [0, 0, 2]
// expect: existential: 0 42
// expect: rexy REXY
