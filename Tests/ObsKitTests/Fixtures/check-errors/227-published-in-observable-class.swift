// Check error: @Published inside an @Observable class
import SwiftUI
import Observation

@Observable
final class StepCounter {
    @Published var steps = 0

    func walk() {
        steps += 100
    }
}

struct StepsView: View {
    @State private var counter = StepCounter()

    var body: some View {
        VStack {
            Text("\(counter.steps) steps")
            Button("Walk") { counter.walk() }
        }
    }
}

:mount StepsView()
// expect-error: invalid redeclaration of synthesized property '_steps'
