// ARC: an unowned reference from a microchip to its pet, both released together, and `unowned let` read while the owner lives.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Pet {
    let name: String
    var chip: Microchip?
    init(name: String) { self.name = name }
    deinit { print("\(name) released") }
}

final class Microchip {
    let code: Int
    unowned let pet: Pet
    init(code: Int, pet: Pet) {
        self.code = code
        self.pet = pet
    }
    var shortCode: String { "#\(code % 1000)" }
    deinit { print("chip \(shortCode) released") }
}

var milo: Pet? = Pet(name: "Milo")
milo!.chip = Microchip(code: 985_112_004_417, pet: milo!)
print(milo!.chip!.pet.name, milo!.chip!.shortCode)
milo = nil
print("after milo")

final class Orchestra {
    let name: String
    var conductor: Conductor!
    init(name: String, conductor: String) {
        self.name = name
        self.conductor = Conductor(name: conductor, orchestra: self)
    }
    deinit { print("orchestra \(name) released") }
}
final class Conductor {
    let name: String
    unowned let orchestra: Orchestra
    init(name: String, orchestra: Orchestra) {
        self.name = name
        self.orchestra = orchestra
    }
    deinit { print("conductor \(name) released") }
}
var band: Orchestra? = Orchestra(name: "Harbour Strings", conductor: "Ines")
print("\(band!.name) is led by \(band!.conductor.name), who works for \(band!.conductor.orchestra.name)")
band = nil

// expect: Milo #417
// expect: Milo released
// expect: chip #417 released
// expect: after milo
// expect: Harbour Strings is led by Ines, who works for Harbour Strings
// expect: orchestra Harbour Strings released
// expect: conductor Ines released
