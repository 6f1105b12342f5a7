// Breed browser: child views with a printing initializer, to show that a parent's body runs every child's init but
// not every child's body; WWDC23's "Demystify SwiftUI performance" asks for cheap view initializers for this reason;
// own code.
// What SwiftUI does: each run of the parent's body builds every child written in it again, so each like prints both
// rows' inits (rules §2.6). A row's body runs only when its new value differs from the old one; the breeds are constant
// strings, so after the first render no row body runs (rules §2.1, §2.7). Order at mount: the parent's body, which
// runs the inits, then the children's bodies, top down (rules §2.8).
// Sources: rules §2.6, §2.7, §2.8; WWDC23 "Demystify SwiftUI performance" https://developer.apple.com/videos/play/wwdc2023/10160/;
// https://forums.swift.org/t/79899 (rules T14)
import SwiftUI

struct DogBreedRow: View {
    let breed: String

    init(breed: String) {
        self.breed = breed
        print("DogBreedRow init: \(breed)")
    }

    var body: some View {
        let _ = print("DogBreedRow body: \(breed)")
        Text(breed)
    }
}

struct BreedBrowserView: View {
    @State private var likes = 0

    var body: some View {
        let _ = print("BreedBrowserView body: \(likes) likes")
        VStack {
            Button("Like (\(likes))") { likes += 1 }
            DogBreedRow(breed: "Corgi")
            DogBreedRow(breed: "Husky")
        }
    }
}

:mount BreedBrowserView()
// expect: BreedBrowserView body: 0 likes
// expect: DogBreedRow init: Corgi
// expect: DogBreedRow init: Husky
// expect: DogBreedRow body: Corgi
// expect: DogBreedRow body: Husky
:tap "Like (0)"
// expect: BreedBrowserView body: 1 likes
// expect: DogBreedRow init: Corgi
// expect: DogBreedRow init: Husky
:tap "Like (1)"
// expect: BreedBrowserView body: 2 likes
// expect: DogBreedRow init: Corgi
// expect: DogBreedRow init: Husky
