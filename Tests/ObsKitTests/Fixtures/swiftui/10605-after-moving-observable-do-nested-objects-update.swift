// Swift Forums style: "after moving to @Observable, do nested objects update?" (pitfall part, the ObservableObject way: a view observing only the outer object misses the inner change; fix part, the Observation way: reads are tracked through the chain, so the view that read the inner property runs, and a view that read only the outer one does not) (rules §6.3, §8.1, §8.3, §8.4)
import SwiftUI
import Combine

final class OldEngine: ObservableObject {
    @Published var rpm = 800
}

final class OldCar: ObservableObject {
    @Published var engine = OldEngine()
    @Published var plate = "OLD-1"
}

@Observable
final class Engine {
    var rpm = 800
}

@Observable
final class Car {
    var engine = Engine()
    var plate = "NEW-1"
}

struct OldDashboard: View {
    @ObservedObject var car: OldCar

    var body: some View {
        let _ = print("OldDashboard body: \(car.engine.rpm)")
        Button("Rev old") { car.engine.rpm += 1000 }
    }
}

struct Dashboard: View {
    let car: Car

    var body: some View {
        let _ = print("Dashboard body: \(car.engine.rpm)")
        Button("Rev new") { car.engine.rpm += 1000 }
    }
}

struct PlateView: View {
    let car: Car

    var body: some View {
        let _ = print("PlateView body: \(car.plate)")
        Button("Repaint") { car.plate = "NEW-2" }
    }
}

struct Garage: View {
    @StateObject private var oldCar = OldCar()
    @State private var car = Car()

    var body: some View {
        VStack {
            OldDashboard(car: oldCar)
            Dashboard(car: car)
            PlateView(car: car)
        }
    }
}

:mount Garage()
// expect: OldDashboard body: 800
// expect: Dashboard body: 800
// expect: PlateView body: NEW-1
// --- pitfall part: the inner ObservableObject's change reaches no one
:tap "Rev old"
// --- fix part: Dashboard read car.engine.rpm, so it runs; PlateView did not read rpm
:tap "Rev new"
// expect: Dashboard body: 1800
:tap "Repaint"
// expect: PlateView body: NEW-2
