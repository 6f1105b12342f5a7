// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI creates a new state object when the identity of a view changes: .id(attempt) gives the view a new identity, so the wrapper's @StateObject and @State start over)
import SwiftUI
import Combine

final class WorkoutSession: ObservableObject {
    static var started = 0
    let number: Int
    @Published var steps = 0
    init() {
        WorkoutSession.started += 1
        number = WorkoutSession.started
        print("WorkoutSession #\(number) init")
    }
}

@propertyWrapper
struct Workout: DynamicProperty {
    @StateObject private var session = WorkoutSession()
    @State private var laps = 0

    var wrappedValue: WorkoutSession { session }
    var projectedValue: Binding<Int> { $laps }
}

struct WorkoutView: View {
    @Workout var session

    var body: some View {
        let _ = print("session #\(session.number): steps \(session.steps), laps \($session.wrappedValue)")
        VStack {
            Button("Step") { session.steps += 1 }
            Button("Lap") { $session.wrappedValue += 1 }
        }
    }
}

struct Trainer: View {
    @State private var attempt = 1

    var body: some View {
        VStack {
            Button("Restart") { attempt += 1 }
            WorkoutView().id(attempt)
        }
    }
}

:mount Trainer()
:tap "Step"
:tap "Lap"
:tap "Restart"
// expect: WorkoutSession #1 init
// expect: session #1: steps 0, laps 0
// expect: session #1: steps 1, laps 0
// expect: session #1: steps 1, laps 1
// expect: WorkoutSession #2 init
// expect: session #2: steps 0, laps 0
