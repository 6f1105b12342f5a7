// Pet tracker: a detail panel of feeding notes for the selected pet, given an explicit identity with `.id(pet.id)`,
// as WWDC21's "Demystify SwiftUI" explains explicit identity; own code. Buttons pick the pet.
// What SwiftUI does: `.id(x)` names the view; while the id stays the same the node and its @State live on, and a
// write of the same selection is an equal @State write that does nothing (rules §3.4). A new id resets the subtree:
// the old panel dies (its onDisappear still reads the count it had, rules §1.4), a new one is made with @State from
// its initial value, and disappear (old) comes before appear (new) (rules §1.3, §11.1).
// Sources: rules §1.2, §1.3, §1.4, §3.4, §11.1; WWDC21 "Demystify SwiftUI"
// https://developer.apple.com/videos/play/wwdc2021/10022/ and https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct TrackedPet: Identifiable {
    let id: Int
    let name: String
}

struct FeedingNotes: View {
    let pet: TrackedPet
    @State private var feedings = 0

    var body: some View {
        let _ = print("FeedingNotes body: \(pet.name), feedings \(feedings)")
        VStack {
            Text(pet.name)
            Button("Feed \(pet.name)") { feedings += 1 }
        }
        .onAppear { print("notes for \(pet.name) appeared") }
        .onDisappear { print("notes for \(pet.name) disappeared, feedings \(feedings)") }
    }
}

struct PetTrackerView: View {
    let pets = [TrackedPet(id: 1, name: "Biscuit"), TrackedPet(id: 2, name: "Pepper")]
    @State private var selectedID = 1

    var body: some View {
        let pet = pets.first { $0.id == selectedID } ?? pets[0]
        let _ = print("PetTrackerView body: \(pet.name)")
        VStack {
            HStack {
                ForEach(pets) { candidate in
                    Button("Show \(candidate.name)") { selectedID = candidate.id }
                }
            }
            FeedingNotes(pet: pet)
                .id(pet.id)
        }
    }
}

:mount PetTrackerView()
// expect: PetTrackerView body: Biscuit
// expect: FeedingNotes body: Biscuit, feedings 0
// expect: notes for Biscuit appeared
:tap "Feed Biscuit"
// expect: FeedingNotes body: Biscuit, feedings 1
:tap "Feed Biscuit"
// expect: FeedingNotes body: Biscuit, feedings 2
:tap "Show Biscuit"
:tap "Show Pepper"
// expect: PetTrackerView body: Pepper
// expect: FeedingNotes body: Pepper, feedings 0
// expect: notes for Biscuit disappeared, feedings 2
// expect: notes for Pepper appeared
:tap "Show Biscuit"
// expect: PetTrackerView body: Biscuit
// expect: FeedingNotes body: Biscuit, feedings 0
// expect: notes for Pepper disappeared, feedings 0
// expect: notes for Biscuit appeared
