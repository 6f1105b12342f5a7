// Observation in depth style: PITFALL, on purpose: a plain class (not @Observable) nested in an @Observable one; changing engine.rpm notifies nobody, so the gauge stays stale until something tracked changes, and only assigning a new engine object is seen (rules §8.1, §8.3, §3.7)
import SwiftUI

final class Engine {
    var rpm = 800
}

@Observable
final class Car {
    var speed = 0
    var engine = Engine()
}

struct EngineGauge: View {
    let car: Car

    var body: some View {
        let _ = print("EngineGauge body: \(car.engine.rpm) rpm")
        Text("\(car.engine.rpm) rpm")
    }
}

struct StatusLine: View {
    let car: Car

    var body: some View {
        let _ = print("StatusLine body: \(car.speed) km/h at \(car.engine.rpm) rpm")
        Text("\(car.speed) km/h")
    }
}

struct Garage: View {
    @State private var car = Car()

    var body: some View {
        let _ = print("Garage body")
        VStack {
            EngineGauge(car: car)
            StatusLine(car: car)
            Button("Rev") { car.engine.rpm += 1000 }
            Button("Accelerate") { car.speed += 10 }
            Button("Replace engine") { car.engine = Engine() }
        }
    }
}

:mount Garage()
// expect: Garage body
// expect: EngineGauge body: 800 rpm
// expect: StatusLine body: 0 km/h at 800 rpm
:tap "Rev"
:tap "Rev"
:tap "Accelerate"
// expect: StatusLine body: 10 km/h at 2800 rpm
:tap "Replace engine"
// expect: EngineGauge body: 800 rpm
// expect: StatusLine body: 10 km/h at 800 rpm
