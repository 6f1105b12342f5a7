// stack-overflow style: the other fix for a nested ObservableObject — hand the inner object to a child view as @ObservedObject; the child re-renders alone on engine changes, and a change of the outer model re-renders the parent while the child, given the same object again, skips its body (rules §5.1, §2.5, §2.7, §6.5)
import SwiftUI

final class Engine: ObservableObject {
    @Published var rpm = 800
}

final class Car: ObservableObject {
    @Published var name = "Roadster"
    let engine = Engine()
}

struct EngineGauge: View {
    @ObservedObject var engine: Engine

    var body: some View {
        let _ = print("EngineGauge body: \(engine.rpm)")
        Text("\(engine.rpm) rpm")
        Button("Rev") { engine.rpm += 500 }
    }
}

struct CarScreen: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("CarScreen body: \(car.name)")
        VStack {
            Text(car.name)
            EngineGauge(engine: car.engine)
            Button("Rename") { car.name = "Racer" }
        }
    }
}

:mount CarScreen()
// expect: CarScreen body: Roadster
// expect: EngineGauge body: 800
:tap "Rev"
// expect: EngineGauge body: 1300
:tap "Rename"
// expect: CarScreen body: Racer
:tap "Rev"
// expect: EngineGauge body: 1800
