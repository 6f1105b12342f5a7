// Stack Overflow, "How to tell SwiftUI views to bind to nested ObservableObjects", https://stackoverflow.com/questions/58406287 — a Model holding Submodel ObservableObjects in @Published properties: changing submodel1.count does not update a view observing Model; the two accepted fixes (forward objectWillChange with a sink, or observe the submodel in a subview)
// The question: tapping "Count: 0" increments model.submodel1.count "but the view isn't updated". Answers:
// @Published only publishes when the property itself is set, and a submodel is a reference, so mutating it
// sets nothing on Model (rules §6.3); fix 1: in Model's init, `submodel1.objectWillChange.sink { [weak self] _
// in self?.objectWillChange.send() }`; fix 2: pass the submodel to a child view that holds it as
// @ObservedObject, so that view subscribes to the submodel itself (rules §5.1).
import SwiftUI
import Combine

class Submodel1: ObservableObject {
    @Published var count = 0
}

class Submodel2: ObservableObject {
    @Published var count = 0
}

class Model: ObservableObject {
    @Published var submodel1: Submodel1 = Submodel1()
    @Published var submodel2: Submodel2 = Submodel2()
}

struct ContentView: View {
    @EnvironmentObject var model: Model

    var body: some View {
        let _ = print("ContentView body, count \(model.submodel1.count)")
        VStack {
            Text("Count: \(model.submodel1.count)")
                .onTapGesture {
                    self.model.submodel1.count += 1
                }
            Button("Replace submodel") {
                model.submodel1 = Submodel1()
            }
        }
    }
}

// Fix 1: forward the child's objectWillChange.
class ForwardingModel: ObservableObject {
    @Published var submodel1: Submodel1 = Submodel1()
    var anyCancellable: AnyCancellable? = nil

    init() {
        anyCancellable = submodel1.objectWillChange.sink { [weak self] (_) in
            self?.objectWillChange.send()
        }
    }
}

struct ForwardingView: View {
    @EnvironmentObject var model: ForwardingModel

    var body: some View {
        let _ = print("ForwardingView body, count \(model.submodel1.count)")
        Text("Forwarded: \(model.submodel1.count)")
            .onTapGesture {
                self.model.submodel1.count += 1
            }
    }
}

// Fix 2: a subview observes the submodel directly.
struct SubmodelCountView: View {
    @ObservedObject var submodel: Submodel1

    var body: some View {
        let _ = print("SubmodelCountView body, count \(submodel.count)")
        Text("Sub: \(submodel.count)")
            .onTapGesture {
                submodel.count += 1
            }
    }
}

struct SplitView: View {
    @EnvironmentObject var model: Model

    var body: some View {
        let _ = print("SplitView body")
        SubmodelCountView(submodel: model.submodel1)
    }
}

:mount ContentView().environmentObject(Model())
// expect: ContentView body, count 0
:tap "Count: 0"
:tap "Count: 0"
:tap "Replace submodel"
// expect: ContentView body, count 0
:tap "Count: 0"
:mount ForwardingView().environmentObject(ForwardingModel())
// expect: ForwardingView body, count 0
:tap "Forwarded: 0"
// expect: ForwardingView body, count 1
:tap "Forwarded: 1"
// expect: ForwardingView body, count 2
:mount SplitView().environmentObject(Model())
// expect: SplitView body
// expect: SubmodelCountView body, count 0
:tap "Sub: 0"
// expect: SubmodelCountView body, count 1
