// Pet awards: a "conditional modifier" extension (`.highlighted(if:)` built from an if/else in a @ViewBuilder
// function), the pattern WWDC21's "Demystify SwiftUI" warns against, beside the inert form (a border whose width
// depends on the condition); own code.
// What SwiftUI does: the extension's if/else is a _ConditionalContent around the modified view, so flipping the
// condition moves the treat counter to the other branch: a new identity, with its @State back at 0 (rules §1.1). The
// inert border keeps the counter's identity; the counter itself is handed an equal value (its name and @State initial
// value are unchanged) and does not even run (rules §2.7).
// Sources: rules §1.1, §2.7; WWDC21 "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

extension View {
    @ViewBuilder
    func highlighted(if condition: Bool) -> some View {
        if condition {
            self.border(Color.yellow, width: 3)
        } else {
            self
        }
    }
}

struct TreatCounter: View {
    let pet: String
    @State private var treats = 0

    var body: some View {
        let _ = print("TreatCounter body: \(pet), \(treats) treats")
        Button("Treat \(pet) (\(treats))") { treats += 1 }
    }
}

struct PetAwardBoard: View {
    @State private var winner = "nobody"

    var body: some View {
        let _ = print("PetAwardBoard body: winner \(winner)")
        VStack {
            TreatCounter(pet: "Biscuit")
                .highlighted(if: winner == "Biscuit")
            TreatCounter(pet: "Pepper")
                .border(Color.yellow, width: winner == "Pepper" ? 3 : 0)
            Button("Crown Biscuit") { winner = "Biscuit" }
            Button("Crown Pepper") { winner = "Pepper" }
        }
    }
}

:mount PetAwardBoard()
// expect: PetAwardBoard body: winner nobody
// expect: TreatCounter body: Biscuit, 0 treats
// expect: TreatCounter body: Pepper, 0 treats
:tap "Treat Biscuit (0)"
// expect: TreatCounter body: Biscuit, 1 treats
:tap "Treat Pepper (0)"
// expect: TreatCounter body: Pepper, 1 treats
:tap "Crown Biscuit"
// expect: PetAwardBoard body: winner Biscuit
// expect: TreatCounter body: Biscuit, 0 treats
:tap "Treat Biscuit (0)"
// expect: TreatCounter body: Biscuit, 1 treats
:tap "Crown Pepper"
// expect: PetAwardBoard body: winner Pepper
// expect: TreatCounter body: Biscuit, 0 treats
:tap "Treat Pepper (1)"
// expect: TreatCounter body: Pepper, 2 treats
