// Treat jar: an ObservableObject kept in @State by mistake, then in @StateObject; WWDC20's "Data Essentials in SwiftUI"
// and Apple's migration guide say an ObservableObject needs @StateObject (or @ObservedObject) to be observed; own code.
// What SwiftUI does: @State with a class that is not @Observable changes only when another reference is assigned; it
// does not subscribe to objectWillChange (rules §3.7). Giving a treat changes the object (the action prints the new
// count) but no body runs and the screen keeps showing 5. With @StateObject the view is subscribed (rules §4.4), and
// each treat runs its body.
// Sources: rules §3.7, §4.4; Apple https://developer.apple.com/documentation/swiftui/stateobject and "Migrating from the
// Observable Object protocol to the Observable macro"; WWDC20 "Data Essentials in SwiftUI"
// https://developer.apple.com/videos/play/wwdc2020/10040/
import SwiftUI

final class TreatJar: ObservableObject {
    @Published var treats = 5
}

struct UnobservedTreatView: View {
    @State private var jar = TreatJar()

    var body: some View {
        let _ = print("UnobservedTreatView body: \(jar.treats) treats")
        Button("Give Treat") {
            jar.treats -= 1
            print("treats left: \(jar.treats)")
        }
    }
}

struct ObservedTreatView: View {
    @StateObject private var jar = TreatJar()

    var body: some View {
        let _ = print("ObservedTreatView body: \(jar.treats) treats")
        Button("Give Treat") {
            jar.treats -= 1
            print("treats left: \(jar.treats)")
        }
    }
}

:mount UnobservedTreatView()
// expect: UnobservedTreatView body: 5 treats
:tap "Give Treat"
// expect: treats left: 4
:tap "Give Treat"
// expect: treats left: 3
:mount ObservedTreatView()
// expect: ObservedTreatView body: 5 treats
:tap "Give Treat"
// expect: treats left: 4
// expect: ObservedTreatView body: 4 treats
