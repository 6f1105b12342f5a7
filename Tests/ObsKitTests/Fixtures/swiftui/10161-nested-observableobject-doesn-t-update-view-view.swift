// stack-overflow style (pitfall on purpose): "nested ObservableObject doesn't update the view" — the view observes Car, whose @Published engine holds another ObservableObject; `car.engine.rpm += 1000` changes the inner object only: Car's @Published setter never runs (a class reference is not written back), so nothing re-renders until an outer property changes, and then the view shows the accumulated rpm (rules §6.3, §6.5)
import SwiftUI

final class Engine: ObservableObject {
    @Published var rpm = 800
}

final class Car: ObservableObject {
    @Published var name = "Roadster"
    @Published var engine = Engine()
}

struct CarView: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("CarView body: \(car.name) at \(car.engine.rpm)")
        VStack {
            Text("\(car.name) \(car.engine.rpm) rpm")
            Button("Rev") {
                car.engine.rpm += 1000
                print("engine now \(car.engine.rpm)")
            }
            Button("Rename") { car.name = "Racer" }
        }
    }
}

:mount CarView()
// expect: CarView body: Roadster at 800
:tap "Rev"
// expect: engine now 1800
:tap "Rev"
// expect: engine now 2800
:tap "Rename"
// expect: CarView body: Racer at 2800
