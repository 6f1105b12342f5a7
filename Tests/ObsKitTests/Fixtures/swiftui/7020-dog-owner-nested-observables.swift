// Dog and owner: an @Observable dog holding an @Observable owner, read through a chain (`dog.owner.name`), as WWDC23's
// "Discover Observation in SwiftUI" describes for models that reference other models; own code.
// What SwiftUI does: reading `dog.owner.name` records two accesses, `owner` on the dog and `name` on the owner
// (rules §8.1, §8.3). Renaming the owner runs only the line that shows it; giving the dog a new owner (another
// object, not identical) runs it too, and its next body tracks the new owner, whose later rename runs it again.
// Renaming the dog runs only the header. The screen that owns the dog reads none of it.
// Sources: rules §8.1, §8.3; WWDC23 "Discover Observation in SwiftUI" https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class DogOwner {
    var name: String

    init(name: String) { self.name = name }
}

@Observable
final class WalkedDog {
    var name = "Rex"
    var owner = DogOwner(name: "Sam")
}

struct DogHeaderView: View {
    let dog: WalkedDog

    var body: some View {
        let _ = print("DogHeaderView body: \(dog.name)")
        Text(dog.name)
    }
}

struct OwnerLineView: View {
    let dog: WalkedDog

    var body: some View {
        let _ = print("OwnerLineView body: \(dog.owner.name)")
        Text("Owner: \(dog.owner.name)")
    }
}

struct WalkedDogDetail: View {
    @State private var dog = WalkedDog()

    var body: some View {
        let _ = print("WalkedDogDetail body")
        VStack {
            DogHeaderView(dog: dog)
            OwnerLineView(dog: dog)
            Button("Rename Owner") { dog.owner.name = "Alex" }
            Button("New Owner") { dog.owner = DogOwner(name: "Jo") }
            Button("Rename Dog") { dog.name = "Max" }
        }
    }
}

:mount WalkedDogDetail()
// expect: WalkedDogDetail body
// expect: DogHeaderView body: Rex
// expect: OwnerLineView body: Sam
:tap "Rename Owner"
// expect: OwnerLineView body: Alex
:tap "New Owner"
// expect: OwnerLineView body: Jo
:tap "Rename Dog"
// expect: DogHeaderView body: Max
:tap "Rename Owner"
// expect: OwnerLineView body: Alex
