// SwiftUI from Apple's documentation: each case of a switch in a view builder is its own view, with its own state
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): switch statements "are also
// supported by view builders"; "because switch statements are really just syntactic sugar for conditional statements, our
// resulting view's type signature on the right remains exactly the same"; "whenever the identity changes, the state is
// replaced."
import SwiftUI

enum Breed { case collie, poodle, pug }

struct BreedNotes: View {
    let breed: String
    @State private var notes = 0
    var body: some View {
        Button("Note \(breed)") {
            notes += 1
            print("\(breed) notes \(notes)")
        }
    }
}

struct BreedView: View {
    @State private var breed = Breed.collie
    var body: some View {
        VStack {
            Button("Collie") { breed = .collie }
            Button("Poodle") { breed = .poodle }
            switch breed {
            case .collie: BreedNotes(breed: "collie")
            case .poodle: BreedNotes(breed: "poodle")
            case .pug: BreedNotes(breed: "pug")
            }
        }
    }
}

:mount BreedView()
:tap "Note collie"
:tap "Note collie"
:tap "Poodle"
:tap "Note poodle"
:tap "Collie"
:tap "Note collie"
// expect: collie notes 1
// expect: collie notes 2
// expect: poodle notes 1
// expect: collie notes 1
