// SwiftUI from Apple's documentation: a row's @State follows its element's id when another element is inserted before it
// Apple, ForEach (https://developer.apple.com/documentation/swiftui/foreach): ForEach creates views "based on the identity of the
// underlying data"; "It's important that the id of a data element doesn't change ... If the id of a data element changes, the
// content view generated from that data element loses any current state". Inserting "Ant" leaves Bee's id, so Bee keeps its likes.
import SwiftUI

struct Pet: Identifiable {
    let id: Int
    let name: String
}

struct PetRow: View {
    let pet: Pet
    @State private var likes = 0
    var body: some View {
        Button("Like \(pet.name)") {
            likes += 1
            print("\(pet.name) likes: \(likes)")
        }
    }
}

struct PetList: View {
    @State private var pets = [Pet(id: 2, name: "Bee"), Pet(id: 3, name: "Cat")]
    var body: some View {
        VStack {
            ForEach(pets) { PetRow(pet: $0) }
            Button("Insert Ant") { pets.insert(Pet(id: 1, name: "Ant"), at: 0) }
        }
    }
}

:mount PetList()
:tap "Like Bee"
// expect: Bee likes: 1
:tap "Like Bee"
// expect: Bee likes: 2
:tap "Insert Ant"
:tap "Like Ant"
// expect: Ant likes: 1
:tap "Like Bee"
// expect: Bee likes: 3
