// SwiftUI from Apple's documentation: inserting an element at the front of identified data adds one view; the others keep theirs
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "a new identifier represents a
// new item with a new lifetime"; with a stable identifier the insertion at index zero shows up at the start, unlike
// index-based identity where "the last index is the new one".
// Apple, onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): "Adds an action
// to perform before this view appears."
import SwiftUI

struct Pet: Identifiable {
    let id: String
}

struct FavoritePets: View {
    @State private var pets = [Pet(id: "Rex")]
    var body: some View {
        VStack {
            Button("New favorite") { pets.insert(Pet(id: "Luna"), at: 0) }
            Button("Another favorite") { pets.insert(Pet(id: "Kiwi"), at: 0) }
            ForEach(pets) { pet in
                Text(pet.id)
                    .onAppear { print("\(pet.id) appeared") }
            }
        }
    }
}

:mount FavoritePets()
:tap "New favorite"
:tap "Another favorite"
// expect: Rex appeared
// expect: Luna appeared
// expect: Kiwi appeared
