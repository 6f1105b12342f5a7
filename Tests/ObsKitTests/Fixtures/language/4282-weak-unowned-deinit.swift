// Compiler test style: weak and unowned references across class hierarchies and deinit timing
class Owner {
  let name: String
  var pets: [Pet] = []
  init(_ n: String) {
    name = n
    print("Owner.init \(n)")
  }
  deinit { print("Owner.deinit \(name)") }
}

class Pet {
  let name: String
  weak var owner: Owner?
  init(_ n: String) {
    name = n
    print("Pet.init \(n)")
  }
  func ownerName() -> String { return owner?.name ?? "none" }
  deinit { print("Pet.deinit \(name) owner=\(ownerName())") }
}

class Cat: Pet {
  deinit { print("Cat.deinit \(name)") }
}

class Badge {
  unowned let holder: Owner
  let code: Int
  init(holder: Owner, code: Int) {
    self.holder = holder
    self.code = code
  }
  deinit { print("Badge.deinit \(code)") }
}

func adopt(_ o: Owner, _ p: Pet) {
  o.pets.append(p)
  p.owner = o
}

do {
  print("-- block 1")
  let o = Owner("ann")
  adopt(o, Pet("rex"))
  adopt(o, Cat("tom"))
  for p in o.pets {
    print("\(p.name) belongs to \(p.ownerName())")
  }
  let badge = Badge(holder: o, code: 42)
  print("badge for \(badge.holder.name)")
  print("-- end of block 1")
}

print("-- block 2")
var keep: Pet? = nil
do {
  let o = Owner("bob")
  let c = Cat("kit")
  adopt(o, c)
  keep = c
  print("kit owner while bob alive: \(c.ownerName())")
}
print("kit owner after bob gone: \(keep!.ownerName())")
keep = nil

print("-- block 3")
weak var w: Pet?
do {
  let strong = Cat("zed")
  w = strong
  print("weak alive: \(w?.name ?? "nil")")
}
print("weak after scope: \(w?.name ?? "nil")")
print("done")
// expect: -- block 1
// expect: Owner.init ann
// expect: Pet.init rex
// expect: Pet.init tom
// expect: rex belongs to ann
// expect: tom belongs to ann
// expect: badge for ann
// expect: -- end of block 1
// expect: Badge.deinit 42
// expect: Owner.deinit ann
// expect: Pet.deinit rex owner=none
// expect: Cat.deinit tom
// expect: Pet.deinit tom owner=none
// expect: -- block 2
// expect: Owner.init bob
// expect: Pet.init kit
// expect: kit owner while bob alive: bob
// expect: Owner.deinit bob
// expect: kit owner after bob gone: none
// expect: Cat.deinit kit
// expect: Pet.deinit kit owner=none
// expect: -- block 3
// expect: Pet.init zed
// expect: weak alive: zed
// expect: Cat.deinit zed
// expect: Pet.deinit zed owner=none
// expect: weak after scope: nil
// expect: done
