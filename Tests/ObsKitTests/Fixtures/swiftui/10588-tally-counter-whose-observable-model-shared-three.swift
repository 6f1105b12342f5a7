// everyday app screens style: a tally counter whose @Observable model is shared by three child views as a plain let; each child runs only for the property it read, the controls never run again, an @ObservationIgnored tap count changes nothing, and an equal assignment notifies nobody (rules §8.1, §8.3, §2.3)
import SwiftUI

@Observable
final class TallyModel {
    var count = 0
    var history: [Int] = []
    @ObservationIgnored var taps = 0

    init() { print("TallyModel init") }
    deinit { print("TallyModel deinit") }

    func increment() {
        taps += 1
        count += 1
    }

    func save() {
        history.append(count)
        count = 0
    }
}

struct TallyDisplay: View {
    let model: TallyModel

    var body: some View {
        let _ = print("TallyDisplay body: \(model.count) (taps \(model.taps))")
        Text("\(model.count)")
    }
}

struct TallyControls: View {
    let model: TallyModel

    var body: some View {
        let _ = print("TallyControls body")
        HStack {
            Button("+1") { model.increment() }
            Button("Save") { model.save() }
        }
    }
}

struct TallyHistory: View {
    let model: TallyModel

    var body: some View {
        let _ = print("TallyHistory body: \(model.history)")
        Text(model.history.map(String.init).joined(separator: ", "))
    }
}

struct TallyScreen: View {
    @State private var model = TallyModel()

    var body: some View {
        let _ = print("TallyScreen body")
        VStack {
            TallyDisplay(model: model)
            TallyControls(model: model)
            TallyHistory(model: model)
        }
    }
}

:mount TallyScreen()
// expect: TallyModel init
// expect: TallyScreen body
// expect: TallyDisplay body: 0 (taps 0)
// expect: TallyControls body
// expect: TallyHistory body: []
:tap "+1"
// expect: TallyDisplay body: 1 (taps 1)
:tap "+1"
// expect: TallyDisplay body: 2 (taps 2)
:tap "Save"
// expect: TallyDisplay body: 0 (taps 2)
// expect: TallyHistory body: [2]
:tap "Save"
// expect: TallyHistory body: [2, 0]
:unmount
// expect: TallyModel deinit
