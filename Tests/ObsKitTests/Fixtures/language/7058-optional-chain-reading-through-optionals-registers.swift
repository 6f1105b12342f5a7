// Blog style (optional chain): reading through optionals registers the right accesses
import Observation

@Observable
final class Pet {
    var name: String
    init(name: String) { self.name = name }
}

@Observable
final class Owner {
    var pet: Pet?
}

let owner = Owner()
withObservationTracking {
    print("pet: \(owner.pet?.name ?? "none")")
} onChange: {
    print("pet slot changing")
}
let rex = Pet(name: "Rex")
owner.pet = rex
print("assigned \(owner.pet?.name ?? "none")")

withObservationTracking {
    print("pet name: \(owner.pet?.name ?? "none")")
} onChange: {
    print("name or pet changing")
}
owner.pet?.name = "Max"
print("renamed to \(rex.name)")
owner.pet?.name = "Bo"
owner.pet = nil
print("pet now \(owner.pet?.name ?? "none"), rex is \(rex.name)")
// expect: pet: none
// expect: pet slot changing
// expect: assigned Rex
// expect: pet name: Rex
// expect: name or pet changing
// expect: renamed to Max
// expect: pet now none, rex is Bo
