// Stack Overflow Q&A style: "nested @Observable objects: does an inner change re-render the outer view?": only the views that read the inner property run; replacing the inner object notifies the readers of the outer property (the screen that passed car.engine down, and the view that went through it) (rules §8.1, §8.3, §2.3, §2.7)
import SwiftUI

@Observable
final class Engine {
    var rpm = 800
}

@Observable
final class Car {
    var name = "Roadster"
    var engine = Engine()
}

struct NameView: View {
    let car: Car

    var body: some View {
        let _ = print("NameView body: \(car.name)")
        Text(car.name)
    }
}

struct RPMView: View {
    let car: Car

    var body: some View {
        let _ = print("RPMView body: \(car.engine.rpm)")
        Text("\(car.engine.rpm) rpm")
    }
}

struct EngineOnlyView: View {
    let engine: Engine

    var body: some View {
        let _ = print("EngineOnlyView body: \(engine.rpm)")
        Text("engine \(engine.rpm)")
    }
}

struct Garage: View {
    @State private var car = Car()

    var body: some View {
        let _ = print("Garage body")
        VStack {
            NameView(car: car)
            RPMView(car: car)
            EngineOnlyView(engine: car.engine)
            Button("Rev") { car.engine.rpm += 1000 }
            Button("Swap engine") { car.engine = Engine() }
            Button("Rename") { car.name = "Coupe" }
        }
    }
}

:mount Garage()
// expect: Garage body
// expect: NameView body: Roadster
// expect: RPMView body: 800
// expect: EngineOnlyView body: 800
:tap "Rev"
// expect: RPMView body: 1800
// expect: EngineOnlyView body: 1800
:tap "Rename"
// expect: NameView body: Coupe
:tap "Swap engine"
// expect: Garage body
// expect: RPMView body: 800
// expect: EngineOnlyView body: 800
:tap "Rev"
// expect: RPMView body: 1800
// expect: EngineOnlyView body: 1800
