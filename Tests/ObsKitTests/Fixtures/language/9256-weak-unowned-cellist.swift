// Weak and unowned references: a weak back pointer, an unowned owner, a weak box in an array, [weak self] and [unowned self] closures
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Owner {
    let name: String
    var pet: Pet?
    init(_ name: String) { self.name = name }
    deinit { print("Owner \(name) deinit") }
}
final class Pet {
    let name: String
    weak var owner: Owner?
    init(_ name: String) { self.name = name }
    deinit { print("Pet \(name) deinit") }
}

var owner: Owner? = Owner("Ann")
var pet: Pet? = Pet("Rex")
owner!.pet = pet
pet!.owner = owner
print(pet!.owner?.name ?? "none")
owner = nil
print("owner gone:", pet!.owner == nil)
pet = nil

final class Cellist {
    let name: String
    var cello: Cello?
    init(_ name: String) { self.name = name }
    deinit { print("Cellist \(name) deinit") }
}
final class Cello {
    let serial: Int
    unowned let player: Cellist
    init(_ serial: Int, player: Cellist) { self.serial = serial; self.player = player }
    deinit { print("Cello \(serial) deinit") }
}
var cellist: Cellist? = Cellist("Ada")
cellist!.cello = Cello(7731, player: cellist!)
print(cellist!.cello!.player.name)
cellist = nil

struct Weak<T: AnyObject> { weak var value: T? }
final class Token {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("Token \(id) deinit") }
}
var t1: Token? = Token(1)
var t2: Token? = Token(2)
let refs = [Weak(value: t1), Weak(value: t2)]
print(refs.map { $0.value?.id ?? 0 })
t1 = nil
print(refs.map { $0.value?.id ?? 0 })
t2 = nil
print(refs.compactMap { $0.value }.count)

final class Timer {
    var tick: (() -> String)?
    var count = 0
    let label: String
    init(_ label: String) { self.label = label }
    func setupWeak() { tick = { [weak self] in guard let self else { return "nil" }; self.count += 1; return "\(self.label) \(self.count)" } }
    func setupUnowned() { tick = { [unowned self] in count += 10; return "\(label) \(count)" } }
    deinit { print("Timer \(label) deinit") }
}
var timer: Timer? = Timer("w")
timer!.setupWeak()
let weakTick = timer!.tick!
print(weakTick(), weakTick())
timer = nil
print(weakTick())
var timer2: Timer? = Timer("u")
timer2!.setupUnowned()
print(timer2!.tick!(), timer2!.tick!())
timer2 = nil

var strong: Token? = Token(3)
weak var weakLocal = strong
print("before:", weakLocal?.id ?? 0)
strong = nil
print("after:", weakLocal == nil)
print("end")
// expect: Ann
// expect: Owner Ann deinit
// expect: owner gone: true
// expect: Pet Rex deinit
// expect: Ada
// expect: Cellist Ada deinit
// expect: Cello 7731 deinit
// expect: [1, 2]
// expect: Token 1 deinit
// expect: [0, 2]
// expect: Token 2 deinit
// expect: 0
// expect: w 1 w 2
// expect: Timer w deinit
// expect: nil
// expect: u 10 u 20
// expect: Timer u deinit
// expect: before: 3
// expect: Token 3 deinit
// expect: after: true
// expect: end
