// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: an id computed as a new random value on every read is unstable; when the data changes every row gets a new identity and loses its @State)
import SwiftUI

struct Treat: Identifiable {
    let name: String
    var id: UUID { UUID() }
}

struct TreatRow: View {
    let treat: Treat
    @State private var bites = 0

    var body: some View {
        Button("Bite \(treat.name)") {
            bites += 1
            print("\(treat.name) bitten \(bites) times")
        }
    }
}

struct TreatJar: View {
    @State private var treats = [Treat(name: "Biscuit"), Treat(name: "Bone")]

    var body: some View {
        VStack {
            Button("Add treat") { treats.append(Treat(name: "Chew")) }
            ForEach(treats) { treat in
                TreatRow(treat: treat)
            }
        }
    }
}

:mount TreatJar()
:tap "Bite Biscuit"
:tap "Bite Bone"
:tap "Bite Bone"
print("-- add")
:tap "Add treat"
:tap "Bite Biscuit"
:tap "Bite Bone"
// expect: Biscuit bitten 1 times
// expect: Bone bitten 1 times
// expect: Bone bitten 2 times
// expect: -- add
// expect: Biscuit bitten 1 times
// expect: Bone bitten 1 times
