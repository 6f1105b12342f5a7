// WWDC21 "Demystify SwiftUI" (prefer an inert modifier over an if/else branch: branches are distinct identities); rules §1.1, §2.7, §3.2
import SwiftUI

struct PawCounter: View {
    let name: String
    @State private var pats = 0

    var body: some View {
        let _ = print("\(name) body: \(pats) pats")
        Button("Pat \(name)") { pats += 1 }
    }
}

struct DogScreen: View {
    @State private var sleepy = false

    var body: some View {
        let _ = print("DogScreen body: sleepy \(sleepy)")
        VStack {
            Toggle("Sleepy", isOn: $sleepy)
            PawCounter(name: "Rex")
                .opacity(sleepy ? 0.5 : 1)
            if sleepy {
                PawCounter(name: "Fido").opacity(0.5)
            } else {
                PawCounter(name: "Fido")
            }
        }
    }
}

:mount DogScreen()
:tap "Pat Rex"
:tap "Pat Fido"
:toggle "Sleepy"
:tap "Pat Fido"
:toggle "Sleepy"
:tap "Pat Rex"

// expect: DogScreen body: sleepy false
// expect: Rex body: 0 pats
// expect: Fido body: 0 pats
// expect: Rex body: 1 pats
// expect: Fido body: 1 pats
// expect: DogScreen body: sleepy true
// expect: Fido body: 0 pats
// expect: Fido body: 1 pats
// expect: DogScreen body: sleepy false
// expect: Fido body: 0 pats
// expect: Rex body: 2 pats
