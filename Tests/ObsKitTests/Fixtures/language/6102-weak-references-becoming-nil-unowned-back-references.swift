// Compiler test style (weak and unowned): weak references becoming nil, unowned back-references, capture lists with weak self and cycles broken by them
class Owner {
    let name: String
    var pet: Pet?
    init(_ name: String) { self.name = name }
    deinit { print("owner \(name) gone") }
}
class Pet {
    let name: String
    unowned let owner: Owner
    weak var friend: Pet?
    init(_ name: String, owner: Owner) { self.name = name; self.owner = owner }
    deinit { print("pet \(name) gone") }
}

var alice: Owner? = Owner("alice")
alice!.pet = Pet("rex", owner: alice!)
print(alice!.pet!.owner.name)
weak var weakPet = alice!.pet
print(weakPet?.name ?? "nil")
alice = nil
print(weakPet?.name ?? "nil")
print("--")

let bob = Owner("bob")
var p1: Pet? = Pet("a", owner: bob)
var p2: Pet? = Pet("b", owner: bob)
p1!.friend = p2
p2!.friend = p1
print(p1!.friend!.name, p2!.friend!.name)
p2 = nil
print(p1!.friend?.name ?? "nil")
p1 = nil
print("--")

class Button {
    var onTap: (() -> Void)?
    let label: String
    init(_ l: String) { label = l }
    deinit { print("button \(label) gone") }
}
class Screen {
    let button = Button("ok")
    var taps = 0
    init() {
        button.onTap = { [weak self] in
            guard let self else { print("screen is gone"); return }
            self.taps += 1
            print("tapped", self.taps)
        }
    }
    deinit { print("screen gone") }
}
var screen: Screen? = Screen()
let button = screen!.button
button.onTap?()
button.onTap?()
screen = nil
button.onTap?()
print("--")
var weakArray: [() -> String?] = []
do {
    let temp = Owner("temp")
    weakArray.append { [weak temp] in temp?.name }
    print(weakArray[0]() ?? "nil")
}
print(weakArray[0]() ?? "nil")
print("end")

// expect: alice
// expect: rex
// expect: owner alice gone
// expect: pet rex gone
// expect: nil
// expect: --
// expect: b a
// expect: pet b gone
// expect: nil
// expect: pet a gone
// expect: --
// expect: tapped 1
// expect: tapped 2
// expect: screen gone
// expect: screen is gone
// expect: --
// expect: temp
// expect: owner temp gone
// expect: nil
// expect: end
