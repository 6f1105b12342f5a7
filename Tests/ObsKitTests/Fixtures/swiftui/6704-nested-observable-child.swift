// Follows the Observation framework's `Observable()` page with one observable object inside another: a Pet whose
// `owner` is an @Observable Owner, and an owner line that shows `pet.owner.name`.
// - Reading `pet.owner.name` reads two tracked properties, `pet.owner` and `owner.name`, so the view depends on
//   both: renaming the owner or replacing the owner runs it; renaming the pet runs only the title (rules §8.3;
//   Apple "migrating": Observation tracks the properties a body reads).
// - Stored defaults run before the init's body: the first owner prints before the pet (Swift initialization).
// - Replacing the owner: the argument is made first, then the assignment drops the last reference to the old owner,
//   which deinits during the action, before the update; observation tracking keeps no strong reference to it
//   (checked with swiftc 6.3.1: "Owner init: Sam", then onChange, then "Owner deinit: Ann", all inside the
//   assignment).
import SwiftUI
import Observation

@Observable final class Owner {
    var name: String
    let firstName: String

    init(name: String) {
        self.name = name
        firstName = name
        print("Owner init: \(name)")
    }

    deinit { print("Owner deinit: \(firstName)") }
}

@Observable final class Pet {
    var name = "Rex"
    var owner = Owner(name: "Ann")

    init() { print("Pet init") }
}

struct PetTitle: View {
    var pet: Pet

    var body: some View {
        let _ = print("title: \(pet.name)")
        Text(pet.name)
    }
}

struct OwnerLine: View {
    var pet: Pet

    var body: some View {
        let _ = print("owner line: \(pet.owner.name)")
        Text("Owner: \(pet.owner.name)")
    }
}

struct PetScreen: View {
    @State private var pet = Pet()

    var body: some View {
        let _ = print("PetScreen body")
        VStack {
            PetTitle(pet: pet)
            OwnerLine(pet: pet)
            Button("Rename owner") { pet.owner.name += "ie" }
            Button("New owner") { pet.owner = Owner(name: "Sam") }
            Button("Rename pet") { pet.name = "Max" }
        }
    }
}

:mount PetScreen()
// expect: Owner init: Ann
// expect: Pet init
// expect: PetScreen body
// expect: title: Rex
// expect: owner line: Ann
:tap "Rename owner"
// expect: owner line: Annie
:tap "Rename pet"
// expect: title: Max
:tap "New owner"
// expect: Owner init: Sam
// expect: Owner deinit: Ann
// expect: owner line: Sam
:tap "Rename owner"
// expect: owner line: Samie
