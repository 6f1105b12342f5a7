// WWDC21 "Demystify SwiftUI" (session 10022), https://developer.apple.com/videos/play/wwdc2021/10022/ — ForEach identity: a computed `var id: UUID { UUID() }` gives every row a new identity at each parent render (its @State starts over), indices as ids tie state to positions (an insertion at the front hands the old row's state to the new pet), and a stable id keeps each pet's state
// The session: "an identifier that is computed on the fly ... every time the data changes, we get a new
// identifier", so views are recreated and state is lost; "using indices as identifiers" means "the identity is
// the position", which goes wrong on insertion; "stable identifiers ... help SwiftUI preserve state". Each id that
// is new makes a row, which appears (rules §1.2, §1.4, §11.1).
import SwiftUI

struct PetRow: View {
    let name: String
    @State private var treats = 0

    var body: some View {
        HStack {
            Text(name)
            Button("Treat \(name)") { treats += 1 }
            Button("Count \(name)") { print("\(name): \(treats) treats") }
        }
        .onAppear { print("\(name) row appeared") }
    }
}

struct UnstablePet: Identifiable {
    var id: UUID { UUID() }
    var name: String
}

struct StablePet: Identifiable {
    let id = UUID()
    var name: String
}

struct UnstableList: View {
    @State private var pets = [UnstablePet(name: "Rex")]
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            ForEach(pets) { pet in
                PetRow(name: pet.name)
            }
        }
    }
}

struct IndexList: View {
    @State private var pets = [StablePet(name: "Rex")]

    var body: some View {
        VStack {
            Button("Add Ace at front") { pets.insert(StablePet(name: "Ace"), at: 0) }
            ForEach(pets.indices, id: \.self) { index in
                PetRow(name: pets[index].name)
            }
        }
    }
}

struct StableList: View {
    @State private var pets = [StablePet(name: "Rex")]

    var body: some View {
        VStack {
            Button("Add Ace at front") { pets.insert(StablePet(name: "Ace"), at: 0) }
            ForEach(pets) { pet in
                PetRow(name: pet.name)
            }
        }
    }
}

:mount UnstableList()
// expect: Rex row appeared
:tap "Treat Rex"
:tap "Treat Rex"
:tap "Count Rex"
// expect: Rex: 2 treats
:tap "Refresh"
// expect: Rex row appeared
:tap "Count Rex"
// expect: Rex: 0 treats
:mount IndexList()
// expect: Rex row appeared
:tap "Treat Rex"
:tap "Treat Rex"
:tap "Add Ace at front"
// expect: Rex row appeared
:tap "Count Ace"
// expect: Ace: 2 treats
:tap "Count Rex"
// expect: Rex: 0 treats
:mount StableList()
// expect: Rex row appeared
:tap "Treat Rex"
:tap "Treat Rex"
:tap "Add Ace at front"
// expect: Ace row appeared
:tap "Count Ace"
// expect: Ace: 0 treats
:tap "Count Rex"
// expect: Rex: 2 treats
