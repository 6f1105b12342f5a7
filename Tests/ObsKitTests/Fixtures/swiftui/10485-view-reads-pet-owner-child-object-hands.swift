// Observation in depth style: a view reads pet.owner (the child object) and hands it to a subview that reads owner.name; renaming the owner re-runs only the subview, renaming the pet only the card, and a new owner object re-runs both, the old owner going when the subview's value is replaced (rules §8.3, §2.3, §5.3)
import SwiftUI

@Observable
final class Owner {
    var name: String

    init(name: String) {
        self.name = name
        print("Owner init: \(name)")
    }

    deinit { print("Owner deinit: \(name)") }
}

@Observable
final class Pet {
    var name = "Biscuit"
    var owner = Owner(name: "Lena")
}

struct OwnerBadge: View {
    let owner: Owner

    var body: some View {
        let _ = print("OwnerBadge body: \(owner.name)")
        Text("Owner: \(owner.name)")
    }
}

struct PetCard: View {
    let pet: Pet

    var body: some View {
        let _ = print("PetCard body: \(pet.name)")
        VStack {
            Text(pet.name)
            OwnerBadge(owner: pet.owner)
        }
    }
}

struct PetScreen: View {
    @State private var pet = Pet()

    var body: some View {
        let _ = print("PetScreen body")
        VStack {
            PetCard(pet: pet)
            Button("Rename owner") { pet.owner.name = "Lars" }
            Button("Rename pet") { pet.name = "Mochi" }
            Button("New owner") { pet.owner = Owner(name: "Ines") }
        }
    }
}

:mount PetScreen()
// expect: Owner init: Lena
// expect: PetScreen body
// expect: PetCard body: Biscuit
// expect: OwnerBadge body: Lena
:tap "Rename owner"
// expect: OwnerBadge body: Lars
:tap "Rename pet"
// expect: PetCard body: Mochi
:tap "New owner"
// expect: Owner init: Ines
// expect: PetCard body: Mochi
// expect: Owner deinit: Lars
// expect: OwnerBadge body: Ines
:tap "Rename owner"
// expect: OwnerBadge body: Lars
