// WWDC21 "Demystify SwiftUI" style, PITFALL (on purpose): a treat counter is dimmed through if/else, which gives the two looks two identities, so its @State starts over at each flip (the old one disappears, the new one appears); the fixed view puts the condition inside the modifier (a ternary), keeps one identity and the count (rules §1.1, §1.4, §11.1, §2.1)
import SwiftUI

struct TreatCounter: View {
    @State private var treats = 0

    var body: some View {
        let _ = print("TreatCounter body: \(treats)")
        Button("Treats: \(treats)") { treats += 1 }
    }
}

struct PawView: View {
    @State private var isExpired = false

    var body: some View {
        VStack {
            if isExpired {
                TreatCounter()
                    .opacity(0.3)
                    .onAppear { print("dimmed appeared") }
                    .onDisappear { print("dimmed disappeared") }
            } else {
                TreatCounter()
                    .onAppear { print("bright appeared") }
                    .onDisappear { print("bright disappeared") }
            }
            Button("Expire") { isExpired.toggle() }
        }
    }
}

struct FixedPawView: View {
    @State private var isExpired = false

    var body: some View {
        VStack {
            TreatCounter()
                .opacity(isExpired ? 0.3 : 1)
                .onAppear { print("counter appeared") }
                .onDisappear { print("counter disappeared") }
            Button("Expire") { isExpired.toggle() }
        }
    }
}

:mount PawView()
// expect: TreatCounter body: 0
// expect: bright appeared
:tap "Treats: 0"
// expect: TreatCounter body: 1
:tap "Expire"
// expect: TreatCounter body: 0
// expect: bright disappeared
// expect: dimmed appeared
:unmount
// expect: dimmed disappeared
:mount FixedPawView()
// expect: TreatCounter body: 0
// expect: counter appeared
:tap "Treats: 0"
// expect: TreatCounter body: 1
:tap "Expire"
:tap "Treats: 1"
// expect: TreatCounter body: 2
