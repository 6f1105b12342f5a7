// identity-and-lifetime style: WWDC21 "Demystify SwiftUI"'s dog and cat: different view types in the branches of an if are different identities, so the dog's own @State is gone after a round trip, while state the parent owns and binds into both branches survives; a change to that bound state runs only the branch that reads it (rules §1.1, §1.4, §3.5, §9.3, T10)
import SwiftUI

struct DogView: View {
    @Binding var treats: Int
    @State private var wags = 0

    var body: some View {
        let _ = print("DogView body: treats \(treats), wags \(wags)")
        Button("Wag") { wags += 1 }
    }
}

struct CatView: View {
    @Binding var treats: Int
    @State private var purrs = 0

    var body: some View {
        let _ = print("CatView body: treats \(treats), purrs \(purrs)")
        Button("Purr") { purrs += 1 }
    }
}

struct PetScreen: View {
    @State private var isDaytime = true
    @State private var treats = 0

    var body: some View {
        let _ = print("PetScreen body: \(isDaytime ? "day" : "night")")
        VStack {
            Button("Toggle time") { isDaytime.toggle() }
            Button("Give treat") { treats += 1 }
            if isDaytime {
                DogView(treats: $treats)
            } else {
                CatView(treats: $treats)
            }
        }
    }
}

:mount PetScreen()
// expect: PetScreen body: day
// expect: DogView body: treats 0, wags 0
:tap "Give treat"
// expect: DogView body: treats 1, wags 0
:tap "Wag"
// expect: DogView body: treats 1, wags 1
:tap "Toggle time"
// expect: PetScreen body: night
// expect: CatView body: treats 1, purrs 0
:tap "Purr"
// expect: CatView body: treats 1, purrs 1
:tap "Toggle time"
// expect: PetScreen body: day
// expect: DogView body: treats 1, wags 0
