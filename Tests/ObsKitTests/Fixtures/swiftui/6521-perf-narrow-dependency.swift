// WWDC23 "Demystify SwiftUI performance" style: a child given the whole model struct re-runs for any field's change; a child given only the value it needs (a Bool) re-runs only when that value changes.
// A parent's body builds each child again; the child's body runs only when its new value differs (rules §2.6,
// §2.7). FavoriteBadge holds a plain Bool, compared by its bytes (rules §2.1): a walk leaves it equal, so only
// its init runs. DogSummary holds the whole Dog, so every change of any field differs (rules §2.3). The talk's
// advice: narrow a view's inputs to what its body needs. Parents run before their children (rules §2.8).
import SwiftUI

struct Dog {
    var name: String
    var walks: Int
    var isFavorite: Bool
}

struct FavoriteBadge: View {
    let isFavorite: Bool

    var body: some View {
        let _ = print("FavoriteBadge body, \(isFavorite)")
        Image(systemName: isFavorite ? "heart.fill" : "heart")
    }
}

struct DogSummary: View {
    let dog: Dog

    var body: some View {
        let _ = print("DogSummary body, walks \(dog.walks)")
        VStack {
            Text(dog.name)
            Text("\(dog.walks) walks")
            FavoriteBadge(isFavorite: dog.isFavorite)
        }
    }
}

struct DogProfile: View {
    @State private var dog = Dog(name: "Biscuit", walks: 0, isFavorite: false)

    var body: some View {
        let _ = print("DogProfile body")
        VStack {
            DogSummary(dog: dog)
            Button("Walk") { dog.walks += 1 }
            Button("Favorite") { dog.isFavorite.toggle() }
        }
    }
}

:mount DogProfile()
// expect: DogProfile body
// expect: DogSummary body, walks 0
// expect: FavoriteBadge body, false
:tap "Walk"
// expect: DogProfile body
// expect: DogSummary body, walks 1
:tap "Walk"
// expect: DogProfile body
// expect: DogSummary body, walks 2
:tap "Favorite"
// expect: DogProfile body
// expect: DogSummary body, walks 2
// expect: FavoriteBadge body, true
:tap "Walk"
// expect: DogProfile body
// expect: DogSummary body, walks 3
