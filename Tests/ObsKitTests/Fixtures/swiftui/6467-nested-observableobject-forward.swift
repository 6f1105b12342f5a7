// Swift by Sundell / SwiftLee "nested ObservableObjects": a child object's @Published changes do not reach views of the parent object until objectWillChange is forwarded; Apple "ObservableObject"; rules §6.1, §6.3, §4.4
import SwiftUI
import Combine

final class Engine: ObservableObject {
    @Published var rpm = 0
}

final class Car: ObservableObject {
    let engine = Engine()
    @Published var name = "Car"
}

final class ForwardingCar: ObservableObject {
    let engine = Engine()
    private var cancellable: AnyCancellable?

    init() {
        cancellable = engine.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }
}

struct PlainDash: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("PlainDash body: \(car.name), \(car.engine.rpm) rpm")
        VStack {
            Button("Rev plain") { car.engine.rpm += 1000 }
            Button("Rename") { car.name = "Sedan" }
        }
    }
}

struct ForwardingDash: View {
    @StateObject private var car = ForwardingCar()

    var body: some View {
        let _ = print("ForwardingDash body: \(car.engine.rpm) rpm")
        Button("Rev forwarding") { car.engine.rpm += 1000 }
    }
}

struct Garage: View {
    var body: some View {
        VStack {
            PlainDash()
            ForwardingDash()
        }
    }
}

:mount Garage()
:tap "Rev plain"
:tap "Rev plain"
:tap "Rev forwarding"
:tap "Rename"

// expect: PlainDash body: Car, 0 rpm
// expect: ForwardingDash body: 0 rpm
// expect: ForwardingDash body: 1000 rpm
// expect: PlainDash body: Sedan, 2000 rpm
