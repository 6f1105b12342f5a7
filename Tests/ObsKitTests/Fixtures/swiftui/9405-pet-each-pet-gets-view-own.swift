// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (explicit identity resets a view's @StateObject: without `.id`, switching pets keeps the first pet's model; with `.id(pet)`, each pet gets a view with its own lifetime, a new model and a new onAppear)
// "Demystify SwiftUI" (WWDC21): a view's state lives as long as its identity; structural identity alone keeps the
// profile the same view when only its input changes, so its @StateObject (whose initial value SwiftUI evaluates
// once, just before the first body) keeps the model made for Luna. `.id(_:)` adds explicit identity: when the id
// changes, SwiftUI treats it as a new view, so it makes a new model, runs the body and calls onAppear again.
// - Without .id: "Switch to Milo" re-runs the profile with Milo's name but Luna's model and treats.
// - With .id(pet): "Switch to Milo" makes Milo's model, starts from 0 treats, and the profile appears again.
import SwiftUI

final class PetProfileModel: ObservableObject {
    let petName: String
    @Published var treats = 0

    init(petName: String) {
        self.petName = petName
        print("profile model made for \(petName)")
    }
}

struct PetProfile: View {
    let petName: String
    @StateObject private var model: PetProfileModel

    init(petName: String) {
        self.petName = petName
        _model = StateObject(wrappedValue: PetProfileModel(petName: petName))
    }

    var body: some View {
        let _ = print("profile body: \(petName), model for \(model.petName), \(model.treats) treats")
        VStack {
            Text(petName)
            Button("Give treat") { model.treats += 1 }
        }
        .onAppear { print("profile appeared for \(petName)") }
    }
}

struct StructuralPetScreen: View {
    @State private var pet = "Luna"

    var body: some View {
        VStack {
            PetProfile(petName: pet)
            Button("Switch to Milo") { pet = "Milo" }
        }
    }
}

struct ExplicitPetScreen: View {
    @State private var pet = "Luna"

    var body: some View {
        VStack {
            PetProfile(petName: pet)
                .id(pet)
            Button("Switch to Milo") { pet = "Milo" }
        }
    }
}

:mount StructuralPetScreen()
// expect: profile model made for Luna
// expect: profile body: Luna, model for Luna, 0 treats
// expect: profile appeared for Luna
:tap "Give treat"
// expect: profile body: Luna, model for Luna, 1 treats
:tap "Switch to Milo"
// expect: profile body: Milo, model for Luna, 1 treats
:mount ExplicitPetScreen()
// expect: profile model made for Luna
// expect: profile body: Luna, model for Luna, 0 treats
// expect: profile appeared for Luna
:tap "Give treat"
// expect: profile body: Luna, model for Luna, 1 treats
:tap "Switch to Milo"
// expect: profile model made for Milo
// expect: profile body: Milo, model for Milo, 0 treats
// expect: profile appeared for Milo
