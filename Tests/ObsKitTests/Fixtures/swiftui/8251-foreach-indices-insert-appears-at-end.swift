// SwiftUI from Apple's documentation: with indices as ids, inserting at index zero adds the new view at the last index
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "the button inserts a new
// element at index zero, but because the last index is the new one, we get an insertion at the end instead of the start.
// This is because, like computed random identifiers, indices are not a stable form of identity."
// Apple, onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): "Adds an action
// to perform before this view appears." The new element is at index 0, but the view that appears is the one at index 1.
import SwiftUI

struct FavoritePets: View {
    @State private var pets = ["Rex"]
    var body: some View {
        VStack {
            Button("New first favorite") { pets.insert("Luna", at: 0) }
            ForEach(pets.indices, id: \.self) { index in
                Text(pets[index])
                    .onAppear { print("index \(index) appeared") }
            }
        }
    }
}

:mount FavoritePets()
:tap "New first favorite"
// expect: index 0 appeared
// expect: index 1 appeared
