// Swift Forums style (onChange never fires for my model's property): a model held in a plain let is not observed, so the body and its onChange never run again; @ObservedObject fixes it (rules §5.1, §6.5, §2.3, §11.1)
import SwiftUI
import Combine

final class StepCounter: ObservableObject {
    @Published var steps = 0
}

struct StepsLet: View {
    let counter: StepCounter
    var body: some View {
        let _ = print("StepsLet body \(counter.steps)")
        Text("let \(counter.steps)")
            .onChange(of: counter.steps) { old, new in
                print("StepsLet onChange \(old) -> \(new)")
            }
    }
}

struct StepsObserved: View {
    @ObservedObject var counter: StepCounter
    var body: some View {
        let _ = print("StepsObserved body \(counter.steps)")
        Text("observed \(counter.steps)")
            .onChange(of: counter.steps) { old, new in
                print("StepsObserved onChange \(old) -> \(new)")
            }
    }
}

struct FitnessView: View {
    @StateObject private var counter = StepCounter()
    var body: some View {
        let _ = print("FitnessView body")
        VStack {
            Button("Walk") { counter.steps += 100 }
            StepsLet(counter: counter)
            StepsObserved(counter: counter)
        }
    }
}

:mount FitnessView()
// expect: FitnessView body
// expect: StepsLet body 0
// expect: StepsObserved body 0
:tap "Walk"
// expect: FitnessView body
// expect: StepsObserved body 100
// expect: StepsObserved onChange 0 -> 100
