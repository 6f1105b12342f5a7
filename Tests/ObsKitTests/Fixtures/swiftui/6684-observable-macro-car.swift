// Follows the Observation framework's `Observable()` page: its `Car` class (`name`, `needsRepairs`, an init that
// assigns both), used by a garage screen whose two subviews each show one property.
// - The macro makes the stored properties tracked; a view depends on the ones its body reads (Apple `observable()`,
//   "migrating"; rules §8.1, §8.3). The garage passes the car on and reads neither property.
// - The init's first store to a property notifies nobody (rules §8.1).
// - Since swiftlang/swift#78151 an `=` of an equal value notifies nobody (rules §8.1, T12; checked with swiftc 6.3.1:
//   an equal `=` fired no withObservationTracking onChange), so reporting the same problem twice runs nothing.
import SwiftUI
import Observation

@Observable
class Car {
    var name: String = ""
    var needsRepairs: Bool = false

    init(name: String, needsRepairs: Bool = false) {
        self.name = name
        self.needsRepairs = needsRepairs
        print("Car init: \(name)")
    }
}

struct CarNameView: View {
    var car: Car

    var body: some View {
        let _ = print("name: \(car.name)")
        Text(car.name)
    }
}

struct RepairStatusView: View {
    var car: Car

    var body: some View {
        let _ = print("repairs: \(car.needsRepairs ? "needed" : "none")")
        Text(car.needsRepairs ? "Needs repairs" : "Road ready")
    }
}

struct GarageView: View {
    @State private var car = Car(name: "Beetle")

    var body: some View {
        let _ = print("GarageView body")
        VStack {
            CarNameView(car: car)
            RepairStatusView(car: car)
            Button("Rename") { car.name = "Herbie" }
            Button("Report problem") { car.needsRepairs = true }
            Button("Fix") { car.needsRepairs = false }
        }
    }
}

:mount GarageView()
// expect: Car init: Beetle
// expect: GarageView body
// expect: name: Beetle
// expect: repairs: none
:tap "Report problem"
// expect: repairs: needed
:tap "Report problem"
:tap "Rename"
// expect: name: Herbie
:tap "Rename"
:tap "Fix"
// expect: repairs: none
